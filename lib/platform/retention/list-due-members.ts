import { sql } from "drizzle-orm";
import type { DueMember } from "@frontdesk/lib/contract/retention";
import { rowsOf } from "../db/rows";
import { route } from "../http/route";
import * as declared from "./list-due-members.schema";
import { inactiveSince, isErased, lastActivity, nextAfterIdOf } from "./due-records";

/**
 * Extension: the members a retention rule finds due, in member id order, a keyset page at a
 * time. lapsedMembers: not a prospect, no activity since `before`; prospects: still a prospect (never
 * joined), no activity since `before`. Members already erased are left out, so a run that resumes
 * never meets a member it has done.
 */
export const listDueMembers = route(declared.listDueMembers, async (ctx) => {
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
  return ctx.answer(200, {
    data: rows,
    nextAfterId: nextAfterIdOf(
      rows.map((r) => r.memberId),
      limit,
    ),
  });
});
