import { memberApi } from "@frontdesk/lib/api/members";
import { BffProblem, bffEndpoint } from "@frontdesk/lib/bff/route";
import { problem } from "@frontdesk/lib/contract/problem";
import { listPastBookings } from "@frontdesk/lib/bff/past-bookings";
import { addCalendarDays, utcDayStart } from "@frontdesk/lib/domain/calendar-days";

/** from and to are days (yyyy-MM-dd, UTC), both inclusive; a "to" day that has not ended means "up to now". */
export const GET = bffEndpoint(memberApi.pastBookings, async ({ caller, params, query }) => {
  const { from, to, activityId, offset = 0, limit = 25 } = query;
  if (from && utcDayStart(from).getTime() > Date.now())
    throw new BffProblem(
      problem(400, "Problems.bookings.startInFuture", {
        errors: { from: ["Problems.bookings.startInFuture"] },
      }),
    );
  const toEnd = to ? utcDayStart(addCalendarDays(to, 1)) : undefined;
  return listPastBookings(caller, params.memberId, {
    offset,
    limit,
    dateTimeFrom: from ? `${from}T00:00:00Z` : undefined,
    dateTimeTo: toEnd && toEnd.getTime() <= Date.now() ? toEnd.toISOString() : undefined,
    activityId: activityId || undefined,
  });
});
