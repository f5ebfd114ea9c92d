import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { route, reply } from "../http/route";
import { PlatformError } from "../http/errors";
import { promoCodes } from "../db/schema";
import { promoCode } from "@/lib/contract/promotions";
import { findByCode, promoGate, promoGateDescription, renderPromoCodes } from "./promotion-codes-rules";

const tags = ["Configuration: promotion codes"];

/**
 * Get promo code by ID or code: a bare segment is a numeric id; a code is written in curly braces,
 * literally or URL-encoded (%7BSUMMER25%7D).
 */
export const getPromoCode = route(
  {
    method: "get",
    path: "/api/configuration/promotion-codes/:idOrCode",
    summary: "Get a promo code by id, or by {code} in curly braces",
    description: `${promoGateDescription} The code lookup is case-insensitive. A bare segment that is not a whole number gives 400 plain text.`,
    tags,
    ...promoGate,
    request: { params: z.object({ idOrCode: z.string() }) },
    responses: {
      200: { description: "The promo code", schema: promoCode },
      400: { description: "Plain text: the segment is neither a whole number nor a {code}", contentType: "text/plain" },
      403: { description: "Empty body" },
      404: { description: "Plain text: Promo-code with ID {id} does not exist. / Promo-code with code '{code}' does not exist.", contentType: "text/plain" },
    },
  },
  async (ctx) => {
    let segment = ctx.params.idOrCode;
    try {
      segment = decodeURIComponent(segment);
    } catch {
      // already decoded
    }
    const braced = /^\{(.*)\}$/s.exec(segment);
    let row: typeof promoCodes.$inferSelect | undefined;
    if (braced) {
      row = braced[1] ? await findByCode(ctx.db, braced[1]) : undefined;
      if (!row) throw PlatformError.text(404, `Promo-code with code '${braced[1]}' does not exist.`);
    } else {
      if (!/^\d{1,10}$/.test(segment) || Number(segment) > 2_147_483_647) {
        throw PlatformError.text(400, `The value '${segment}' is not a valid promo-code id. Write a code in curly braces, for example {SUMMER25}.`);
      }
      [row] = await ctx.db.select().from(promoCodes).where(eq(promoCodes.id, Number(segment)));
      if (!row) throw PlatformError.text(404, `Promo-code with ID ${Number(segment)} does not exist.`);
    }
    const [rendered] = await renderPromoCodes(ctx.db, [row]);
    return reply.json(rendered);
  },
);

/** All codes: active only unless includeInactive=true. */
export const listPromoCodes = route(
  {
    method: "get",
    path: "/api/configuration/promotion-codes",
    summary: "List promo codes",
    description: `${promoGateDescription} Active codes only unless includeInactive=true (any case); ordered by id.`,
    tags,
    ...promoGate,
    request: { query: z.object({ includeInactive: z.enum(["true", "false"]).optional() }) },
    responses: { 200: { description: "Array of promo codes", schema: z.array(promoCode) }, 403: { description: "Empty body" } },
  },
  async (ctx) => {
    const all = ctx.query.get("includeInactive")?.toLowerCase() === "true";
    const rows = await ctx.db
      .select()
      .from(promoCodes)
      .where(all ? undefined : eq(promoCodes.active, true))
      .orderBy(asc(promoCodes.id));
    return reply.json(await renderPromoCodes(ctx.db, rows));
  },
);
