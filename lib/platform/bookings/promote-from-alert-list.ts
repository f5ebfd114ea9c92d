import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  promoteFromAlertListRequest,
  promoteFromAlertListResult,
  type PromoteFromAlertListResult,
} from "../../contract/bookings";
import { PlatformError } from "../http/errors";
import { reply, route } from "../http/route";
import { alertListMemberNotFound, bookingNotFound, lockBooking } from "./alert-list";
import { requireMember } from "../members/member-record";
import { rowsOf } from "../db/rows";
import { objectBody, parseWith } from "../http/input";

const text = z.string();

/**
 * States: waiting -> confirmed booking. The spec names the endpoint but not its request or effects;
 * this sandbox turns the member's waiting place into a confirmed (still unpaid) place when the
 * session has a free space (confirmed places below capacity).
 */
export const promoteFromAlertList = route(
  {
    method: "post",
    path: "/api/bookings/promote-from-alert-list",
    summary: "Promote a member from an alert list to a confirmed booking",
    description:
      "Body { bookingId, memberId }. The booking row is locked for the check and the write, so two promotions cannot overfill a session. " +
      "Errors (plain text): 400 'bookingId must be a positive whole number' / 'memberId must be a positive whole number'; 404 'Invalid Member ID {memberId}: member doesn't exist'; " +
      "400 'Invalid Booking ID {bookingId}: booking doesn't exist'; 400 'Member {memberId} is already booked on booking {bookingId}'; " +
      "400 'Member {memberId} is not on the alert list for booking {bookingId}'; 400 'Booking {bookingId} is full: no space to promote member {memberId}'.",
    tags: ["Bookings"],
    products: ["FOH"],
    features: ["FOHGENERIC"],
    // an empty body reads as {} so the first missing field is named
    input: {
      body: {
        schema: promoteFromAlertListRequest,
        parse: (raw: unknown) => parseWith(promoteFromAlertListRequest, "text", objectBody("text", raw, {})),
      },
    },
    responses: {
      200: { description: "The member now holds a confirmed place", schema: promoteFromAlertListResult },
      400: {
        description: "Invalid request, unknown booking, member not waiting, or session full (plain text)",
        schema: text,
        kind: "text",
      },
      404: {
        description: "Invalid Member ID {memberId}: member doesn't exist",
        schema: text,
        kind: "text",
      },
    },
  },
  async (ctx) => {
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
      return { bookingId, memberId, promoted: true };
    });
    return reply.json(result);
  },
);
