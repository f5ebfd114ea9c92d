import { operation } from "../http/operation";
import { exceptionRangeDeleteResult, dateRangeQuery } from "../../contract/booking-sheets";
import { DAY, dateToMs, parseIsoDate } from "@frontdesk/lib/domain/booking-sheets/wall-clock";
import { messages } from "./messages";
import { PlatformError } from "../http/errors";
import { queryValue } from "../http/input";
import { scheduleIdInput } from "./save-exception-schedule";

const maxDeleteRangeDays = 366;

/** from and to query dates (yyyy-MM-dd), to on or after from, at most `maxDays` days. */
export function dateRange(query: URLSearchParams, maxDays: number) {
  const read = (key: string, name: string) => {
    const raw = queryValue(query, key);
    if (raw === undefined) throw PlatformError.text(400, messages.queryDateRequired(name));
    return (
      parseIsoDate(raw) ??
      (() => {
        throw PlatformError.text(400, messages.queryDateInvalid(name, raw));
      })()
    );
  };
  const from = read("from", "From");
  const to = read("to", "To");
  if (to < from) throw PlatformError.text(400, messages.queryRangeOrder);
  if ((dateToMs(to) - dateToMs(from)) / DAY + 1 > maxDays)
    throw PlatformError.text(400, messages.queryRangeTooLong(maxDays));
  return { from, to };
}

/**
 * Extension: DELETE /api/booking-sheets/exception/{scheduleId}?from=&to= deletes the schedule's
 * exceptions on those dates and appends the dates to its exclusionDates, so they stay away until a
 * replace that omits exclusionDates reinstates them.
 */
export const deleteExceptionRange = operation({
  method: "delete",
  path: "/api/booking-sheets/exception/:scheduleId",
  summary: "Delete a schedule's exceptions on a date range (extension)",
  extension: true,
  description: [
    "Deletes the schedule's exceptions whose date is from..to (inclusive, yyyy-MM-dd, site-local dates) and appends every date of the range to the schedule's exclusionDates. One transaction.",
    `Errors (plain text, in order): 400 ${messages.invalidScheduleId("{scheduleId}")}; 400 ${messages.queryDateRequired("From")} / ${messages.queryDateInvalid("From", "{value}")} (the same for To); 400 ${messages.queryRangeOrder}; 400 ${messages.queryRangeTooLong(maxDeleteRangeDays)}; 404 ${messages.scheduleNotFound("{scheduleId}")}`,
  ].join("\n"),
  tags: ["Booking sheets"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  input: {
    params: scheduleIdInput,
    query: { schema: dateRangeQuery, parse: (query: URLSearchParams) => dateRange(query, maxDeleteRangeDays) },
  },
  responses: {
    200: { description: "{ scheduleId, exceptionsDeleted }", schema: exceptionRangeDeleteResult },
    400: { description: "Plain-text message" },
    404: { description: "Plain text: No exceptions found for Schedule ID '{scheduleId}'." },
  },
});
