import { sql, type SQL } from "drizzle-orm";
import type { BookingSuspension } from "../../contract/booking-places";
import type { Executor } from "../db/client";
import { isoText, rowsOf } from "../db/rows";

/**
 * A member's standing by the sites' late-cancellation rules (site_booking_rules): a strike is a late cancellation
 * or a no-show in force (not voided) at the site; when a strike makes `strikeLimit` within `strikeDays`, booking at
 * the site is suspended for `suspendDays` from that strike. Read from the history each time, so a no-show corrected
 * to attended, or a rule changed, counts at once; a member's strikes in the rule's reach are few.
 */
export async function suspensionsOf(db: Executor, memberId: number, siteId?: string): Promise<BookingSuspension[]> {
  return suspensionsFrom(await rowsOf<BookingSuspension>(db, suspensionsSql(memberId, siteId)));
}

/** The suspensions' query (one row each), for a statement that reads them beside something else. */
export const suspensionsSql = (memberId: number | SQL, siteId?: string | SQL) =>
  sql`WITH strikes AS (
          SELECT e.site_id, e.at FROM booking_place_events e
          JOIN site_booking_rules r ON r.site_id = e.site_id AND r.strike_limit IS NOT NULL
          WHERE e.member_id = ${memberId} AND e.voided_at IS NULL
            AND ((e.kind = 'cancelled' AND e.late) OR e.kind = 'no-show')
            AND e.at > now() - make_interval(days => r.strike_days + r.suspend_days)
            ${siteId === undefined ? sql`` : sql`AND e.site_id = ${siteId}`})
        SELECT s.site_id AS "siteId", ${isoText(sql`max(s.at + make_interval(days => r.suspend_days))`)} AS until,
          (SELECT count(*) FROM strikes t WHERE t.site_id = s.site_id
             AND t.at > now() - make_interval(days => r.strike_days))::int AS strikes,
          r.strike_limit AS "strikeLimit", r.strike_days AS "strikeDays"
        FROM strikes s JOIN site_booking_rules r ON r.site_id = s.site_id
        WHERE (SELECT count(*) FROM strikes t WHERE t.site_id = s.site_id AND t.at <= s.at
                 AND t.at > s.at - make_interval(days => r.strike_days)) >= r.strike_limit
        GROUP BY s.site_id, r.strike_limit, r.strike_days
        HAVING max(s.at + make_interval(days => r.suspend_days)) > now()
        ORDER BY s.site_id`;

/** The suspensions read as rows (or as JSON objects): their counts as numbers. */
export function suspensionsFrom(rows: readonly BookingSuspension[]): BookingSuspension[] {
  return rows.map((r) => ({
    ...r,
    strikes: Number(r.strikes),
    strikeLimit: Number(r.strikeLimit),
    strikeDays: Number(r.strikeDays),
  }));
}
