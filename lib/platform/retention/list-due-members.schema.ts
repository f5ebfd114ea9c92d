import { operation } from "../http/operation";
import { dueMemberRules, dueMembersPage, dueMembersQuery } from "@frontdesk/lib/contract/retention";
import { PlatformError } from "../http/errors";
import { queryValue } from "../http/input";
import { frontDeskGate } from "../members/search-members.schema";
import { readDueQuery } from "./due-records";

export const listDueMembers = operation({
  method: "get",
  path: "/api/retention/members",
  summary: "List the members a retention rule finds due (extension)",
  extension: true,
  description:
    "Not in the spec. rule=lapsedMembers: members whose status is not a prospect status; rule=prospects: members whose status is a prospect status. " +
    "Either way, members who joined before `before` and have had no booking place starting, no membership running (an open membership is running), " +
    "no prospect interaction raised or acted on and no consent change on or after `before`, and are not already erased. " +
    "Ordered by member id; afterId (the previous page's nextAfterId) pages on; limit 1 to 1000 (500). " +
    "400 plain text: rule must be lapsedMembers or prospects. / before must be an ISO 8601 date-time. / afterId must be a whole number of at most 9 digits. / limit must be between 1 and 1000.",
  tags: ["Retention"],
  ...frontDeskGate,
  input: {
    query: {
      schema: dueMembersQuery,
      parse: (query: URLSearchParams) => {
        const rule = queryValue(query, "rule");
        if (!rule || !(dueMemberRules as readonly string[]).includes(rule))
          throw PlatformError.text(400, "rule must be lapsedMembers or prospects.");
        return { rule, ...readDueQuery(query) };
      },
    },
  },
  responses: {
    200: { description: "A page of due members", schema: dueMembersPage },
    400: { description: "Plain-text message" },
  },
});
