import { sql } from "drizzle-orm";
import {
  dueInteractionsPage,
  dueInteractionsQuery,
  removedInteractions,
  type DueInteraction,
} from "@/lib/contract/retention";
import { isoText, rowsOf } from "../db/rows";
import { reply, route } from "../http/route";
import { frontDeskGate } from "../members/search-members";
import { nextAfterIdOf, readDueQuery } from "./due-records";

/** An interaction is due when it was raised and last acted on before `before`. */
const dueBefore = (before: Date) => sql`i.raised_date < ${before} AND i.last_action_date < ${before}`;

/** Extension (issue 33): prospect interactions a retention rule finds due, in id order, a keyset page at a time. */
export const listDueInteractions = route(
  {
    method: "get",
    path: "/api/retention/prospect-interactions",
    summary: "List the prospect interactions a retention rule finds due (extension)",
    description:
      "Not in the spec. Interactions raised and last acted on before `before`, ordered by id; afterId (the previous page's nextAfterId) pages on; limit 1 to 1000 (500). " +
      "400 plain text: before must be an ISO 8601 date-time. / afterId must be a whole number of at most 9 digits. / limit must be between 1 and 1000.",
    tags: ["Retention"],
    ...frontDeskGate,
    input: { query: { schema: dueInteractionsQuery, parse: readDueQuery } },
    responses: {
      200: { description: "A page of due interactions", schema: dueInteractionsPage },
      400: { description: "Plain-text message" },
    },
  },
  async (ctx) => {
    const { before, afterId, limit } = ctx.input.query;
    const rows = await rowsOf<DueInteraction>(
      ctx.db,
      sql`SELECT i.id, i.member_id AS "memberId", ${isoText(sql`i.last_action_date`)} AS "lastActionDate"
          FROM prospect_interactions i WHERE i.id > ${afterId} AND ${dueBefore(before)}
          ORDER BY i.id LIMIT ${limit}`,
    );
    return reply.json({
      data: rows,
      nextAfterId: nextAfterIdOf(
        rows.map((r) => r.id),
        limit,
      ),
    });
  },
);

/**
 * Extension (issue 33): deletes up to `limit` due interactions (the lowest ids), one transaction, and
 * says how many. Repeating it removes the next ones; 0 once none are left.
 */
export const removeDueInteractions = route(
  {
    method: "delete",
    path: "/api/retention/prospect-interactions",
    summary: "Delete prospect interactions a retention rule finds due (extension)",
    description:
      "Not in the spec. Deletes up to limit (1 to 1000, 500) interactions raised and last acted on before `before`, lowest ids first, in one transaction; " +
      "answers how many were removed (0 when none are left). afterId is not used. " +
      "400 plain text: before must be an ISO 8601 date-time. / limit must be between 1 and 1000.",
    tags: ["Retention"],
    ...frontDeskGate,
    input: { query: { schema: dueInteractionsQuery, parse: readDueQuery } },
    responses: {
      200: { description: "How many were removed", schema: removedInteractions },
      400: { description: "Plain-text message" },
    },
  },
  async (ctx) => {
    const { before, limit } = ctx.input.query;
    const rows = await rowsOf<{ id: number }>(
      ctx.db,
      sql`DELETE FROM prospect_interactions WHERE id IN (
            SELECT i.id FROM prospect_interactions i WHERE ${dueBefore(before)} ORDER BY i.id LIMIT ${limit})
          RETURNING id`,
    );
    return reply.json({ removed: rows.length });
  },
);
