import { sql } from "drizzle-orm";
import { type AlertListPlacement } from "../../contract/bookings";
import type { Database, Executor } from "../db/client";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { rowsOf } from "../db/rows";
import { positiveInt32 } from "../http/input";
import * as declared from "./alert-list.schema";
import { bookingNotFound } from "./alert-list.schema";

interface LockedBooking {
  id: number;
  startDateTime: Date | string;
  kind: string | null;
  alertListsEnabled: boolean | null;
  cancelled: boolean;
}

/** Locks the booking row for the rest of the transaction, so concurrent joins and promotions queue. */
export async function lockBooking(tx: Executor, bookingId: number): Promise<LockedBooking | undefined> {
  const [row] = await rowsOf<LockedBooking>(
    tx,
    sql`SELECT b.id, b.start_date_time AS "startDateTime", b.cancelled, a.kind, a.alert_lists_enabled AS "alertListsEnabled"
        FROM bookings b LEFT JOIN activities a ON a.id = b.activity_id
        WHERE b.id = ${bookingId} FOR UPDATE OF b`,
  );
  return row && !row.cancelled ? row : undefined;
}

/**
 * The alert-list rule (States: none -> waiting): the session is a class or course whose activity
 * allows alert lists, and the member is neither listed nor booked on it. Joining creates an unpaid
 * waiting place that occupies no space; the position is the members already waiting plus one.
 */
async function joinAlertList(db: Database, memberId: number, rawBookingId: unknown): Promise<AlertListPlacement> {
  const bookingId = positiveInt32(rawBookingId);
  if (bookingId === undefined) throw bookingNotFound(rawBookingId);
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw bookingNotFound(bookingId);
    if (booking.kind !== "class" && booking.kind !== "course")
      throw PlatformError.text(400, "Only classes and courses can have alert lists");
    if (!booking.alertListsEnabled) throw PlatformError.text(400, "Alert lists are not enabled for this activity");
    const [place] = await rowsOf<{ waiting: boolean }>(
      tx,
      sql`SELECT waiting FROM booking_members WHERE booking_id = ${bookingId} AND member_id = ${memberId}`,
    );
    if (place?.waiting)
      throw PlatformError.text(400, `Member ${memberId} is already on the alert list for booking ${bookingId}`);
    if (place) throw PlatformError.text(400, `Member ${memberId} is already booked on booking ${bookingId}`);
    const [{ waiting }] = await rowsOf<{ waiting: number }>(
      tx,
      sql`SELECT count(*)::int AS waiting FROM booking_members WHERE booking_id = ${bookingId} AND waiting`,
    );
    // clock_timestamp: the moment the lock was won, so joinedOn follows the positions handed out
    await tx.execute(sql`
      INSERT INTO booking_members (booking_id, member_id, start_date_time, booking_ref, waiting, paid, created_on)
      SELECT id, ${memberId}, start_date_time, NULL, true, false, clock_timestamp() FROM bookings WHERE id = ${bookingId}`);
    return { alertListPosition: Number(waiting) + 1 };
  });
}

/** Endpoint 7: join by the availability slot reference (a JSON document of which only bookingId is used). */
export const joinAlertListBySlotReference = route(declared.joinAlertListBySlotReference, async (ctx) =>
  ctx.answer(200, await joinAlertList(ctx.db, ctx.input.params.memberId, ctx.input.body.bookingId)),
);

/** Endpoint 7's sibling: join by numeric booking id. */
export const joinAlertListByBookingId = route(declared.joinAlertListByBookingId, async (ctx) =>
  ctx.answer(200, await joinAlertList(ctx.db, ctx.input.params.memberId, ctx.input.params.bookingId)),
);
