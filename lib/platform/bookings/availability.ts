import { sql } from "drizzle-orm";
import { z } from "zod";
import { availability, availabilityQuery, slotReference, type AvailabilitySlot } from "../../contract/bookings";
import { PlatformError } from "../http/errors";
import { reply, route } from "../http/route";
import { isoText, rowsOf } from "../db/rows";
import { parseDateTime, queryValue } from "../http/input";

/** Extension: the activity sessions of a site on one day, with places, waiting members and slot references. */
export const listAvailability = route(
  {
    method: "get",
    path: "/api/bookings/availability",
    summary: "Activity sessions of a site on a day (sandbox extension)",
    description:
      "Not shaped by the spec, which names availability as the source of slot references. siteId (matched case-insensitively) and date (yyyy-MM-dd, a UTC day) " +
      "are required. Sessions not cancelled, by start time (resource hires of courts and pitches are not sessions: they are on the booking sheet). booked counts confirmed places; waiting counts members on the alert list (they occupy no space). " +
      "slotReferences.inCentre and .virtual are JSON documents holding bookingId, to pass unchanged to POST /api/bookings/{memberId}/alert-list. " +
      "Errors (plain text, 400): 'No site id provided.', 'A date in the form yyyy-MM-dd must be provided.', 'Site ID '{siteId}' does not exist'.",
    tags: ["Bookings"],
    products: ["FOH", "CONSUMER"],
    features: ["ONLINEBOOK", "ONLINEJOIN", "FOHGENERIC"],
    input: {
      query: {
        schema: availabilityQuery,
        parse: (query: URLSearchParams) => {
          const siteId = queryValue(query, "siteId");
          if (siteId === undefined) throw PlatformError.text(400, "No site id provided.");
          const date = queryValue(query, "date");
          const dayStart = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? parseDateTime(date) : undefined;
          if (!dayStart) throw PlatformError.text(400, "A date in the form yyyy-MM-dd must be provided.");
          return { siteId, dayStart };
        },
      },
    },
    responses: {
      200: { description: "Sessions of the day", schema: availability },
      400: {
        description: "Missing or unknown site, or a bad date (plain text)",
        schema: z.string(),
        kind: "text",
      },
    },
  },
  async (ctx) => {
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
    const body: AvailabilitySlot[] = rows.map((r) => {
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
    return reply.json(body);
  },
);
