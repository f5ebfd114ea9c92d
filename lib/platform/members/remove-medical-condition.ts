import { and, eq } from "drizzle-orm";
import { memberMedicalConditions } from "../db/schema";
import { route } from "../http/route";
import { auditMedical, conditionNotFound, requireMedicalMember } from "./medical-record";
import * as declared from "./remove-medical-condition.schema";

export const removeMedicalCondition = route(declared.removeMedicalCondition, async (ctx) => {
  await ctx.db.transaction(async (tx) => {
    await requireMedicalMember(tx, ctx.memberId);
    const { id, raw } = ctx.input.params.id;
    const [removed] =
      id === undefined
        ? []
        : await tx
            .delete(memberMedicalConditions)
            .where(and(eq(memberMedicalConditions.id, id), eq(memberMedicalConditions.memberId, ctx.memberId)))
            .returning({ id: memberMedicalConditions.id });
    if (!removed) throw conditionNotFound(raw, ctx.memberId);
    await auditMedical(tx, ctx.claims.sub, "medical.delete", ctx.memberId, removed.id);
  });
  return ctx.empty(204);
});
