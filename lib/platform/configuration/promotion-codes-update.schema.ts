import { operation } from "../http/operation";
import { readPromoCodeBody, promoGate, promoGateDescription } from "./promotion-codes-rules";
import { updatePromoCodeRequest } from "@frontdesk/lib/contract/promotions";
import { parseId } from "../http/input";
import { z } from "zod";

/** Update promo code (the id from create): a merge update, e.g. { active: true } switches a code on. */
export const updatePromoCode = operation({
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
});
