import { sql } from "drizzle-orm";
import type { BookingSuspension } from "../../contract/booking-places";
import type { ResourceSlot, SlotState } from "../../contract/booking-slots";
import { slotMinutes } from "../../contract/booking-slots";
import type { Executor } from "../db/client";
import { firstRowOf, isoText, rowsOf } from "../db/rows";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { lockProducts } from "../booking-sheets/clashes";
import { memberStanding } from "./places";
import * as places from "./places.schema";
import { suspensionsFrom, suspensionsOf, suspensionsSql } from "./standing";
import {
  DAY,
  MINUTE,
  dateToMs,
  formatWall,
  parseWallDateTime,
  startOfDay,
  wallToInstant,
  weekday,
  type WallMs,
} from "@frontdesk/lib/domain/booking-sheets/wall-clock";
import * as declared from "./slots.schema";

const refuse = (message: string) => PlatformError.text(409, message);

/** A wall-clock time as staff read it in a refusal: 2026-12-01 10:00. */
const shownWall = (ms: WallMs) => formatWall(ms).slice(0, 16).replace("T", " ");

/** "HH:MM[:SS]" as milliseconds into the day. */
const timeMs = (text: string) => {
  const [h, m, s = "0"] = text.split(":");
  return (Number(h) * 60 + Number(m)) * MINUTE + Number(s) * 1000;
};

interface Opening {
  productId: string;
  productName: string;
  from: WallMs;
  to: WallMs;
}

/** The resources' opening times on `day` (a wall-clock midnight), in use ones only. */
async function openingsOn(db: Executor, where: ReturnType<typeof sql>, day: WallMs): Promise<Opening[]> {
  const rows = await rowsOf<{ id: string; description: string; start_time: string; end_time: string }>(
    db,
    sql`SELECT p.id, p.description, o.start_time::text AS start_time, o.end_time::text AS end_time
        FROM products p JOIN calendar_opening_times o ON o.calendar_id = p.calendar_id AND o.day_of_week = ${weekday(day)}
        WHERE ${where} AND p.kind = 'resource' AND coalesce(p.inactive, false) = false
          AND o.start_time IS NOT NULL AND o.end_time IS NOT NULL
        ORDER BY p.id, o.start_time`,
  );
  return rows.map((r) => ({
    productId: r.id,
    productName: r.description,
    from: day + timeMs(r.start_time),
    to: day + timeMs(r.end_time),
  }));
}

const wallColumn = (column: ReturnType<typeof sql>) => sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

export const listSlots = route(declared.listSlots, async (ctx) => {
  const { siteId: raw, date } = ctx.input.query;
  const site = await firstRowOf<{ id: string; time_zone: string }>(
    ctx.db,
    sql`SELECT id, time_zone FROM sites WHERE lower(id) = lower(${raw})`,
  );
  if (!site) throw declared.siteNotFound(raw);
  const day = dateToMs(date);
  const openings = await openingsOn(ctx.db, sql`p.site_id = ${site.id}`, day);
  const productIds = [...new Set(openings.map((o) => o.productId))];
  const dayStart = formatWall(day);
  const dayEnd = formatWall(day + DAY);
  const [taken, closed] = productIds.length
    ? await Promise.all([
        rowsOf<{ product_id: string; f: string; t: string }>(
          ctx.db,
          sql`SELECT product_id, ${wallColumn(sql`local_from`)} AS f, ${wallColumn(sql`local_to`)} AS t FROM bookings
              WHERE product_id IN (${sql.join(
                productIds.map((id) => sql`${id}`),
                sql`, `,
              )}) AND NOT cancelled AND local_from < ${dayEnd}::timestamp AND local_to > ${dayStart}::timestamp`,
        ),
        rowsOf<{ product_id: string; f: string; t: string }>(
          ctx.db,
          sql`SELECT product_id, ${wallColumn(sql`date_time_from`)} AS f, ${wallColumn(sql`date_time_to`)} AS t
              FROM booking_sheet_exceptions
              WHERE product_id IN (${sql.join(
                productIds.map((id) => sql`${id}`),
                sql`, `,
              )}) AND date_time_from < ${dayEnd}::timestamp AND date_time_to >= ${dayStart}::timestamp`,
        ),
      ])
    : [[], []];
  const wall = (text: string) => parseWallDateTime(text, site.time_zone)!;
  const now = Date.now();
  const slots: ResourceSlot[] = [];
  for (const o of openings)
    for (let from = o.from; from + slotMinutes * MINUTE <= o.to; from += slotMinutes * MINUTE) {
      const to = from + slotMinutes * MINUTE;
      // the same overlaps the booking checks: a booking's end is exclusive, a closure's stored end inclusive
      const state: SlotState =
        wallToInstant(from, site.time_zone).getTime() <= now
          ? "started"
          : taken.some((b) => b.product_id === o.productId && wall(b.f) < to && wall(b.t) > from)
            ? "booked"
            : closed.some((e) => e.product_id === o.productId && wall(e.f) < to && wall(e.t) >= from)
              ? "closed"
              : "free";
      slots.push({
        productId: o.productId,
        productName: o.productName,
        dateTimeFrom: formatWall(from),
        dateTimeTo: formatWall(to),
        state,
      });
    }
  slots.sort((a, b) => a.dateTimeFrom.localeCompare(b.dateTimeFrom) || a.productId.localeCompare(b.productId));
  return ctx.answer(200, { siteId: site.id, date, timeZone: site.time_zone, slotMinutes, slots });
});

export const bookSlot = route(declared.bookSlot, async (ctx) => {
  const body = ctx.input.body;
  const { memberId } = body;
  const by = ctx.claims.sub || "unknown";
  const booked = await ctx.db.transaction(async (tx) => {
    const product = await firstRowOf<{ id: string; description: string; site_id: string; time_zone: string }>(
      tx,
      sql`SELECT p.id, p.description, p.site_id, s.time_zone FROM products p JOIN sites s ON s.id = p.site_id
          WHERE lower(p.id) = lower(${body.productId}) AND p.kind = 'resource'`,
    );
    if (!product) throw PlatformError.text(404, declared.resourceNotFoundMessage(body.productId));
    const wall = (field: string, value: string) =>
      parseWallDateTime(value, product.time_zone) ??
      (() => {
        throw PlatformError.text(400, declared.slotDateTimeMessage(field, value));
      })();
    const from = wall("dateTimeFrom", body.dateTimeFrom);
    const to = wall("dateTimeTo", body.dateTimeTo);
    if (to <= from) throw PlatformError.text(400, declared.slotTimesMessage);
    const name = product.description;
    const start = wallToInstant(from, product.time_zone);
    const end = wallToInstant(to, product.time_zone);
    if (start.getTime() <= Date.now()) throw refuse(declared.slotStartedMessage(name, shownWall(from)));
    const day = startOfDay(from);
    const open =
      to - day <= DAY &&
      (await openingsOn(tx, sql`p.id = ${product.id}`, day)).some((o) => o.from <= from && o.to >= to);
    if (!open) throw refuse(declared.slotClosedHoursMessage(name, shownWall(from), shownWall(to)));

    // the member's checks, as a session's place: status, then the site's rule (read together)
    const { refusal, suspensions } = await memberStanding(tx, memberId, product.site_id);
    if (refusal) throw refuse(refusal);
    const [suspended] = suspensions;
    if (suspended && body.overrideReason === undefined)
      throw refuse(
        places.suspendedMessage(memberId, product.site_id, suspended.until, suspended.strikes, suspended.strikeDays),
      );
    const overrode = suspended ? body.overrideReason : undefined;

    // the slot itself, with the resource's writers queued: two desks, one slot, one booking
    await lockProducts(tx, [product.id]);
    const localFrom = formatWall(from);
    const localTo = formatWall(to);
    // the clash read and, where there is none, the slot booked (its booking, place and history entry): one statement
    const made = await firstRowOf<{
      clash: "booked" | "blocked" | null;
      bookingId: number;
      eventId: number;
      at: string;
    }>(
      tx,
      sql`WITH clash AS (
            SELECT 'booked' AS kind FROM bookings
            WHERE product_id = ${product.id} AND NOT cancelled AND local_from < ${localTo}::timestamp AND local_to > ${localFrom}::timestamp
            UNION ALL
            SELECT 'blocked' FROM booking_sheet_exceptions
            WHERE product_id = ${product.id} AND date_time_from < ${localTo}::timestamp AND date_time_to >= ${localFrom}::timestamp
            LIMIT 1),
          booking AS (
            INSERT INTO bookings (product_id, site_id, start_date_time, end_date_time, local_from, local_to, capacity)
            SELECT ${product.id}, ${product.site_id}, ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz,
              ${localFrom}::timestamp, ${localTo}::timestamp, 1
            WHERE NOT EXISTS (SELECT 1 FROM clash)
            RETURNING id),
          place AS (
            INSERT INTO booking_members (booking_id, member_id, start_date_time, booking_ref, waiting, paid, created_on)
            SELECT id, ${memberId}, ${start.toISOString()}::timestamptz, NULL, false, false, clock_timestamp() FROM booking),
          event AS (
            INSERT INTO booking_place_events (booking_id, member_id, site_id, kind, at, by, reason, late, override_reason)
            SELECT id, ${memberId}, ${product.site_id}, 'booked', clock_timestamp(), ${by}, NULL, false, ${overrode ?? null}::text
            FROM booking
            RETURNING id, booking_id, at)
        SELECT (SELECT kind FROM clash) AS clash, event.booking_id AS "bookingId", event.id AS "eventId",
          ${isoText(sql`event.at`)} AS at
        FROM (SELECT 1) one LEFT JOIN event ON true`,
    );
    if (made?.clash)
      throw refuse(
        (made.clash === "booked" ? declared.slotBookedMessage : declared.slotBlockedMessage)(
          name,
          shownWall(from),
          shownWall(to),
        ),
      );
    const bookingId = Number(made!.bookingId);
    const event = { id: made!.eventId, at: made!.at };
    return {
      bookingId,
      productId: product.id,
      productName: name,
      siteId: product.site_id,
      dateTimeFrom: localFrom,
      dateTimeTo: localTo,
      startDateTime: start.toISOString(),
      endDateTime: end.toISOString(),
      memberId,
      eventId: Number(event!.id),
      bookedAt: event!.at,
      bookedBy: by,
      overrideReason: overrode ?? null,
    };
  });
  return ctx.answer(201, booked);
});

interface SlotBooking {
  bookingId: number;
  productId: string | null;
  productName: string;
  activityId: string | null;
  siteId: string;
  dateTimeFrom: string;
  dateTimeTo: string;
  startDateTime: string;
  endDateTime: string;
  cancelled: boolean;
  started: boolean;
  late: boolean;
  cancellationWindowMinutes: number;
}

export const cancelSlot = route(declared.cancelSlot, async (ctx) => {
  const { bookingId } = ctx.input.params;
  const { reason } = ctx.input.body;
  const by = ctx.claims.sub || "unknown";
  const cancelled = await ctx.db.transaction(async (tx) => {
    // the row locked first, in a statement of its own (as a session's): two desks cancelling queue
    await tx.execute(sql`SELECT id FROM bookings WHERE id = ${bookingId} FOR UPDATE`);
    const b = await firstRowOf<SlotBooking>(
      tx,
      sql`SELECT b.id AS "bookingId", b.product_id AS "productId", coalesce(p.description, '') AS "productName",
            b.activity_id AS "activityId", b.site_id AS "siteId",
            ${wallColumn(sql`b.local_from`)} AS "dateTimeFrom", ${wallColumn(sql`b.local_to`)} AS "dateTimeTo",
            ${isoText(sql`b.start_date_time`)} AS "startDateTime", ${isoText(sql`b.end_date_time`)} AS "endDateTime",
            b.cancelled, b.start_date_time <= now() AS started,
            now() > b.start_date_time - make_interval(mins => coalesce(r.cancellation_window_minutes, 0)) AS late,
            coalesce(r.cancellation_window_minutes, 0) AS "cancellationWindowMinutes"
          FROM bookings b LEFT JOIN products p ON p.id = b.product_id
          LEFT JOIN site_booking_rules r ON r.site_id = b.site_id
          WHERE b.id = ${bookingId}`,
    );
    if (!b) throw declared.slotBookingNotFound(bookingId);
    if (b.activityId !== null || b.productId === null) throw refuse(declared.notASlotMessage(bookingId));
    const from = b.dateTimeFrom ? b.dateTimeFrom.slice(0, 16).replace("T", " ") : b.startDateTime;
    if (b.cancelled) {
      const [last] = await rowsOf<{ at: string; by: string }>(
        tx,
        sql`SELECT ${isoText(sql`at`)} AS at, by FROM booking_place_events
            WHERE booking_id = ${bookingId} AND kind = 'cancelled' ORDER BY at DESC, id DESC LIMIT 1`,
      );
      throw refuse(declared.slotAlreadyCancelledMessage(bookingId, last?.at ?? "", last?.by ?? "unknown"));
    }
    if (b.started) throw refuse(declared.slotCancelStartedMessage(b.productName, from));
    // its holders' places removed, the booking cancelled and a history entry each, in one statement; a cancellation
    // in time (no strike) reads the first holder's suspension at the site with it
    const firstHolder = sql`(SELECT min(member_id) FROM holders)`;
    const [row] = await rowsOf<{
      events: { id: number; memberId: number; at: string }[];
      now: string;
      siteSuspensions: BookingSuspension[] | null;
    }>(
      tx,
      sql`WITH holders AS (
            DELETE FROM booking_members WHERE booking_id = ${bookingId} AND NOT waiting RETURNING member_id),
          closed AS (UPDATE bookings SET cancelled = true WHERE id = ${bookingId}),
          event AS (
            INSERT INTO booking_place_events (booking_id, member_id, site_id, kind, at, by, reason, late, override_reason)
            SELECT ${bookingId}, h.member_id, ${b.siteId}, 'cancelled', clock_timestamp(), ${by}, ${reason}, ${b.late}, NULL
            FROM (SELECT DISTINCT member_id FROM holders ORDER BY member_id) h
            RETURNING id, member_id, at)
        SELECT (SELECT coalesce(json_agg(json_build_object('id', id, 'memberId', member_id, 'at', ${isoText(sql`at`)})
                  ORDER BY member_id), '[]'::json) FROM event) AS events,
          ${isoText(sql`clock_timestamp()`)} AS now,
          ${
            b.late
              ? sql`NULL`
              : sql`(SELECT coalesce(json_agg(x), '[]'::json) FROM (${suspensionsSql(firstHolder, b.siteId)}) x)`
          } AS "siteSuspensions"`,
    );
    const first = row.events[0];
    const memberId = first ? Number(first.memberId) : null;
    // a late one after its history entry: it counts as a strike at once
    const [suspended] =
      memberId === null
        ? []
        : row.siteSuspensions
          ? suspensionsFrom(row.siteSuspensions)
          : await suspensionsOf(tx, memberId, b.siteId);
    const { now } = row;
    return {
      bookingId,
      productId: b.productId,
      productName: b.productName,
      siteId: b.siteId,
      dateTimeFrom: b.dateTimeFrom,
      dateTimeTo: b.dateTimeTo,
      startDateTime: b.startDateTime,
      endDateTime: b.endDateTime,
      memberId,
      eventId: first ? Number(first.id) : null,
      cancelledAt: first?.at ?? now,
      cancelledBy: by,
      reason,
      late: b.late,
      cancellationWindowMinutes: Number(b.cancellationWindowMinutes),
      suspendedUntil: suspended?.until ?? null,
    };
  });
  return ctx.answer(200, cancelled);
});

export const listMemberSlots = route(declared.listMemberSlots, async (ctx) => {
  const { memberId } = ctx.input.params;
  const rows = await rowsOf<{
    bookingId: number;
    productId: string;
    productName: string;
    siteId: string;
    dateTimeFrom: string;
    dateTimeTo: string;
    startDateTime: string;
    endDateTime: string;
    cancellationWindowMinutes: number;
  }>(
    ctx.db,
    sql`SELECT b.id AS "bookingId", b.product_id AS "productId", p.description AS "productName", b.site_id AS "siteId",
          ${wallColumn(sql`b.local_from`)} AS "dateTimeFrom", ${wallColumn(sql`b.local_to`)} AS "dateTimeTo",
          ${isoText(sql`b.start_date_time`)} AS "startDateTime", ${isoText(sql`b.end_date_time`)} AS "endDateTime",
          coalesce(r.cancellation_window_minutes, 0) AS "cancellationWindowMinutes"
        FROM booking_members bm JOIN bookings b ON b.id = bm.booking_id JOIN products p ON p.id = b.product_id
        LEFT JOIN site_booking_rules r ON r.site_id = b.site_id
        WHERE bm.member_id = ${memberId} AND NOT bm.waiting AND NOT b.cancelled AND b.activity_id IS NULL
          AND b.end_date_time > now()
        ORDER BY b.start_date_time, b.id
        LIMIT 50`,
  );
  return ctx.answer(
    200,
    rows.map((r) => ({
      ...r,
      bookingId: Number(r.bookingId),
      cancellationWindowMinutes: Number(r.cancellationWindowMinutes),
    })),
  );
});
