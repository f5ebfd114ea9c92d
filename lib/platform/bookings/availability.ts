import { sql } from "drizzle-orm";
import { slotReference, type AvailabilitySlot } from "../../contract/bookings";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { isoText, rowsOf } from "../db/rows";
import * as declared from "./availability.schema";

/** Extension: the activity sessions of a site on one day, with places, waiting members and slot references. */
export const listAvailability = route(declared.listAvailability, async (ctx) => {
  const { siteId, dayStart } = ctx.input.query;
  const [site] = await rowsOf<{ id: string }>(ctx.db, sql`SELECT id FROM sites WHERE upper(id) = upper(${siteId})`);
  if (!site) throw PlatformError.text(400, `Site ID '${siteId}' does not exist`);
  const dayEnd = new Date(dayStart.getTime() + 86_400_000);
  const rows = await rowsOf<Omit<AvailabilitySlot, "spacesLeft" | "slotReferences">>(
    ctx.db,
    sql`SELECT b.id AS "bookingId", a.id AS "activityId", a.name AS "activityName", a.kind,
                 ${isoText(sql`b.start_date_time`)} AS "startDateTime", ${isoText(sql`b.end_date_time`)} AS "endDateTime", b.capacity,
                 count(bm.id) FILTER (WHERE NOT bm.waiting)::int AS booked, count(bm.id) FILTER (WHERE bm.waiting)::int AS waiting,
                 a.alert_lists_enabled AS "alertListsEnabled"
          FROM bookings b
          JOIN activities a ON a.id = b.activity_id
          LEFT JOIN booking_members bm ON bm.booking_id = b.id
          WHERE b.site_id = ${site.id} AND NOT b.cancelled AND b.product_id IS NULL -- sessions only: court hires live on the booking sheet
            AND b.start_date_time >= ${dayStart.toISOString()}::timestamptz AND b.start_date_time < ${dayEnd.toISOString()}::timestamptz
          GROUP BY b.id, a.id
          ORDER BY b.start_date_time, b.id`,
  );
  const body = rows.map((r) => {
    const bookingId = Number(r.bookingId);
    const capacity = Number(r.capacity);
    const booked = Number(r.booked);
    return {
      bookingId,
      activityId: r.activityId,
      activityName: r.activityName,
      kind: r.kind,
      startDateTime: r.startDateTime,
      endDateTime: r.endDateTime,
      capacity,
      booked,
      spacesLeft: Math.max(0, capacity - booked),
      waiting: Number(r.waiting),
      alertListsEnabled: Boolean(r.alertListsEnabled),
      slotReferences: {
        inCentre: slotReference(bookingId, "inCentre"),
        virtual: slotReference(bookingId, "virtual"),
      },
    };
  });
  return ctx.answer(200, body);
});
