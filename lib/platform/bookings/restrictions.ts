import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rowsOf } from "../db/rows";

/**
 * The membership restriction's rule, once: whether the member holds a current subscription (startDate on or
 * before today, endDate null or on or after today, UTC) of a type the activity's restriction names. The member's
 * restriction check answers it (booking-restrictions.ts), and booking a place refuses by it (places.ts).
 */
const holdsNamedSql = (memberId: number, activityId: SQL | string) =>
  sql`EXISTS (SELECT 1 FROM member_subscriptions
        WHERE member_id = ${memberId}
          AND subscription_type_id IN (SELECT subscription_type_id FROM activity_restriction_subscription_types WHERE activity_id = ${activityId})
          AND start_date <= (now() AT TIME ZONE 'UTC')::date
          AND (end_date IS NULL OR end_date >= (now() AT TIME ZONE 'UTC')::date))`;

export async function holdsNamedSubscription(db: Executor, memberId: number, activityId: string): Promise<boolean> {
  const [{ held }] = await rowsOf<{ held: boolean }>(db, sql`SELECT ${holdsNamedSql(memberId, activityId)} AS held`);
  return held;
}

/**
 * The member restriction check's answer as an SQL truth value (read beside the session a booking locks, one
 * statement): true when the activity's restriction names no types or the member holds one.
 */
export const membershipAllowsSql = (memberId: number, activityId: SQL) =>
  sql`(NOT EXISTS (SELECT 1 FROM activity_restriction_subscription_types WHERE activity_id = ${activityId})
       OR ${holdsNamedSql(memberId, activityId)})`;
