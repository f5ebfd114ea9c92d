import { z } from "zod";
import { operation } from "../http/operation";
import { pastBooking, upcomingBookingsLimits } from "../../contract/bookings";
import { memberBookingsGate, pastBookingsMember } from "./past-bookings.schema";

const text = z.string();
const limitMessage = `Limit must be a whole number from 1 to ${upcomingBookingsLimits.maxLimit}`;

/**
 * Sandbox extension: a member's next confirmed places (the desk's "next booking" beside the past ones),
 * soonest first. The same PastBooking fields and places as endpoint 4, from now on instead of before.
 */
export const listUpcomingBookings = operation({
  method: "get",
  path: "/api/members/:memberId/upcoming-bookings",
  summary: "List a member's upcoming bookings (extension)",
  extension: true,
  description: [
    "Sandbox extension, shaped like endpoint 4 (v2.0): the member's confirmed places (not waiting on an alert list, on a",
    "session that was not cancelled) that start now or later, soonest first (startDateTime, then bookingId), at most",
    `limit of them (default ${upcomingBookingsLimits.defaultLimit}, 1 to ${upcomingBookingsLimits.maxLimit}).`,
    "The member's existence is checked first (404 wins over a bad limit). Gated like the other member reads.",
  ].join(" "),
  ...memberBookingsGate,
  input: {
    params: pastBookingsMember,
    query: z.object({
      limit: z.coerce
        .number({ error: limitMessage })
        .int({ error: limitMessage })
        .min(1, { error: limitMessage })
        .max(upcomingBookingsLimits.maxLimit, { error: limitMessage })
        .default(upcomingBookingsLimits.defaultLimit),
    }),
  },
  responses: {
    200: { description: "The member's upcoming places, soonest first", schema: z.array(pastBooking) },
    400: { description: limitMessage, schema: text, kind: "text" },
    404: { description: "Member ID {memberId} does not exist.", schema: text, kind: "text" },
  },
});
