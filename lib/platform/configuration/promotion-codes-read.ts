import { asc, eq } from "drizzle-orm";
import { route } from "../http/route";
import { PlatformError } from "../http/errors";
import { promoCodes } from "../db/schema";
import { findByCode, renderPromoCodes } from "./promotion-codes-rules";
import * as declared from "./promotion-codes-read.schema";

/**
 * Get promo code by ID or code: a bare segment is a numeric id; a code is written in curly braces,
 * literally or URL-encoded (%7BSUMMER25%7D).
 */
export const getPromoCode = route(declared.getPromoCode, async (ctx) => {
  const target = ctx.input.params;
  let row: typeof promoCodes.$inferSelect | undefined;
  if ("code" in target) {
    row = target.code ? await findByCode(ctx.db, target.code) : undefined;
    if (!row) throw PlatformError.text(404, `Promo-code with code '${target.code}' does not exist.`);
  } else {
    [row] = await ctx.db.select().from(promoCodes).where(eq(promoCodes.id, target.id));
    if (!row) throw PlatformError.text(404, `Promo-code with ID ${target.id} does not exist.`);
  }
  const [rendered] = await renderPromoCodes(ctx.db, [row]);
  return ctx.answer(200, rendered);
});

/** All codes: active only unless includeInactive=true. */
export const listPromoCodes = route(declared.listPromoCodes, async (ctx) => {
  const all = ctx.input.query.includeInactive;
  const rows = await ctx.db
    .select()
    .from(promoCodes)
    .where(all ? undefined : eq(promoCodes.active, true))
    .orderBy(asc(promoCodes.id));
  return ctx.answer(200, await renderPromoCodes(ctx.db, rows));
});
