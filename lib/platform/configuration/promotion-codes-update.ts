import { parseId } from "../http/input";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { route, reply } from "../http/route";
import { PlatformError } from "../http/errors";
import { promoCodeDiscounts, promoCodes } from "../db/schema";
import { updatePromoCodeRequest } from "@/lib/contract/promotions";
import { isUniqueViolation } from "./mobile-apps-create";
import {
  checkAgainstUses,
  checkPromoCodeRules,
  duplicateCode,
  usesOf,
  findByCode,
  promoGate,
  promoGateDescription,
  readPromoCodeBody,
} from "./promotion-codes-rules";

/** Update promo code (the id from create): a merge update, e.g. { active: true } switches a code on. */
export const updatePromoCode = route(
  {
    method: "put",
    path: "/api/configuration/promotion-codes/:id",
    summary: "Update a promo code",
    description:
      `${promoGateDescription} Merge update: omitted or null fields keep their value; discountIds, when sent, replace the links. ` +
      "Same messages and order as creation (problem document for request validation, then plain text); only the dates sent are checked against today, so a running code keeps its past validFrom when it is not sent. " +
      "Then the uses so far (extension, plain text 400): The code of a promo-code that has been used can not be changed (used {n} times).; Max Usages can not be less than the {n} times the promo-code has been used. " +
      "Then 409 for another code's code. Changing maxUsages sets usagesRemaining to maxUsages minus the uses so far (0 = unlimited, usagesRemaining 0). " +
      "Uses: maxUsages - usagesRemaining for a limited code, the booking-discount usage records under the code for an unlimited one.",
    tags: ["Configuration: promotion codes"],
    ...promoGate,
    errorKind: "problem",
    // the body is checked before the code's 404
    input: {
      params: {
        schema: z.object({ id: z.int32().positive() }),
        parse: (params: Record<string, string>) => ({ id: parseId(params.id), raw: params.id }),
      },
      body: { schema: updatePromoCodeRequest, parse: (raw: unknown) => readPromoCodeBody(raw, true) },
    },
    responses: {
      204: { description: "Updated" },
      400: { description: "Problem document or plain text, as creation" },
      404: { description: "Plain text: Promo-code with ID {id} does not exist.", kind: "text" },
      409: {
        description: "Plain text: A promo-code with the code '{code}' already exists with an ID of {id}",
        kind: "text",
      },
    },
  },
  async (ctx) => {
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
    return reply.empty(204);
  },
);
