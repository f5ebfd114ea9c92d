import { operation } from "../http/operation";
import {
  prospectInteractionSchema,
  interactionMessages as messages,
  listInteractionsQuerySchema,
} from "@frontdesk/lib/contract/prospects";
import { z } from "zod";
import { queryValue } from "../http/input";
import { PlatformError } from "../http/errors";
import { interactionPath } from "./interaction-record";

/** The status filter: 1 to 4, digits only; absent or empty means no filter. */
function parseStatusFilter(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^[1-4]$/.test(raw)) throw PlatformError.text(400, messages.statusFilter);
  return Number(raw);
}

/** Related to endpoint 9: a member's interactions (sandbox-contract §5). */
export const listInteractions = operation({
  method: "get",
  path: "/api/members/prospects/:memberId/interactions",
  summary: "List a member's prospect interactions",
  description:
    "An array of ProspectInteraction in creation order (id ascending). status=1..4 keeps interactions with that interactionStatus (an empty status is no filter); interactions with no status never appear in a filtered read. " +
    "Errors (plain text): 400 A valid memberId is required.; 400 status must be between 1 and 4.; 422 Member {memberId} does not exist.",
  tags: ["Prospects"],
  products: [],
  features: ["PROSPECTS"],
  input: {
    params: interactionPath(messages.memberRequired),
    query: {
      schema: listInteractionsQuerySchema,
      parse: (query: URLSearchParams) => ({ status: parseStatusFilter(queryValue(query, "status")) }),
    },
  },
  responses: {
    200: { description: "The member's interactions", schema: z.array(prospectInteractionSchema) },
    400: { description: "Plain-text message" },
    422: { description: "Plain-text message: unknown member" },
  },
});
