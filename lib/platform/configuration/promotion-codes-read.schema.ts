import { operation } from "../http/operation";
import { promoCode } from "@frontdesk/lib/contract/promotions";
import { queryFlag, int32Max } from "../http/input";
import { isStorableId } from "@frontdesk/lib/domain/storable-text";
import { z } from "zod";
import { promoGate, promoGateDescription } from "./promotion-codes-rules";
import { PlatformError } from "../http/errors";

const tags = ["Configuration: promotion codes"];

/**
 * The path segment of the single read: {code} in curly braces (literally or URL-encoded, %7BSUMMER25%7D)
 * is a code; anything else must be a whole-number id (int32), else 400 plain text.
 */
function promoCodeTarget(raw: string): { code: string } | { id: number } {
  let segment = raw;
  try {
    // a second decoding (the path was decoded once), kept only when it leaves text that may be looked up
    const decoded = decodeURIComponent(segment);
    if (isStorableId(decoded)) segment = decoded;
  } catch {
    // already decoded
  }
  const braced = /^\{(.*)\}$/s.exec(segment);
  if (braced) return { code: braced[1] };
  if (!/^\d{1,10}$/.test(segment) || Number(segment) > int32Max) {
    throw PlatformError.text(
      400,
      `The value '${segment}' is not a valid promo-code id. Write a code in curly braces, for example {SUMMER25}.`,
    );
  }
  return { id: Number(segment) };
}

/**
 * Get promo code by ID or code: a bare segment is a numeric id; a code is written in curly braces,
 * literally or URL-encoded (%7BSUMMER25%7D).
 */
export const getPromoCode = operation({
  method: "get",
  path: "/api/configuration/promotion-codes/:idOrCode",
  summary: "Get a promo code by id, or by {code} in curly braces",
  description: `${promoGateDescription} The code lookup is case-insensitive. A bare segment that is not a whole number gives 400 plain text.`,
  tags,
  ...promoGate,
  input: {
    params: {
      schema: z.object({ idOrCode: z.string().describe("A promo-code id, or {code} in curly braces") }),
      parse: (params: Record<string, string>) => promoCodeTarget(params.idOrCode),
    },
  },
  responses: {
    200: { description: "The promo code", schema: promoCode },
    400: { description: "Plain text: the segment is neither a whole number nor a {code}", kind: "text" },
    404: {
      description:
        "Plain text: Promo-code with ID {id} does not exist. / Promo-code with code '{code}' does not exist.",
      kind: "text",
    },
  },
});

/** All codes: active only unless includeInactive=true. */
export const listPromoCodes = operation({
  method: "get",
  path: "/api/configuration/promotion-codes",
  summary: "List promo codes",
  description: `${promoGateDescription} Active codes only unless includeInactive=true (any case); ordered by id.`,
  tags,
  ...promoGate,
  input: {
    query: {
      schema: z.object({ includeInactive: z.enum(["true", "false"]).optional() }),
      parse: (query: URLSearchParams) => ({ includeInactive: queryFlag(query, "includeInactive") }),
    },
  },
  responses: {
    200: { description: "Array of promo codes", schema: z.array(promoCode) },
  },
});
