import { sql, type SQL } from "drizzle-orm";
import { erasedMemberName } from "@frontdesk/lib/contract/members";
import { PlatformError } from "../http/errors";
import { parseDateTime, queryValue } from "../http/input";
import { isoText } from "../db/rows";

/**
 * The retention schedule's reads: what counts as a member's activity, and who is already
 * erased. Every probe is an index led by the member id (booking_members_member_start_idx,
 * member_subscriptions_member_idx, prospect_interactions_member_idx, consent_history_member_idx),
 * so a page costs the members it walks past, not the size of their histories.
 */

/** A member record as erasure leaves it (erase-member.ts): the erased name, no email, phone or date of birth. */
export const isErased = (m: SQL) =>
  sql`(${m}.first_name = ${erasedMemberName.firstName} AND ${m}.last_name = ${erasedMemberName.lastName}
       AND ${m}.email IS NULL AND ${m}.phone IS NULL AND ${m}.date_of_birth IS NULL)`;

/** A booking place starting at or after `at`. */
const placeFrom = (m: SQL, at: Date | SQL) =>
  sql`EXISTS (SELECT 1 FROM booking_members b WHERE b.member_id = ${m}.id AND b.start_date_time >= ${at})`;

/** A membership running on or after `at`'s day (UTC): no end date, or one that day or later. */
const membershipFrom = (
  m: SQL,
  at: Date | SQL,
) => sql`EXISTS (SELECT 1 FROM member_subscriptions s WHERE s.member_id = ${m}.id
                  AND (s.end_date IS NULL OR s.end_date >= (${at}::timestamptz AT TIME ZONE 'UTC')::date))`;

/**
 * Active now: a membership running (no end date, or one today or later) or a booking place still to come. No
 * rule's cutoff can reach such a member, so they have no due date yet (a membership ending 2099-12-31 is not "due
 * in 2105").
 */
export const activeNow = (m: SQL) => sql`(${membershipFrom(m, sql`now()`)} OR ${placeFrom(m, sql`now()`)})`;

/** No activity on or after `before`: no booking place, no membership running then, no interaction raised or acted on, no consent change. */
export const inactiveSince = (m: SQL, before: Date) => sql`${m}.created_on < ${before}
  AND NOT ${placeFrom(m, before)}
  AND NOT ${membershipFrom(m, before)}
  AND NOT EXISTS (SELECT 1 FROM prospect_interactions p WHERE p.member_id = ${m}.id
                  AND (p.raised_date >= ${before} OR p.last_action_date >= ${before}))
  AND NOT EXISTS (SELECT 1 FROM consent_history c WHERE c.member_id = ${m}.id AND c.changed_on >= ${before})`;

/** The latest of those activities (an open membership counts as today), as ISO text. */
export const lastActivity = (m: SQL) =>
  isoText(sql`greatest(${m}.created_on,
    (SELECT max(b.start_date_time) FROM booking_members b WHERE b.member_id = ${m}.id),
    (SELECT max(coalesce(s.end_date::timestamp AT TIME ZONE 'UTC', now())) FROM member_subscriptions s WHERE s.member_id = ${m}.id),
    (SELECT max(greatest(p.raised_date, p.last_action_date)) FROM prospect_interactions p WHERE p.member_id = ${m}.id),
    (SELECT max(c.changed_on) FROM consent_history c WHERE c.member_id = ${m}.id))`);

/** The keyset query every retention list reads: before (required), afterId and limit, in plain-text 400s. */
export function readDueQuery(query: URLSearchParams) {
  const rawBefore = queryValue(query, "before");
  const before = rawBefore === undefined ? undefined : parseDateTime(rawBefore);
  if (!before) throw PlatformError.text(400, "before must be an ISO 8601 date-time.");
  const rawAfter = queryValue(query, "afterId");
  if (rawAfter !== undefined && !/^\d{1,9}$/.test(rawAfter))
    throw PlatformError.text(400, "afterId must be a whole number of at most 9 digits.");
  const rawLimit = queryValue(query, "limit");
  if (rawLimit !== undefined && (!/^\d{1,4}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > 1000))
    throw PlatformError.text(400, "limit must be between 1 and 1000.");
  return { before, afterId: Number(rawAfter ?? 0), limit: Number(rawLimit ?? 500) };
}

/** A removal batch's answer: how many went, and the highest id (the next batch's afterId). */
export const removedBatch = (rows: { id: number | string }[]) => ({
  removed: rows.length,
  lastId: rows.length ? Math.max(...rows.map((r) => Number(r.id))) : null,
});

export const nextAfterIdOf = (ids: number[], limit: number) => (ids.length === limit ? ids[ids.length - 1] : null);
