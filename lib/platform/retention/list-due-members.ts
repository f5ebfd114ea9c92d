import { sql } from "drizzle-orm";
import { dueMemberRules, dueMembersPage, dueMembersQuery, type DueMember } from "@/lib/contract/retention";
import { rowsOf } from "../db/rows";
import { PlatformError } from "../http/errors";
import { queryValue } from "../http/input";
import { reply, route } from "../http/route";
import { frontDeskGate } from "../members/search-members";
import { inactiveSince, isErased, lastActivity, nextAfterIdOf, readDueQuery } from "./due-records";

/**
 * Extension (issue 33): the members a retention rule finds due, in member id order, a keyset page at a
 * time. lapsedMembers: not a prospect, no activity since `before`; prospects: still a prospect (never
 * joined), no activity since `before`. Members already erased are left out, so a run that resumes
 * never meets a member it has done.
 */
export const listDueMembers = route(
  {
    method: "get",
    path: "/api/retention/members",
    summary: "List the members a retention rule finds due (extension)",
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
  },
  async (ctx) => {
    const { rule, before, afterId, limit } = ctx.input.query;
    const m = sql`m`;
    const rows = await rowsOf<DueMember>(
      ctx.db,
      sql`SELECT m.id AS "memberId", ${lastActivity(m)} AS "lastActivityOn"
          FROM members m LEFT JOIN statuses st ON st.id = m.status_id
          WHERE m.id > ${afterId}
            AND coalesce(st.prospect_status, false) = ${rule === "prospects"}
            AND NOT ${isErased(m)}
            AND ${inactiveSince(m, before)}
          ORDER BY m.id LIMIT ${limit}`,
    );
    return reply.json({
      data: rows,
      nextAfterId: nextAfterIdOf(
        rows.map((r) => r.memberId),
        limit,
      ),
    });
  },
);
