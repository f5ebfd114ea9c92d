import { operation } from "../http/operation";
import { memberOverview } from "@frontdesk/lib/contract/members";
import { memberNotFound } from "./member-record";
import { parseMemberIdSegment } from "../http/input";
import { z } from "zod";
import { frontDeskGate } from "./search-members.schema";

/** A path's member id, parsed: not a member id (a positive int32 in digits) is a 404 naming it as sent. */
export const memberIdParams = {
  schema: z.object({ memberId: z.int32().positive().describe("Member id") }),
  parse: (params: Record<string, string>) => {
    const memberId = parseMemberIdSegment(params.memberId);
    if (memberId === undefined) throw memberNotFound(params.memberId);
    return { memberId, raw: params.memberId };
  },
};

export const getMember = operation({
  method: "get",
  path: "/api/members/:memberId",
  summary: "Read a member's overview (front-desk extension)",
  description:
    "Identity, age (whole years, UTC today), status, home site and linked members (relationship is what the linked member is to this member).",
  tags: ["Members: front desk"],
  ...frontDeskGate,
  // not member-scoped: an id that is not a member id (a positive int32 in digits) is this endpoint's 404, named as sent
  input: {
    params: memberIdParams,
  },
  responses: {
    200: { description: "The member overview", schema: memberOverview },
    404: { description: "Member with ID {memberId} does not exist (plain text)" },
  },
});
