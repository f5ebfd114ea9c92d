import { sql } from "drizzle-orm";
import { route } from "../http/route";
import { bookingNotFound } from "./alert-list.schema";
import { isoText, rowsOf } from "../db/rows";
import * as declared from "./alert-list-view.schema";

/** Extension: a session's alert list in order, with its capacity and confirmed places, for reception. */
export const readAlertList = route(declared.readAlertList, async (ctx) => {
  const { bookingId } = ctx.input.params;
  const [booking] = await rowsOf<{
    siteId: string;
    capacity: number;
    booked: number;
    activityId: string;
    activityName: string;
    startDateTime: string;
    endDateTime: string;
  }>(
    ctx.db,
    sql`SELECT b.site_id AS "siteId", b.capacity, (SELECT count(*)::int FROM booking_members bm WHERE bm.booking_id = b.id AND NOT bm.waiting) AS booked,
                 a.id AS "activityId", a.name AS "activityName",
                 ${isoText(sql`b.start_date_time`)} AS "startDateTime", ${isoText(sql`b.end_date_time`)} AS "endDateTime"
          FROM bookings b JOIN activities a ON a.id = b.activity_id WHERE b.id = ${bookingId}`,
  );
  if (!booking) throw bookingNotFound(bookingId);
  const waiting = await rowsOf<{ memberId: number; firstName: string; lastName: string; joinedOn: string }>(
    ctx.db,
    sql`SELECT bm.member_id AS "memberId", m.first_name AS "firstName", m.last_name AS "lastName", ${isoText(sql`bm.created_on`)} AS "joinedOn"
          FROM booking_members bm JOIN members m ON m.id = bm.member_id
          WHERE bm.booking_id = ${bookingId} AND bm.waiting
          ORDER BY bm.created_on, bm.id`,
  );
  const body = {
    bookingId,
    siteId: booking.siteId,
    activityId: booking.activityId,
    activityName: booking.activityName,
    startDateTime: booking.startDateTime,
    endDateTime: booking.endDateTime,
    capacity: Number(booking.capacity),
    booked: Number(booking.booked),
    waiting: waiting.map((w, i) => ({
      memberId: Number(w.memberId),
      firstName: w.firstName,
      lastName: w.lastName,
      position: i + 1,
      joinedOn: w.joinedOn,
    })),
  };
  return ctx.answer(200, body);
});
