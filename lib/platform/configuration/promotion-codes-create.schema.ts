import { operation } from "../http/operation";
import { z } from "zod";
import { readPromoCodeBody, promoGate, promoGateDescription } from "./promotion-codes-rules";
import { createPromoCodeRequest } from "@frontdesk/lib/contract/promotions";

/** Endpoint 17: the code and its discount links in ONE transaction; 201 with the bare id. */
export const createPromoCode = operation({
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
});
