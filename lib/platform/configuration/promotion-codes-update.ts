import { eq } from "drizzle-orm";
import { route } from "../http/route";
import { PlatformError } from "../http/errors";
import { promoCodeDiscounts, promoCodes } from "../db/schema";
import { isUniqueViolation } from "./mobile-apps-create";
import { checkAgainstUses, checkPromoCodeRules, duplicateCode, usesOf, findByCode } from "./promotion-codes-rules";
import * as declared from "./promotion-codes-update.schema";

/** Update promo code (the id from create): a merge update, e.g. { active: true } switches a code on. */
export const updatePromoCode = route(declared.updatePromoCode, async (ctx) => {
  const { id, raw } = ctx.input.params;
  const fields = ctx.input.body;
  const [stored] = id === undefined ? [] : await ctx.db.select().from(promoCodes).where(eq(promoCodes.id, id));
  if (!stored) throw PlatformError.text(404, `Promo-code with ID ${raw} does not exist.`);
  await checkPromoCodeRules(ctx.db, fields, stored);
  try {
    await ctx.db.transaction(async (tx) => {
      // the code is locked and its uses read in the write's transaction, so a use recorded meanwhile is not missed
      const [locked] = await tx.select().from(promoCodes).where(eq(promoCodes.id, stored.id)).for("update");
      const uses = await usesOf(tx, locked);
      checkAgainstUses(fields, locked, uses);
      if (fields.code !== undefined) {
        const existing = await findByCode(tx, fields.code);
        if (existing && existing.id !== stored.id) throw duplicateCode(fields.code, existing.id);
      }
      const changes: Partial<typeof promoCodes.$inferInsert> = {};
      if (fields.code !== undefined) changes.code = fields.code;
      if (fields.validFrom !== undefined) changes.validFrom = fields.validFrom;
      if (fields.validTo !== undefined) changes.validTo = fields.validTo;
      if (fields.active !== undefined) changes.active = fields.active;
      if (fields.autoApply !== undefined) changes.autoApply = fields.autoApply;
      if (fields.maxUsages !== undefined) {
        changes.maxUsages = fields.maxUsages;
        changes.usagesRemaining = fields.maxUsages === 0 ? 0 : fields.maxUsages - uses;
      }
      if (Object.keys(changes).length) await tx.update(promoCodes).set(changes).where(eq(promoCodes.id, stored.id));
      if (fields.discountIds) {
        await tx.delete(promoCodeDiscounts).where(eq(promoCodeDiscounts.promoCodeId, stored.id));
        await tx
          .insert(promoCodeDiscounts)
          .values(fields.discountIds.map((discountId) => ({ promoCodeId: stored.id, discountId })));
      }
    });
  } catch (error) {
    if (!isUniqueViolation(error) || fields.code === undefined) throw error;
    const winner = await findByCode(ctx.db, fields.code);
    throw duplicateCode(fields.code, winner?.id ?? 0);
  }
  return ctx.empty(204);
});
