import { GET as activitiesRoute } from "@/app/api/bookings/activities/route";
import { GET as availabilityRoute } from "@/app/api/bookings/availability/route";
import type { StaffSession } from "@frontdesk/lib/auth/session";
import { cacheState } from "../../server-reads";

/**
 * The screen's first reads, made with the page by its routes' own reads (their refusals and parsing included): the
 * activities, and the day's sessions at the site asked for (else the first activity's, the one the screen opens on),
 * so the first paint shows the sessions.
 */
export async function waitingListsFirstReads(session: StaffSession, date: string, siteId?: string) {
  const activities = await activitiesRoute.readAs(session, { query: {} });
  const site = siteId || activities?.[0]?.siteId;
  const sessions = site ? await availabilityRoute.readAs(session, { query: { siteId: site, date } }) : undefined;
  return cacheState([
    [activitiesRoute.read({ query: {} })[0], activities],
    [availabilityRoute.read({ query: { siteId: site ?? "", date } })[0], sessions],
  ]);
}
