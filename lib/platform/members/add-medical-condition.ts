import { eq } from "drizzle-orm";
import { medicalConditionTypes, memberMedicalConditions } from "../db/schema";
import { PlatformError } from "../http/errors";
import { reply, route } from "../http/route";
import { addMedicalConditionRequest, medicalCondition } from "@/lib/contract/members";
import { auditMedical, medicalGate, readConditions, requireMedicalMember, typeNotFound } from "./medical-record";

export const inactiveTypeMessage = (id: number) =>
  `Medical condition type ${id} is deactivated and cannot be assigned.`;

export const addMedicalCondition = route(
  {
    method: "post",
    path: "/api/members/:memberId/medical-details",
    summary: "Add a medical condition to a member",
    description:
      "Special-category data, audited. medicalNote is arbitrary text with no length limit (omitted gives an empty note). A deactivated type cannot be assigned to a new condition. Failures are plain text.",
    tags: ["Members: medical"],
    ...medicalGate,
    memberScoped: true,
    input: { body: addMedicalConditionRequest },
    responses: {
      201: { description: "The new condition", schema: medicalCondition },
      400: {
        description:
          "MemberId: {memberId} does not exist. / Medical condition type {id} does not exist. / validation (plain text)",
      },
    },
  },
  async (ctx) => {
    const condition = await ctx.db.transaction(async (tx) => {
      await requireMedicalMember(tx, ctx.memberId);
      const body = ctx.input.body;
      const [type] = await tx
        .select()
        .from(medicalConditionTypes)
        .where(eq(medicalConditionTypes.id, body.medicalConditionTypeId));
      if (!type) throw typeNotFound(body.medicalConditionTypeId);
      if (!type.active) throw PlatformError.text(400, inactiveTypeMessage(type.id));
      const [created] = await tx
        .insert(memberMedicalConditions)
        .values({ memberId: ctx.memberId, medicalConditionTypeId: type.id, medicalNote: body.medicalNote ?? "" })
        .returning({ id: memberMedicalConditions.id });
      await auditMedical(tx, ctx.claims.sub, "medical.create", ctx.memberId, created.id, `type ${type.id}`);
      return (await readConditions(tx, ctx.memberId, created.id))[0];
    });
    return reply.json(condition, 201);
  },
);
