import { eq } from "drizzle-orm";
import { medicalConditionTypes, memberMedicalConditions } from "../db/schema";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { auditMedical, readConditions, requireMedicalMember, typeNotFound } from "./medical-record";
import * as declared from "./add-medical-condition.schema";

export const inactiveTypeMessage = (id: number) =>
  `Medical condition type ${id} is deactivated and cannot be assigned.`;

export const addMedicalCondition = route(declared.addMedicalCondition, async (ctx) => {
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
  return ctx.answer(201, condition);
});
