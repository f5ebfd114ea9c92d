import { sql } from "drizzle-orm";
import { type PromoteFromAlertListResult } from "../../contract/bookings";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { lockBooking } from "./alert-list";
import { alertListMemberNotFound, bookingNotFound } from "./alert-list.schema";
import { requireMember } from "../members/member-record";
import { rowsOf } from "../db/rows";
import * as declared from "./promote-from-alert-list.schema";

/**
 * States: waiting -> confirmed booking. The spec names the endpoint but not its request or effects;
 * this sandbox turns the member's waiting place into a confirmed (still unpaid) place when the
 * session has a free space (confirmed places below capacity).
 */
export const promoteFromAlertList = route(declared.promoteFromAlertList, async (ctx) => {
  const { bookingId, memberId } = ctx.input.body;
  await requireMember(ctx.db, memberId, () => alertListMemberNotFound(memberId));
  const result = await ctx.db.transaction(async (tx): Promise<PromoteFromAlertListResult> => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw bookingNotFound(bookingId);
    const [place] = await rowsOf<{ id: number; waiting: boolean }>(
      tx,
      sql`SELECT id, waiting FROM booking_members WHERE booking_id = ${bookingId} AND member_id = ${memberId}`,
    );
    if (place && !place.waiting)
      throw PlatformError.text(400, `Member ${memberId} is already booked on booking ${bookingId}`);
    if (!place) throw PlatformError.text(400, `Member ${memberId} is not on the alert list for booking ${bookingId}`);
    const [{ capacity, booked }] = await rowsOf<{ capacity: number; booked: number }>(
      tx,
      sql`SELECT b.capacity, (SELECT count(*)::int FROM booking_members bm WHERE bm.booking_id = b.id AND NOT bm.waiting) AS booked FROM bookings b WHERE b.id = ${bookingId}`,
    );
    if (Number(booked) >= Number(capacity))
      throw PlatformError.text(400, `Booking ${bookingId} is full: no space to promote member ${memberId}`);
    await tx.execute(sql`UPDATE booking_members SET waiting = false WHERE id = ${place.id}`);
    // the place's history (Frontdesk's extension): promoted from the waiting list, by whom
    await tx.execute(sql`INSERT INTO booking_place_events (booking_id, member_id, site_id, kind, at, by)
      SELECT id, ${memberId}, site_id, 'promoted', clock_timestamp(), ${ctx.claims.sub || "unknown"} FROM bookings WHERE id = ${bookingId}`);
    return { bookingId, memberId, promoted: true };
  });
  return ctx.answer(200, result);
});
