import { sql } from "drizzle-orm";
import type { PastBooking } from "../../contract/bookings";
import { route } from "../http/route";
import { isoText, rowsOf } from "../db/rows";
import * as declared from "./upcoming-bookings.schema";

/** A member's next confirmed places, soonest first, read from the listed places' index by start. */
export const listUpcomingBookings = route(declared.listUpcomingBookings, async (ctx) => {
  const { memberId } = ctx.input.params;
  const rows = await rowsOf<PastBooking>(
    ctx.db,
    sql`
      SELECT bm.booking_id AS "bookingId", coalesce(bm.booking_ref, 0) AS "bookingRef", a.id AS "activityId",
             a.name AS "activityName", a.description AS "activityDescription",
             ${isoText(sql`bm.start_date_time`)} AS "startDateTime", ${isoText(sql`b.end_date_time`)} AS "endDateTime",
             a.site_id AS "siteId"
      FROM booking_members bm
      JOIN bookings b ON b.id = bm.booking_id
      JOIN activities a ON a.id = b.activity_id
      WHERE bm.member_id = ${memberId} AND bm.listed AND bm.start_date_time >= now()
      ORDER BY bm.start_date_time, bm.booking_id
      LIMIT ${ctx.input.query.limit}`,
  );
  return ctx.answer(
    200,
    rows.map((r) => ({ ...r, bookingId: Number(r.bookingId), bookingRef: Number(r.bookingRef) })),
  );
});
