import { sql } from "drizzle-orm";
import type { DueVisit } from "@frontdesk/lib/contract/retention";
import { isoText, rowsOf } from "../db/rows";
import { route } from "../http/route";
import * as declared from "./due-visits.schema";
import { nextAfterIdOf, removedBatch } from "./due-records";

/** Extension: visits made before `before`, in id order, a keyset page at a time (the visits rule's dry run). */
export const listDueVisits = route(declared.listDueVisits, async (ctx) => {
  const { before, afterId, limit } = ctx.input.query;
  const rows = await rowsOf<DueVisit>(
    ctx.db,
    sql`SELECT v.id, v.member_id AS "memberId", ${isoText(sql`v.visited_at`)} AS "visitedAt"
        FROM visits v WHERE v.id > ${afterId} AND v.visited_at < ${before}
        ORDER BY v.id LIMIT ${limit}`,
  );
  const data = rows.map((r) => ({ ...r, id: Number(r.id), memberId: Number(r.memberId) }));
  return ctx.answer(200, {
    data,
    nextAfterId: nextAfterIdOf(
      data.map((r) => r.id),
      limit,
    ),
  });
});

/**
 * Extension: deletes up to `limit` visits made before `before` with ids above `afterId` (the lowest first), one
 * statement, and says how many and the last id. The run passes the last id on: each batch then reads from where the
 * last stopped, where from the first id it would step over every visit kept so far, a longer walk each batch.
 */
export const removeDueVisits = route(declared.removeDueVisits, async (ctx) => {
  const { before, afterId, limit } = ctx.input.query;
  const rows = await rowsOf<{ id: number }>(
    ctx.db,
    sql`DELETE FROM visits WHERE id IN (
          SELECT v.id FROM visits v WHERE v.id > ${afterId} AND v.visited_at < ${before} ORDER BY v.id LIMIT ${limit})
        RETURNING id`,
  );
  return ctx.answer(200, removedBatch(rows));
});
