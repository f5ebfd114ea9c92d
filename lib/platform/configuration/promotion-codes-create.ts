import { z } from "zod";
import { route, reply } from "../http/route";
import { promoCodeDiscounts, promoCodes } from "../db/schema";
import { createPromoCodeRequest } from "@/lib/contract/promotions";
import { isUniqueViolation } from "./mobile-apps-create";
import {
  checkPromoCodeRules,
  duplicateCode,
  findByCode,
  promoGate,
  promoGateDescription,
  readPromoCodeBody,
} from "./promotion-codes-rules";

/** Endpoint 17: the code and its discount links in ONE transaction; 201 with the bare id. */
export const createPromoCode = route(
  {
    method: "post",
    path: "/api/configuration/promotion-codes",
    summary: "Create a promo code",
    description:
      `${promoGateDescription} ` +
      "201 with a bare JSON integer (the new id); Location points at the collection. Dates keep the date part (a stated offset is converted to UTC first). " +
      "Check order: request validation (problem document: all fields), malformed JSON or wrong types (problem document), blank spaces in the code, " +
      "Valid To in the future, Valid From today or later, Valid From not after Valid To, unknown discount ids (all plain text 400), duplicate code case-insensitively (409). " +
      "Better than the original: the code and its discount links are written in one transaction (no half-created code), and a unique index " +
      "turns a concurrent duplicate into the same 409.",
    tags: ["Configuration: promotion codes"],
    ...promoGate,
    errorKind: "problem",
    input: { body: { schema: createPromoCodeRequest, parse: (raw: unknown) => readPromoCodeBody(raw, false) } },
    responses: {
      201: { description: "The new promo code's id as a bare JSON integer", schema: z.number().int() },
      400: {
        description: "Problem document (request validation, malformed JSON, wrong types) or plain text (the rules)",
      },
      409: {
        description: "Plain text: A promo-code with the code '{code}' already exists with an ID of {id}",
        kind: "text",
      },
    },
  },
  async (ctx) => {
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
    return reply.json(id, 201, { location: `${ctx.url.origin}/platform/api/configuration/promotion-codes` });
  },
);
