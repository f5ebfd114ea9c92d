import { and, eq } from "drizzle-orm";
import { medicalConditionTypes, memberMedicalConditions } from "../db/schema";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { inactiveTypeMessage } from "./add-medical-condition";
import { auditMedical, conditionNotFound, readConditions, requireMedicalMember, typeNotFound } from "./medical-record";
import * as declared from "./update-medical-condition.schema";

export const updateMedicalCondition = route(declared.updateMedicalCondition, async (ctx) => {
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
  return ctx.answer(200, condition);
});
