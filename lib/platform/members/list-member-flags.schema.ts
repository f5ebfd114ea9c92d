import { operation } from "../http/operation";
import { memberFlagsList, memberFlagsQuery } from "@frontdesk/lib/contract/members";
import { PlatformError } from "../http/errors";
import { queryValues } from "../http/input";
import { frontDeskGate } from "./search-members.schema";

const maxFlagMembers = 100;

/** memberId repeated (any case), each a positive id of at most 9 digits; 1 to 100 distinct ids, in the order sent. */
function readFlagsQuery(query: URLSearchParams) {
  const raw = queryValues(query, "memberId").filter((v) => v !== "");
  if (raw.length === 0) throw PlatformError.text(400, "At least one memberId is required.");
  const bad = raw.find((v) => !/^\d{1,9}$/.test(v) || Number(v) === 0);
  if (bad !== undefined) throw PlatformError.text(400, `memberId '${bad}' is not a member ID.`);
  const memberIds = [...new Set(raw.map(Number))];
  if (memberIds.length > maxFlagMembers)
    throw PlatformError.text(400, `At most ${maxFlagMembers} member IDs can be read at once.`);
  return { memberIds };
}

/**
 * One set-based read for a page of search results: every flag is an EXISTS probe on an
 * index led by the member id (medical conditions, wallet and card primary keys, booking_members'
 * (member_id, start_date_time), member_links' primary key and dependant index), so its cost grows with
 * the page, not with the number of members.
 */
export const listMemberFlags = operation({
  method: "get",
  path: "/api/members/flags",
  summary: "Read the desk flags of several members (front-desk extension)",
  description:
    "Not in the spec. For each existing member of the list (unknown ids are left out), what the desk must know when the member is found: " +
    "medicalConditions (any recorded), privacyPolicyNotSigned, noValidPaymentCard (no designated recurring-payment card that is verified and unexpired; " +
    "a card is valid to the end of its expiry month, UTC), onWaitingList (a waiting place on a session not yet started and not cancelled), " +
    "guardian (has a linked dependant), dependant (has a linked guardian). memberId repeated, 1 to 100 ids.",
  tags: ["Members: front desk"],
  ...frontDeskGate,
  input: { query: { schema: memberFlagsQuery, parse: readFlagsQuery } },
  responses: {
    200: { description: "Each existing member's flags, in the order asked", schema: memberFlagsList },
    400: {
      description:
        "At least one memberId is required. / memberId '{value}' is not a member ID. / At most 100 member IDs can be read at once. (plain text)",
    },
  },
});
