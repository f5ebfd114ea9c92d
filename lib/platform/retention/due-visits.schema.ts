import { operation } from "../http/operation";
import { dueVisitsPage, dueInteractionsQuery, removedVisits } from "@frontdesk/lib/contract/retention";
import { frontDeskGate } from "../members/search-members.schema";
import { readDueQuery } from "./due-records";

/** The visits retention rule's reads and removal: the door's own extension, so a platform without visits has neither. */
const dueVisitsGate = { tags: ["Retention"], ...frontDeskGate, extension: true as const };

export const listDueVisits = operation({
  method: "get",
  path: "/api/retention/visits",
  summary: "List the visits a retention rule finds due (extension)",
  description:
    "Not in the spec. Visits made before `before` (undone ones included), ordered by id; afterId (the previous page's nextAfterId) pages on; limit 1 to 1000 (500). " +
    "400 plain text: before must be an ISO 8601 date-time. / afterId must be a whole number of at most 9 digits. / limit must be between 1 and 1000.",
  ...dueVisitsGate,
  input: { query: { schema: dueInteractionsQuery, parse: readDueQuery } },
  responses: {
    200: { description: "A page of due visits", schema: dueVisitsPage },
    400: { description: "Plain-text message" },
  },
});

export const removeDueVisits = operation({
  method: "delete",
  path: "/api/retention/visits",
  summary: "Delete visits a retention rule finds due (extension)",
  description:
    "Not in the spec. Deletes up to limit (1 to 1000, 500) visits made before `before`, with ids above afterId (0 when absent: pass the previous batch's lastId), lowest ids first, in one transaction; " +
    "answers how many were removed (0 when none are left) and the highest id removed (lastId, null when none). " +
    "400 plain text: before must be an ISO 8601 date-time. / afterId must be a whole number of at most 9 digits. / limit must be between 1 and 1000.",
  ...dueVisitsGate,
  input: { query: { schema: dueInteractionsQuery, parse: readDueQuery } },
  responses: {
    200: { description: "How many were removed", schema: removedVisits },
    400: { description: "Plain-text message" },
  },
});
