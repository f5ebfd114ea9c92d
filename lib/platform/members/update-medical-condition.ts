import { and, eq } from "drizzle-orm";
import { medicalConditionTypes, memberMedicalConditions } from "../db/schema";
import { PlatformError } from "../http/errors";
import { reply, route } from "../http/route";
import { medicalCondition, updateMedicalConditionRequest } from "@/lib/contract/members";
import { inactiveTypeMessage } from "./add-medical-condition";
import {
  auditMedical,
  conditionNotFound,
  medicalGate,
  readConditions,
  requireMedicalMember,
  typeNotFound,
} from "./medical-record";
import { lookupPath, objectBody, parseWith } from "../http/input";

export const updateMedicalCondition = route(
  {
    method: "put",
    path: "/api/members/:memberId/medical-details/:id",
    summary: "Change a member's medical condition",
    description:
      "id is the condition record id (not the type id). An omitted field keeps its value. A condition may keep a deactivated type but cannot be moved to one. Special-category data, audited.",
    tags: ["Members: medical"],
    ...medicalGate,
    memberScoped: true,
    // an id that is not a positive int32 is never found: the 404 after the body's and the member's 400s
    input: {
      params: lookupPath(["id"]),
      body: {
        schema: updateMedicalConditionRequest,
        parse: (raw: unknown) => parseWith(updateMedicalConditionRequest, "text", objectBody("text", raw, {})),
      },
    },
    responses: {
      200: { description: "The changed condition", schema: medicalCondition },
      400: {
        description:
          "MemberId: {memberId} does not exist. / Medical condition type {id} does not exist. / validation (plain text)",
      },
      404: { description: "Medical condition {id} was not found for member {memberId}." },
    },
  },
  async (ctx) => {
    const condition = await ctx.db.transaction(async (tx) => {
      await requireMedicalMember(tx, ctx.memberId);
      const body = ctx.input.body;
      const { id, raw } = ctx.input.params.id;
      const [stored] =
        id === undefined
          ? []
          : await tx
              .select()
              .from(memberMedicalConditions)
              .where(and(eq(memberMedicalConditions.id, id), eq(memberMedicalConditions.memberId, ctx.memberId)));
      if (!stored) throw conditionNotFound(raw, ctx.memberId);
      const typeId = body.medicalConditionTypeId ?? stored.medicalConditionTypeId;
      if (typeId !== stored.medicalConditionTypeId) {
        const [type] = await tx.select().from(medicalConditionTypes).where(eq(medicalConditionTypes.id, typeId));
        if (!type) throw typeNotFound(typeId);
        if (!type.active) throw PlatformError.text(400, inactiveTypeMessage(type.id));
      }
      await tx
        .update(memberMedicalConditions)
        .set({
          medicalConditionTypeId: typeId,
          medicalNote: body.medicalNote ?? stored.medicalNote,
          modifiedOn: new Date(),
        })
        .where(eq(memberMedicalConditions.id, stored.id));
      await auditMedical(tx, ctx.claims.sub, "medical.update", ctx.memberId, stored.id, `type ${typeId}`);
      return (await readConditions(tx, ctx.memberId, stored.id))[0];
    });
    return reply.json(condition);
  },
);
