import { sql } from "drizzle-orm";
import type { MemberActivity } from "@frontdesk/lib/contract/retention";
import { firstRowOf } from "../db/rows";
import { route } from "../http/route";
import { memberNotFound } from "../members/member-record";
import * as declared from "./get-member-activity.schema";
import { activeNow, isErased, lastActivity } from "./due-records";

/** Extension: a member's last activity as the retention rules count it, for the overview's "due on". */
export const getMemberActivity = route(declared.getMemberActivity, async (ctx) => {
  const { memberId } = ctx.input.params;
  const m = sql`m`;
  const row = await firstRowOf<MemberActivity>(
    ctx.db,
    sql`SELECT m.id AS "memberId", coalesce(st.prospect_status, false) AS prospect, ${isErased(m)} AS erased,
               ${lastActivity(m)} AS "lastActivityOn", ${activeNow(m)} AS active
        FROM members m LEFT JOIN statuses st ON st.id = m.status_id WHERE m.id = ${memberId}`,
  );
  if (!row) throw memberNotFound(String(memberId));
  return ctx.answer(200, row);
});
