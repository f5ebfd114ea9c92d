import { sql } from "drizzle-orm";
import { type BookingSheet } from "../../contract/booking-sheets";
import { pgArray } from "../db/bulk";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { exceptionColumns, exceptionJson, type ExceptionRow } from "./get-exception-schedule";
import { messages } from "./messages";
import { dayNames } from "@frontdesk/lib/domain/booking-sheets/recurrence";
import { firstRowOf, rowsOf } from "../db/rows";
import * as declared from "./get-booking-sheet.schema";

/**
 * Extension for the calendar editor: GET /api/booking-sheets?siteId=&from=&to= gives a site's
 * resource products with their weekly opening times, and the live bookings and exceptions of those
 * products overlapping the dates, all in the site's wall clock.
 */
export const getBookingSheet = route(declared.getBookingSheet, async (ctx) => {
  const { siteId: siteIdRaw, from, to } = ctx.input.query;
  const site = await firstRowOf<{ id: string; time_zone: string }>(
    ctx.db,
    sql`SELECT id, time_zone FROM sites WHERE lower(id) = lower(${siteIdRaw})`,
  );
  if (!site) throw PlatformError.text(404, messages.unknownSite(siteIdRaw));

  const productRows = await rowsOf<{
    id: string;
    description: string;
    day_of_week: number | null;
    start_time: string | null;
    end_time: string | null;
  }>(
    ctx.db,
    sql`SELECT p.id, p.description, o.day_of_week, o.start_time::text AS start_time, o.end_time::text AS end_time
          FROM products p LEFT JOIN calendar_opening_times o ON o.calendar_id = p.calendar_id
          WHERE p.site_id = ${site.id} AND p.kind = 'resource'
          ORDER BY p.id, o.day_of_week, o.start_time`,
  );
  const resourceProducts: BookingSheet["resourceProducts"] = [];
  for (const r of productRows) {
    let product = resourceProducts.at(-1);
    if (product?.id !== r.id)
      resourceProducts.push((product = { id: r.id, description: r.description, openingTimes: [] }));
    const day = r.day_of_week === null ? undefined : dayNames[r.day_of_week];
    if (day && r.start_time && r.end_time)
      product.openingTimes.push({ day, startTime: r.start_time.slice(0, 5), endTime: r.end_time.slice(0, 5) });
  }
  const productIds = resourceProducts.map((p) => p.id);
  const start = `${from}T00:00:00`;
  const end = sql`(${to}::date + 1)::timestamp`;
  const bookings = await rowsOf<{
    id: number;
    product_id: string;
    local_from: string;
    local_to: string;
    activity_name: string | null;
    member_count: number;
  }>(
    ctx.db,
    sql`WITH span AS MATERIALIZED (
            SELECT coalesce(max(local_to - local_from), interval '0') AS longest
            FROM bookings WHERE product_id = ANY(${pgArray(productIds, "text")}) AND NOT cancelled AND local_from IS NOT NULL)
          SELECT b.id, b.product_id, to_char(b.local_from, 'YYYY-MM-DD"T"HH24:MI:SS') AS local_from, to_char(b.local_to, 'YYYY-MM-DD"T"HH24:MI:SS') AS local_to,
                 a.name AS activity_name,
                 (SELECT count(*)::int FROM booking_members bm WHERE bm.booking_id = b.id AND NOT bm.waiting) AS member_count
          FROM bookings b CROSS JOIN span
          LEFT JOIN activities a ON a.id = b.activity_id
          WHERE b.product_id = ANY(${pgArray(productIds, "text")}) AND NOT b.cancelled
            AND b.local_from < ${end} AND b.local_from > ${start}::timestamp - span.longest - interval '1 second' AND b.local_to > ${start}::timestamp
          ORDER BY b.local_from, b.product_id, b.id`,
  );
  const exceptions = await rowsOf<ExceptionRow>(
    ctx.db,
    sql`SELECT ${exceptionColumns} FROM booking_sheet_exceptions e
          WHERE e.product_id = ANY(${pgArray(productIds, "text")})
            AND e.date_time_from < ${end} AND e.date_time_from >= ${start}::timestamp - interval '1 day' AND e.date_time_to >= ${start}::timestamp
          ORDER BY e.date_time_from, e.product_id, e.id`,
  );
  const timeBands = await rowsOf<{ id: string; description: string }>(
    ctx.db,
    sql`SELECT id, description FROM time_bands WHERE entry_restricted ORDER BY id`,
  );
  const body = {
    siteId: site.id,
    timeZone: site.time_zone,
    from,
    to,
    resourceProducts,
    timeBands,
    bookings: bookings.map((b) => ({
      bookingId: Number(b.id),
      productId: b.product_id,
      dateTimeFrom: b.local_from,
      dateTimeTo: b.local_to,
      activityName: b.activity_name,
      memberCount: Number(b.member_count),
    })),
    exceptions: exceptions.map(exceptionJson),
  };
  return ctx.answer(200, body);
});
