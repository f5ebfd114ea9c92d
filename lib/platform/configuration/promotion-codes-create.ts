import { route } from "../http/route";
import { promoCodeDiscounts, promoCodes } from "../db/schema";
import { isUniqueViolation } from "./mobile-apps-create";
import { checkPromoCodeRules, duplicateCode, findByCode } from "./promotion-codes-rules";
import * as declared from "./promotion-codes-create.schema";

/** Endpoint 17: the code and its discount links in ONE transaction; 201 with the bare id. */
export const createPromoCode = route(declared.createPromoCode, async (ctx) => {
  const fields = ctx.input.body;
  const code = fields.code!;
  await checkPromoCodeRules(ctx.db, fields);
  const existing = await findByCode(ctx.db, code);
  if (existing) throw duplicateCode(code, existing.id);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({
          code,
          validFrom: fields.validFrom!,
          validTo: fields.validTo!,
          maxUsages: fields.maxUsages!,
          usagesRemaining: fields.maxUsages!,
          active: fields.active!,
          autoApply: fields.autoApply!,
        })
        .returning({ id: promoCodes.id });
      await tx
        .insert(promoCodeDiscounts)
        .values(fields.discountIds!.map((discountId) => ({ promoCodeId: row.id, discountId })));
      return row.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findByCode(ctx.db, code);
    throw duplicateCode(code, winner?.id ?? 0);
  }
  return ctx.answer(201, id, { headers: { location: `${ctx.url.origin}/platform/api/configuration/promotion-codes` } });
});
