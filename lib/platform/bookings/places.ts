import { sql } from "drizzle-orm";
import type { AttendanceMark, BookingSuspension, PlaceEvent, SessionRoster } from "../../contract/booking-places";
import type { Executor } from "../db/client";
import { isoText, rowsOf } from "../db/rows";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { memberNotFound } from "../members/member-record";
import { membershipAllowsSql } from "./restrictions";
import { suspensionsFrom, suspensionsOf, suspensionsSql } from "./standing";
import * as declared from "./places.schema";

interface Session {
  bookingId: number;
  activityId: string | null;
  activityName: string;
  siteId: string;
  startDateTime: string;
  endDateTime: string;
  capacity: number;
  booked: number;
  cancelled: boolean;
  started: boolean;
  /** now is inside the site's cancellation window (a cancellation now is late) */
  late: boolean;
  cancellationWindowMinutes: number;
}

/** A member's place on the session (none: null) and their status, read with the session (readSession's `memberId`). */
interface MemberOnSession {
  place: { id: number; waiting: boolean } | null;
  /** null: no such member */
  member: { statusId: string | null; expired: boolean | null } | null;
}

/** What only a booking checks, read with the session too (readSession's `forBooking`). */
interface BookingChecks {
  /** the activity's membership restriction lets the member book */
  allowed: boolean;
  /** the member's booking suspensions, at every site */
  suspensions: BookingSuspension[];
}

const refuse = (message: string) => PlatformError.text(409, message);

/**
 * The session with its places booked and the site's window, and where `memberId` is given that member's place and
 * status (one statement: a desk books and cancels all day); `lock` holds its row for the rest of the transaction,
 * so bookings, cancellations and promotions of one session queue (two desks, one last place: one booking).
 */
async function readSession(db: Executor, bookingId: number, lock: boolean): Promise<Session>;
async function readSession(
  db: Executor,
  bookingId: number,
  lock: boolean,
  memberId: number,
): Promise<Session & MemberOnSession>;
async function readSession(
  db: Executor,
  bookingId: number,
  lock: boolean,
  memberId: number,
  forBooking: true,
): Promise<Session & MemberOnSession & BookingChecks>;
async function readSession(db: Executor, bookingId: number, lock: boolean, memberId?: number, forBooking = false) {
  if (lock) await lockSession(db, bookingId);
  const [row] = await rowsOf<SessionRow>(db, sessionSelect(bookingId, memberId, forBooking));
  return sessionOf(bookingId, row);
}

/**
 * Holds the session's row for the rest of the transaction. The lock first, in a statement of its own: the count
 * read after it must be read after the lock is held. In one statement PostgreSQL (read committed) counts from the
 * snapshot taken before it waited, and two desks both saw a free place.
 */
const lockSession = (db: Executor, bookingId: number) =>
  db.execute(sql`SELECT id FROM bookings WHERE id = ${bookingId} FOR UPDATE`);

type SessionRow = Session & Partial<MemberOnSession & BookingChecks>;

/** The session's statement (readSession): its row, the member's place and status, a booking's own checks. */
function sessionSelect(bookingId: number, memberId?: number, forBooking = false) {
  const ofMember =
    memberId === undefined
      ? sql``
      : sql`, (SELECT json_build_object('id', bm.id, 'waiting', bm.waiting) FROM booking_members bm
                WHERE bm.booking_id = b.id AND bm.member_id = ${memberId}) AS place,
              (SELECT json_build_object('statusId', m.status_id, 'expired', st.treat_members_as_expired)
                 FROM members m LEFT JOIN statuses st ON st.id = m.status_id WHERE m.id = ${memberId}) AS member`;
  // a booking's own checks in the same statement: each is a round trip while the session's row is locked
  const checks =
    memberId === undefined || !forBooking
      ? sql``
      : sql`, ${membershipAllowsSql(memberId, sql`b.activity_id`)} AS allowed,
            (SELECT coalesce(json_agg(x), '[]'::json) FROM (${suspensionsSql(memberId)}) x) AS suspensions`;
  return sql`SELECT b.id AS "bookingId", b.activity_id AS "activityId", coalesce(a.name, '') AS "activityName",
          b.site_id AS "siteId", ${isoText(sql`b.start_date_time`)} AS "startDateTime",
          ${isoText(sql`b.end_date_time`)} AS "endDateTime", b.capacity, b.cancelled,
          (SELECT count(*)::int FROM booking_members bm WHERE bm.booking_id = b.id AND NOT bm.waiting) AS booked,
          b.start_date_time <= now() AS started,
          now() > b.start_date_time - make_interval(mins => coalesce(r.cancellation_window_minutes, 0)) AS late,
          coalesce(r.cancellation_window_minutes, 0) AS "cancellationWindowMinutes" ${ofMember} ${checks}
        FROM bookings b LEFT JOIN activities a ON a.id = b.activity_id
        LEFT JOIN site_booking_rules r ON r.site_id = b.site_id
        WHERE b.id = ${bookingId}`;
}

/** The session as read (sessionSelect's row): a session that is not there is its 404, one not of an activity a 409. */
function sessionOf(bookingId: number, row: SessionRow | undefined) {
  if (!row) throw declared.sessionNotFound(bookingId);
  if (row.activityId === null) throw refuse(declared.notASessionMessage(bookingId));
  return {
    ...row,
    bookingId: Number(row.bookingId),
    capacity: Number(row.capacity),
    booked: Number(row.booked),
    cancellationWindowMinutes: Number(row.cancellationWindowMinutes),
    ...(row.suspensions ? { suspensions: suspensionsFrom(row.suspensions) } : {}),
  };
}

const sessionFields = (s: Session) => ({
  bookingId: s.bookingId,
  activityId: s.activityId!,
  activityName: s.activityName,
  siteId: s.siteId,
  startDateTime: s.startDateTime,
  endDateTime: s.endDateTime,
});

/**
 * Records one change of a place in its history (a mark); answers its id and time. A booking and a cancellation
 * record theirs in the statement that changes the place (readSessionAndBook, readSessionAndCancel).
 */
async function recordEvent(tx: Executor, s: Session, memberId: number, kind: PlaceEvent["kind"], by: string) {
  const [row] = await rowsOf<{ id: number; at: string }>(
    tx,
    sql`INSERT INTO booking_place_events (booking_id, member_id, site_id, kind, at, by, reason, late, override_reason)
        VALUES (${s.bookingId}, ${memberId}, ${s.siteId}, ${kind}, clock_timestamp(), ${by}, NULL, false, NULL)
        RETURNING id, ${isoText(sql`at`)} AS at`,
  );
  return { id: Number(row.id), at: row.at };
}

/**
 * A member's standing for a booking at a site, in one statement: the refusal of their status in words (null if none;
 * 404 for no member) and their suspensions at the site by its late-cancellation rule.
 */
export async function memberStanding(db: Executor, memberId: number, siteId: string) {
  const [row] = await rowsOf<{ member: MemberOnSession["member"]; suspensions: BookingSuspension[] }>(
    db,
    sql`SELECT (SELECT json_build_object('statusId', m.status_id, 'expired', st.treat_members_as_expired)
                  FROM members m LEFT JOIN statuses st ON st.id = m.status_id WHERE m.id = ${memberId}) AS member,
          (SELECT coalesce(json_agg(x), '[]'::json) FROM (${suspensionsSql(memberId, siteId)}) x) AS suspensions`,
  );
  return { refusal: refusalOfStatus(memberId, row.member), suspensions: suspensionsFrom(row.suspensions) };
}

/** The member's status refusal in words (a status that treats members as expired), null if none; 404 for no member. */
export async function statusRefusal(db: Executor, memberId: number): Promise<string | null> {
  const [member] = await rowsOf<NonNullable<MemberOnSession["member"]>>(
    db,
    sql`SELECT m.status_id AS "statusId", st.treat_members_as_expired AS expired
        FROM members m LEFT JOIN statuses st ON st.id = m.status_id WHERE m.id = ${memberId}`,
  );
  return refusalOfStatus(memberId, member ?? null);
}

const refusalOfStatus = (memberId: number, member: MemberOnSession["member"]) => {
  if (!member) throw memberNotFound(memberId);
  return member.expired ? declared.statusRefusedMessage(memberId, member.statusId ?? "") : null;
};

/** The checks of a booking after the session's own, in the declared order; throws the first refusal. */
function checkMember(
  s: Session & MemberOnSession & BookingChecks,
  memberId: number,
  overrideReason: string | undefined,
) {
  const refusal = refusalOfStatus(memberId, s.member);
  if (refusal) throw refuse(refusal);
  if (!s.allowed) throw refuse(declared.restrictedMessage(s.activityName, memberId));
  const { place } = s;
  if (place?.waiting) throw refuse(declared.waitingMessage(memberId, s.bookingId));
  if (place) throw refuse(declared.alreadyBookedMessage(memberId, s.bookingId));
  const suspended = s.suspensions.find((x) => x.siteId === s.siteId);
  if (suspended && overrideReason === undefined)
    throw refuse(
      declared.suspendedMessage(memberId, s.siteId, suspended.until, suspended.strikes, suspended.strikeDays),
    );
  // the reason is kept only where it overrode a suspension
  return suspended ? overrideReason : undefined;
}

export const bookPlace = route(declared.bookPlace, async (ctx) => {
  const { bookingId } = ctx.input.params;
  const { memberId } = ctx.input.body;
  const by = ctx.claims.sub || "unknown";
  const booked = await ctx.db.transaction(async (tx) => {
    const { session: s, event } = await readSessionAndBook(tx, bookingId, memberId, by, ctx.input.body.overrideReason);
    if (s.cancelled) throw refuse(declared.sessionCancelledMessage(bookingId));
    if (s.started) throw refuse(declared.sessionStartedMessage(s.activityName, bookingId));
    const overrode = checkMember(s, memberId, ctx.input.body.overrideReason);
    if (s.booked >= s.capacity) throw refuse(declared.fullMessage(s.activityName, bookingId, s.capacity));
    // every check passed, so the statement booked the place with the reason the checks keep (else: nothing is kept)
    if (!event || event.overrideReason !== (overrode ?? null))
      throw new Error(`booking ${bookingId} for member ${memberId}: the place's statement disagrees with its checks`);
    return {
      ...sessionFields(s),
      memberId,
      eventId: event.id,
      bookedAt: event.at,
      bookedBy: by,
      overrideReason: overrode ?? null,
      capacity: s.capacity,
      booked: s.booked + 1,
    };
  });
  return ctx.answer(201, booked);
});

/**
 * A booking's session read and, where it can be booked, its place taken with its history entry, in one statement
 * after the lock (a round trip fewer while the session's row is held): the place is taken where the session is one
 * of an activity, not cancelled, not started and not full, and the member is there without a place on it (what the
 * checks refuse first, in their words); the member's status, the activity's restriction and a suspension are the
 * checks' own, whose refusal rolls the place back with the transaction. The reason is kept only where a suspension
 * at the session's site is overridden. The booked count is from before the statement.
 */
async function readSessionAndBook(
  tx: Executor,
  bookingId: number,
  memberId: number,
  by: string,
  overrideReason: string | undefined,
) {
  await lockSession(tx, bookingId);
  const [row] = await rowsOf<
    SessionRow & { eventId: number | null; eventAt: string | null; eventReason: string | null }
  >(
    tx,
    sql`WITH s AS (${sessionSelect(bookingId, memberId, true)}),
      open AS (SELECT * FROM s WHERE "activityId" IS NOT NULL AND NOT cancelled AND NOT started AND booked < capacity
                 AND member IS NOT NULL AND place IS NULL),
      change AS (INSERT INTO booking_members (booking_id, member_id, start_date_time, booking_ref, waiting, paid, created_on)
        SELECT b.id, ${memberId}, b.start_date_time, NULL, false, false, clock_timestamp()
        FROM bookings b JOIN open ON open."bookingId" = b.id),
      event AS (INSERT INTO booking_place_events (booking_id, member_id, site_id, kind, at, by, reason, late, override_reason)
        SELECT open."bookingId", ${memberId}, open."siteId", 'booked', clock_timestamp(), ${by}, NULL, false,
          CASE WHEN EXISTS (SELECT 1 FROM json_array_elements(open.suspensions) x WHERE x->>'siteId' = open."siteId")
            THEN ${overrideReason ?? null}::text END
        FROM open
        RETURNING id, at, override_reason)
      SELECT s.*, event.id AS "eventId", ${isoText(sql`event.at`)} AS "eventAt", event.override_reason AS "eventReason"
      FROM s LEFT JOIN event ON true`,
  );
  const { eventId, eventAt, eventReason, ...read } = row ?? {};
  const session = sessionOf(bookingId, row && (read as SessionRow)) as Session & MemberOnSession & BookingChecks;
  const event =
    eventId === null || eventId === undefined
      ? undefined
      : { id: Number(eventId), at: eventAt!, overrideReason: eventReason };
  return { session, event };
}

/**
 * A cancellation's session read and, where the member's place can be cancelled, the place removed with its history
 * entry (late by the site's window), in one statement after the lock, as a booking's (readSessionAndBook): the place
 * is removed where the session is one of an activity, not cancelled and not started, and the member holds a booked
 * (not waiting) place on it, the checks the refusals say in words. `waiting`: the session's waiting places;
 * `suspensions`: the member's at the site after a cancellation in time (no strike), read in the same statement.
 */
async function readSessionAndCancel(tx: Executor, bookingId: number, memberId: number, by: string, reason: string) {
  await lockSession(tx, bookingId);
  const [row] = await rowsOf<
    SessionRow & {
      eventId: number | null;
      eventAt: string | null;
      waiting: number;
      siteSuspensions: BookingSuspension[] | null;
    }
  >(
    tx,
    sql`WITH s AS (${sessionSelect(bookingId, memberId)}),
      open AS (SELECT * FROM s WHERE "activityId" IS NOT NULL AND NOT cancelled AND NOT started
                 AND place IS NOT NULL AND NOT (place->>'waiting')::boolean),
      change AS (DELETE FROM booking_members WHERE id = (SELECT (place->>'id')::bigint FROM open)),
      event AS (INSERT INTO booking_place_events (booking_id, member_id, site_id, kind, at, by, reason, late, override_reason)
        SELECT open."bookingId", ${memberId}, open."siteId", 'cancelled', clock_timestamp(), ${by}, ${reason}, open.late, NULL
        FROM open
        RETURNING id, at)
      SELECT s.*, event.id AS "eventId", ${isoText(sql`event.at`)} AS "eventAt",
        (SELECT count(*)::int FROM booking_members WHERE booking_id = ${bookingId} AND waiting) AS waiting,
        CASE WHEN NOT s.late THEN (SELECT coalesce(json_agg(x), '[]'::json)
          FROM (${suspensionsSql(memberId, sql`(SELECT site_id FROM bookings WHERE id = ${bookingId})`)}) x) END
          AS "siteSuspensions"
      FROM s LEFT JOIN event ON true`,
  );
  const { eventId, eventAt, waiting, siteSuspensions, ...read } = row ?? {};
  const session = sessionOf(bookingId, row && (read as SessionRow)) as Session & MemberOnSession;
  const event =
    eventId === null || eventId === undefined
      ? undefined
      : {
          id: Number(eventId),
          at: eventAt!,
          waiting: Number(waiting),
          // the member's suspension at the site after the cancellation: one in time counts as before (read with it)
          suspensions: siteSuspensions ? suspensionsFrom(siteSuspensions) : undefined,
        };
  return { session, event };
}

/** Why a place that is not there cannot be cancelled: cancelled already (when, by whom), or never held. */
async function noPlaceRefusal(tx: Executor, bookingId: number, memberId: number) {
  const [last] = await rowsOf<{ kind: string; at: string; by: string }>(
    tx,
    sql`SELECT kind, ${isoText(sql`at`)} AS at, by FROM booking_place_events
        WHERE booking_id = ${bookingId} AND member_id = ${memberId} AND kind IN ('booked', 'promoted', 'cancelled')
        ORDER BY at DESC, id DESC LIMIT 1`,
  );
  return last?.kind === "cancelled"
    ? refuse(declared.alreadyCancelledMessage(memberId, bookingId, last.at, last.by))
    : refuse(declared.noPlaceMessage(memberId, bookingId));
}

export const cancelPlace = route(declared.cancelPlace, async (ctx) => {
  const { bookingId, memberId } = ctx.input.params;
  const { reason } = ctx.input.body;
  const by = ctx.claims.sub || "unknown";
  const cancelled = await ctx.db.transaction(async (tx) => {
    const { session: s, event } = await readSessionAndCancel(tx, bookingId, memberId, by, reason);
    const { place } = s;
    if (!place) throw await noPlaceRefusal(tx, bookingId, memberId);
    if (place.waiting) throw refuse(declared.cancelWaitingMessage(memberId, bookingId));
    if (s.cancelled) throw refuse(declared.sessionCancelledMessage(bookingId));
    if (s.started) throw refuse(declared.cancelStartedMessage(s.activityName, bookingId));
    if (!event)
      throw new Error(
        `cancelling booking ${bookingId} of member ${memberId}: the place's statement disagrees with its checks`,
      );
    // (a late one after the event: it counts as a strike at once)
    const [suspended] = event.suspensions ?? (await suspensionsOf(tx, memberId, s.siteId));
    return {
      ...sessionFields(s),
      memberId,
      eventId: event.id,
      cancelledAt: event.at,
      cancelledBy: by,
      reason,
      late: s.late,
      cancellationWindowMinutes: s.cancellationWindowMinutes,
      capacity: s.capacity,
      booked: s.booked - 1,
      waiting: event.waiting,
      suspendedUntil: suspended?.until ?? null,
    };
  });
  return ctx.answer(200, cancelled);
});

export const markAttendance = route(declared.markAttendance, async (ctx) => {
  const { bookingId, memberId } = ctx.input.params;
  const mark: AttendanceMark = ctx.input.body.attendance;
  const by = ctx.claims.sub || "unknown";
  const marked = await ctx.db.transaction(async (tx) => {
    const s = await readSession(tx, bookingId, true, memberId);
    const { place } = s;
    if (!place) throw await noPlaceRefusal(tx, bookingId, memberId);
    if (place.waiting) throw refuse(declared.cancelWaitingMessage(memberId, bookingId));
    if (!s.started) throw refuse(declared.notStartedMessage(s.activityName, bookingId, s.startDateTime));
    const [current] = await rowsOf<{ id: number; kind: AttendanceMark; at: string; by: string }>(
      tx,
      sql`SELECT id, kind, ${isoText(sql`at`)} AS at, by FROM booking_place_events
          WHERE booking_id = ${bookingId} AND member_id = ${memberId} AND kind IN ('attended', 'no-show')
            AND voided_at IS NULL`,
    );
    if (current?.kind === mark)
      return {
        bookingId,
        memberId,
        attendance: mark,
        eventId: Number(current.id),
        markedAt: current.at,
        markedBy: current.by,
        changed: false,
      };
    if (current)
      await tx.execute(sql`UPDATE booking_place_events SET voided_at = clock_timestamp() WHERE id = ${current.id}`);
    const event = await recordEvent(tx, s, memberId, mark, by);
    return {
      bookingId,
      memberId,
      attendance: mark,
      eventId: event.id,
      markedAt: event.at,
      markedBy: by,
      changed: true,
    };
  });
  return ctx.answer(200, marked);
});

export const readRoster = route(declared.readRoster, async (ctx) => {
  const { bookingId } = ctx.input.params;
  // the session and its lists side by side (a session that is not there has none; its 404 is said)
  const [s, places, waiting] = await Promise.all([
    readSession(ctx.db, bookingId, false),
    rowsOf<SessionRoster["places"][number]>(
      ctx.db,
      sql`SELECT bm.member_id AS "memberId", m.first_name AS "firstName", m.last_name AS "lastName",
            ${isoText(sql`bm.created_on`)} AS "bookedAt",
            (SELECT e.kind FROM booking_place_events e WHERE e.booking_id = bm.booking_id AND e.member_id = bm.member_id
               AND e.kind IN ('attended', 'no-show') AND e.voided_at IS NULL) AS attendance
          FROM booking_members bm JOIN members m ON m.id = bm.member_id
          WHERE bm.booking_id = ${bookingId} AND NOT bm.waiting
          ORDER BY m.last_name, m.first_name, bm.member_id`,
    ),
    rowsOf<{ memberId: number; firstName: string; lastName: string }>(
      ctx.db,
      sql`SELECT bm.member_id AS "memberId", m.first_name AS "firstName", m.last_name AS "lastName"
          FROM booking_members bm JOIN members m ON m.id = bm.member_id
          WHERE bm.booking_id = ${bookingId} AND bm.waiting ORDER BY bm.created_on, bm.id`,
    ),
  ]);
  return ctx.answer(200, {
    ...sessionFields(s),
    capacity: s.capacity,
    booked: s.booked,
    started: s.started,
    cancellationWindowMinutes: s.cancellationWindowMinutes,
    places: places.map((p) => ({ ...p, memberId: Number(p.memberId) })),
    waiting: waiting.map((w, i) => ({ ...w, memberId: Number(w.memberId), position: i + 1 })),
  });
});

export const listBookingHistory = route(declared.listBookingHistory, async (ctx) => {
  const { memberId } = ctx.input.params;
  const [events, suspensions, refusal] = await Promise.all([
    rowsOf<PlaceEvent>(
      ctx.db,
      sql`SELECT e.id AS "eventId", e.kind, ${isoText(sql`e.at`)} AS at, e.by, e.reason, e.late,
            e.override_reason AS "overrideReason", e.voided_at IS NOT NULL AS voided,
            e.booking_id AS "bookingId", coalesce(b.activity_id, '') AS "activityId", coalesce(a.name, '') AS "activityName",
            e.site_id AS "siteId", ${isoText(sql`b.start_date_time`)} AS "startDateTime",
            ${isoText(sql`b.end_date_time`)} AS "endDateTime",
            CASE WHEN b.activity_id IS NULL THEN b.product_id END AS "productId",
            CASE WHEN b.activity_id IS NULL THEN p.description END AS "productName"
          FROM booking_place_events e JOIN bookings b ON b.id = e.booking_id
          LEFT JOIN activities a ON a.id = b.activity_id
          LEFT JOIN products p ON p.id = b.product_id
          WHERE e.member_id = ${memberId} ORDER BY e.at DESC, e.id DESC LIMIT ${ctx.input.query.limit}`,
    ),
    suspensionsOf(ctx.db, memberId),
    statusRefusal(ctx.db, memberId),
  ]);
  return ctx.answer(200, {
    events: events.map((e) => ({ ...e, eventId: Number(e.eventId), bookingId: Number(e.bookingId) })),
    suspensions,
    statusRefusal: refusal,
  });
});
