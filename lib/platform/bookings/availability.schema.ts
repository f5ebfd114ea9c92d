import { operation } from "../http/operation";
import { z } from "zod";
import { availability, availabilityQuery } from "../../contract/bookings";
import { parseDateTime, queryValue } from "../http/input";
import { PlatformError } from "../http/errors";

/** Extension: the activity sessions of a site on one day, with places, waiting members and slot references. */
export const listAvailability = operation({
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
});
