import { operation } from "../http/operation";
import { memberActivity } from "@frontdesk/lib/contract/retention";
import { memberIdParams } from "../members/get-member.schema";
import { frontDeskGate } from "../members/search-members.schema";

export const getMemberActivity = operation({
  method: "get",
  path: "/api/retention/members/:memberId",
  summary: "Read a member's last activity for retention (extension)",
  extension: true,
  description:
    "Not in the spec. lastActivityOn: the latest of joining, a booking place's start, a membership's end (an open one counts as now), " +
    "a prospect interaction raised or acted on and a consent change; prospect: the member's status is a prospect status; erased: the record is anonymised; " +
    "active: a membership runs (no end date, or one today or later) or a booking place is still to come, so no rule can find them due yet. " +
    "404 plain text: Member with ID {memberId} does not exist.",
  tags: ["Retention"],
  ...frontDeskGate,
  input: { params: memberIdParams },
  responses: {
    200: { description: "The member's last activity", schema: memberActivity },
    404: { description: "Member with ID {memberId} does not exist (plain text)" },
  },
});
