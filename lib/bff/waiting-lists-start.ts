import type { WaitingListsStart } from "@/lib/contract/bookings";
import { can } from "@/lib/contract/roles";
import { bookingApi } from "@/lib/api/bookings";
import { callPlatform } from "@/lib/client/call-platform";
import type { Caller } from "@/lib/client/transport";
import { bookings } from "@/lib/platform/operations";

/**
 * The waiting-lists screen's first reads, made with the page (app/(staff)/bookings/waiting-lists) as its /api reads
 * would make them (the same platform calls, checked by the same declarations, for a role they let in): the activities,
 * and the day's sessions at `siteId` (else the first activity's site). Undefined for a role that may not read them.
 */
export async function getWaitingListsStart(
  caller: Caller,
  date: string,
  siteId?: string,
): Promise<WaitingListsStart | undefined> {
  if (!can(caller.role, bookingApi.activities.permission) || !can(caller.role, bookingApi.availability.permission))
    return undefined;
  const readAt = Date.now();
  const activities = await callPlatform(caller, bookings.listActivities, { query: {} });
  const site = siteId || activities[0]?.siteId;
  const query = bookingApi.availability.query.safeParse({ siteId: site, date });
  if (!site || !query.success) return { readAt, activities }; // the screen's own read says what is wrong
  const data = await callPlatform(caller, bookings.listAvailability, { query: query.data });
  return { readAt, activities, sessions: { siteId: site, date, data } };
}
