import { operation } from "../http/operation";
import { bookingContacts, bookingContactsQuery } from "../../contract/booking-sheets";
import { parseId, queryValue } from "../http/input";
import { PlatformError } from "../http/errors";

const maxContactBookings = 500;

export const contactMessages = {
  required: "BookingIds is required.",
  invalid: (v: string) => `'${v}' is not a valid booking ID.`,
  tooMany: `At most ${maxContactBookings} booking IDs can be asked for at once.`,
} as const;

const fail = (message: string): never => {
  throw PlatformError.text(400, message);
};

/**
 * Extension: GET /api/booking-sheets/booking-contacts?bookingIds=1,2 gives, per booking, its time,
 * product and the members holding a place with their phone, so staff can call them before closing
 * a court. A 409 of the exception update names bookings by id only.
 */
export const getBookingContacts = operation({
  method: "get",
  path: "/api/booking-sheets/booking-contacts",
  summary: "Read the members of bookings, with their phone (extension)",
  extension: true,
  description: `For each known booking id (in the order asked, unknown ids left out): bookingId, productId, siteId, dateTimeFrom and dateTimeTo in the site's wall clock, the activity's name and the members holding a place (waiting places not counted) with name and phone. Errors (400 plain text, in order): ${contactMessages.required} / ${contactMessages.invalid("{value}")} / ${contactMessages.tooMany}`,
  tags: ["Booking sheets"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  input: {
    query: {
      schema: bookingContactsQuery,
      parse: (query: URLSearchParams) => {
        const raw = queryValue(query, "bookingIds") ?? fail(contactMessages.required);
        const ids = raw.split(",").map((part) => parseId(part.trim()) ?? fail(contactMessages.invalid(part)));
        const unique = [...new Set(ids)];
        if (unique.length > maxContactBookings) fail(contactMessages.tooMany);
        return { bookingIds: unique };
      },
    },
  },
  responses: {
    200: { description: "The bookings' contacts", schema: bookingContacts },
    400: { description: "Plain-text message" },
    401: { description: "No, expired or invalid token" },
    403: { description: "Token holds neither FOH nor FOHGENERIC" },
  },
});
