import { route } from "../http/route";
import { auditMedical, readConditions, requireMedicalMember } from "./medical-record";
import * as declared from "./get-medical-details.schema";

export const getMedicalDetails = route(declared.getMedicalDetails, async (ctx) => {
  const conditions = await ctx.db.transaction(async (tx) => {
    await requireMedicalMember(tx, ctx.memberId);
    const rows = await readConditions(tx, ctx.memberId);
    await auditMedical(tx, ctx.claims.sub, "medical.read", ctx.memberId, undefined, `${rows.length} condition(s)`);
    return rows;
  });
  return ctx.answer(200, { memberId: ctx.memberId, medicalConditions: conditions });
});
