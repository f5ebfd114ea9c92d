import { sql } from "drizzle-orm";
import type { DueInteraction } from "@frontdesk/lib/contract/retention";
import { isoText, rowsOf } from "../db/rows";
import { route } from "../http/route";
import * as declared from "./due-interactions.schema";
import { nextAfterIdOf, removedBatch } from "./due-records";

/** An interaction is due when it was raised and last acted on before `before`. */
const dueBefore = (before: Date) => sql`i.raised_date < ${before} AND i.last_action_date < ${before}`;

/** Extension: prospect interactions a retention rule finds due, in id order, a keyset page at a time. */
export const listDueInteractions = route(declared.listDueInteractions, async (ctx) => {
  const { before, afterId, limit } = ctx.input.query;
  const rows = await rowsOf<DueInteraction>(
    ctx.db,
    sql`SELECT i.id, i.member_id AS "memberId", ${isoText(sql`i.last_action_date`)} AS "lastActionDate"
        FROM prospect_interactions i WHERE i.id > ${afterId} AND ${dueBefore(before)}
        ORDER BY i.id LIMIT ${limit}`,
  );
  return ctx.answer(200, {
    data: rows,
    nextAfterId: nextAfterIdOf(
      rows.map((r) => r.id),
      limit,
    ),
  });
});

/**
 * Extension: deletes up to `limit` due interactions (the lowest ids), one transaction, and
 * says how many. Repeating it removes the next ones; 0 once none are left.
 */
export const removeDueInteractions = route(declared.removeDueInteractions, async (ctx) => {
  const { before, afterId, limit } = ctx.input.query;
  const rows = await rowsOf<{ id: number }>(
    ctx.db,
    sql`DELETE FROM prospect_interactions WHERE id IN (
          SELECT i.id FROM prospect_interactions i WHERE i.id > ${afterId} AND ${dueBefore(before)}
          ORDER BY i.id LIMIT ${limit})
        RETURNING id`,
  );
  return ctx.answer(200, removedBatch(rows));
});
