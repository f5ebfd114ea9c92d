import { sql } from "drizzle-orm";
import { z } from "zod";
import { memberActivity, type MemberActivity } from "@/lib/contract/retention";
import { firstRowOf } from "../db/rows";
import { parseMemberIdSegment } from "../http/input";
import { reply, route } from "../http/route";
import { memberNotFound } from "../members/member-record";
import { frontDeskGate } from "../members/search-members";
import { isErased, lastActivity } from "./due-records";

/** Extension (issue 33): a member's last activity as the retention rules count it, for the overview's "due on". */
export const getMemberActivity = route(
  {
    method: "get",
    path: "/api/retention/members/:memberId",
    summary: "Read a member's last activity for retention (extension)",
    description:
      "Not in the spec. lastActivityOn: the latest of joining, a booking place's start, a membership's end (an open one counts as now), " +
      "a prospect interaction raised or acted on and a consent change; prospect: the member's status is a prospect status; erased: the record is anonymised. " +
      "404 plain text: Member with ID {memberId} does not exist.",
    tags: ["Retention"],
    ...frontDeskGate,
    input: {
      params: {
        schema: z.object({ memberId: z.int32().positive().describe("Member id") }),
        parse: (params: Record<string, string>) => {
          const memberId = parseMemberIdSegment(params.memberId);
          if (memberId === undefined) throw memberNotFound(params.memberId);
          return { memberId };
        },
      },
    },
    responses: {
      200: { description: "The member's last activity", schema: memberActivity },
      404: { description: "Member with ID {memberId} does not exist (plain text)" },
    },
  },
  async (ctx) => {
    const { memberId } = ctx.input.params;
    const m = sql`m`;
    const row = await firstRowOf<MemberActivity>(
      ctx.db,
      sql`SELECT m.id AS "memberId", coalesce(st.prospect_status, false) AS prospect, ${isErased(m)} AS erased,
                 ${lastActivity(m)} AS "lastActivityOn"
          FROM members m LEFT JOIN statuses st ON st.id = m.status_id WHERE m.id = ${memberId}`,
    );
    if (!row) throw memberNotFound(String(memberId));
    return reply.json(row);
  },
);
