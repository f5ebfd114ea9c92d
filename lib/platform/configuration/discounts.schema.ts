import { operation } from "../http/operation";
import { discount, createDiscountRequest } from "@frontdesk/lib/contract/promotions";
import { type FieldErrors, PlatformError } from "../http/errors";
import { promoGate, promoGateDescription } from "./promotion-codes-rules";
import { z } from "zod";

const tags = ["Configuration: promotion codes"];

/** Every field's messages at once (problem document), as the other promo-code writes do. */
function readDiscountBody(raw: unknown) {
  if (raw !== undefined && raw !== null && (typeof raw !== "object" || Array.isArray(raw)))
    throw PlatformError.problem(400, { body: ["The request body must be a JSON object."] });
  const body = (raw ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const { description, percentOff } = body;
  if (typeof description !== "string" || description.trim() === "") errors.Description = ["Description is required."];
  else if (description.length > 255) errors.Description = ["Description cannot exceed 255 characters."];
  if (percentOff === undefined || percentOff === null) errors.PercentOff = ["PercentOff is required."];
  else if (typeof percentOff !== "number" || percentOff < 0 || percentOff > 100)
    errors.PercentOff = ["PercentOff must be between 0 and 100."];
  else if (Math.round(percentOff * 100) !== percentOff * 100)
    errors.PercentOff = ["PercentOff can have at most 2 decimal places."];
  if (Object.keys(errors).length) throw PlatformError.problem(400, errors);
  return { description: description as string, percentOff: percentOff as number };
}

/** The all-discounts endpoint that promo-code discountIds come from. */
export const listDiscounts = operation({
  method: "get",
  path: "/api/configuration/discounts",
  summary: "List discounts",
  description: `${promoGateDescription} Ordered by id.`,
  tags,
  ...promoGate,
  responses: {
    200: { description: "Array of discounts", schema: z.array(discount) },
  },
});

/** The create-discount endpoint: 201 with the discount (its id is what promo codes map to). */
export const createDiscount = operation({
  method: "post",
  path: "/api/configuration/discounts",
  summary: "Create a discount",
  description: `${promoGateDescription} percentOff 0 to 100 with at most 2 decimal places; description 1 to 255 characters.`,
  tags,
  ...promoGate,
  errorKind: "problem",
  input: { body: { schema: createDiscountRequest, parse: readDiscountBody } },
  responses: {
    201: { description: "The new discount", schema: discount },
    400: { description: "Problem document keyed Description / PercentOff", kind: "problem" },
  },
});
