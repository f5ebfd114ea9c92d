import { operation } from "../http/operation";
import { bookingSheet, bookingSheetQuery } from "../../contract/booking-sheets";
import { dateRange } from "./delete-exception-range.schema";
import { PlatformError } from "../http/errors";
import { queryValue } from "../http/input";
import { messages } from "./messages";

const maxSheetDays = 62;

const fail = (message: string): never => {
  throw PlatformError.text(400, message);
};

/**
 * Extension for the calendar editor: GET /api/booking-sheets?siteId=&from=&to= gives a site's
 * resource products with their weekly opening times, and the live bookings and exceptions of those
 * products overlapping the dates, all in the site's wall clock.
 */
export const getBookingSheet = operation({
  method: "get",
  path: "/api/booking-sheets",
  summary: "Read a site's booking sheet (extension)",
  extension: true,
  description: `Resource products of the site (by id) with opening times (day, startTime, endTime HH:mm), the entry-restricted time bands, the site's bookings of those products (not cancelled) with their activity's name and member count (waiting places not counted) and their exceptions overlapping from..to (inclusive dates, at most ${maxSheetDays} days). Errors (plain text, in order): 400 ${messages.querySiteRequired}; 400 ${messages.queryDateRequired("From")} / ${messages.queryDateInvalid("From", "{value}")} (the same for To); 400 ${messages.queryRangeOrder}; 400 ${messages.queryRangeTooLong(maxSheetDays)}; 404 ${messages.unknownSite("{siteId}")}`,
  tags: ["Booking sheets"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  input: {
    query: {
      schema: bookingSheetQuery,
      parse: (query: URLSearchParams) => {
        const siteId = queryValue(query, "siteId") ?? fail(messages.querySiteRequired);
        return { siteId, ...dateRange(query, maxSheetDays) };
      },
    },
  },
  responses: {
    200: { description: "The booking sheet", schema: bookingSheet },
    400: { description: "Plain-text message" },
    404: { description: "Plain text: unknown site" },
  },
});
