import { operation } from "../http/operation";
import { dueInteractionsPage, dueInteractionsQuery, removedInteractions } from "@frontdesk/lib/contract/retention";
import { frontDeskGate } from "../members/search-members.schema";
import { readDueQuery } from "./due-records";

export const listDueInteractions = operation({
  method: "get",
  path: "/api/retention/prospect-interactions",
  summary: "List the prospect interactions a retention rule finds due (extension)",
  extension: true,
  description:
    "Not in the spec. Interactions raised and last acted on before `before`, ordered by id; afterId (the previous page's nextAfterId) pages on; limit 1 to 1000 (500). " +
    "400 plain text: before must be an ISO 8601 date-time. / afterId must be a whole number of at most 9 digits. / limit must be between 1 and 1000.",
  tags: ["Retention"],
  ...frontDeskGate,
  input: { query: { schema: dueInteractionsQuery, parse: readDueQuery } },
  responses: {
    200: { description: "A page of due interactions", schema: dueInteractionsPage },
    400: { description: "Plain-text message" },
  },
});

export const removeDueInteractions = operation({
  method: "delete",
  path: "/api/retention/prospect-interactions",
  summary: "Delete prospect interactions a retention rule finds due (extension)",
  extension: true,
  description:
    "Not in the spec. Deletes up to limit (1 to 1000, 500) interactions raised and last acted on before `before`, with ids above afterId (0 when absent: pass the previous batch's lastId), lowest ids first, in one transaction; " +
    "answers how many were removed (0 when none are left) and the highest id removed (lastId, null when none). " +
    "400 plain text: before must be an ISO 8601 date-time. / afterId must be a whole number of at most 9 digits. / limit must be between 1 and 1000.",
  tags: ["Retention"],
  ...frontDeskGate,
  input: { query: { schema: dueInteractionsQuery, parse: readDueQuery } },
  responses: {
    200: { description: "How many were removed", schema: removedInteractions },
    400: { description: "Plain-text message" },
  },
});
