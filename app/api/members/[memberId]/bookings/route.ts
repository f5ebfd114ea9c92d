import { memberRecordRoles } from "@/lib/auth/roles";
import { pastBookingsRange } from "@/lib/contract/bookings";
import { BffProblem, bffRoute, parseInput } from "@/lib/bff/route";
import { memberPath } from "@/lib/bff/params";
import { problem } from "@/lib/bff/problem";
import { listPastBookings } from "@/lib/client/bookings";

const day = 86_400_000;

/**
 * A page of the member's past bookings, newest first: ?offset=&limit=&from=yyyy-MM-dd&to=yyyy-MM-dd
 * (both days inclusive)&activityId=. An empty history answers an empty page.
 */
export const GET = bffRoute({ roles: memberRecordRoles, params: memberPath }, async ({ caller, params, query }) => {
  const { memberId } = params;
  const { from, to } = parseInput(pastBookingsRange, {
    from: query.get("from") ?? undefined,
    to: query.get("to") ?? undefined,
  });
  const offset = Number(query.get("offset") ?? 0);
  const limit = Number(query.get("limit") ?? 25);
  if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1 || limit > 250)
    throw new BffProblem(problem(400, "Invalid page."));
  if (from && Date.parse(`${from}T00:00:00Z`) > Date.now())
    throw new BffProblem(
      problem(400, "The start date must not be in the future", {
        errors: { from: ["The start date must not be in the future"] },
      }),
    );
  // "to" includes its whole day; a day that has not ended yet means "up to now" (the platform's default).
  const toEnd = to ? Date.parse(`${to}T00:00:00Z`) + day : undefined;
  return listPastBookings(caller, memberId, {
    offset,
    limit,
    dateTimeFrom: from ? `${from}T00:00:00Z` : undefined,
    dateTimeTo: toEnd !== undefined && toEnd <= Date.now() ? new Date(toEnd).toISOString() : undefined,
    activityId: query.get("activityId") || undefined,
  });
});
