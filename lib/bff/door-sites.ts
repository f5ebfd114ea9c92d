import { and, eq, inArray } from "drizzle-orm";
import { appDatabase } from "@frontdesk/lib/app-db";
import { siteSettings, staffUsers } from "@frontdesk/lib/app-db/schema";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import type { Caller } from "@frontdesk/lib/client/transport";
import { configuration } from "@frontdesk/lib/platform/operations";

/**
 * The sites a door may be at (the platform's active sites, by name) and the staff member's home site, which the door
 * opens at. A home site that is no longer among them is no choice (null).
 */
export async function readDoorSites(caller: Caller) {
  const [sites, [staff]] = await Promise.all([
    callPlatform(caller, configuration.listSites),
    (await appDatabase())
      .select({ homeSiteId: staffUsers.homeSiteId })
      .from(staffUsers)
      .where(eq(staffUsers.id, caller.staffId))
      .limit(1),
  ]);
  const active = sites
    .filter((site) => site.isActive)
    .map((site) => ({ id: site.id, name: site.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const home = staff?.homeSiteId ?? null;
  const leaving = await sitesRecordingLeaving(active.map((site) => site.id));
  return {
    sites: active.map((site) => ({ ...site, recordsLeaving: leaving.has(site.id) })),
    homeSiteId: active.some((site) => site.id === home) ? home : null,
  };
}

/** The sites whose door records members leaving (a site setting): their who is in counts who is in the building. */
async function sitesRecordingLeaving(siteIds: readonly string[]): Promise<Set<string>> {
  if (siteIds.length === 0) return new Set();
  const rows = await (
    await appDatabase()
  )
    .select({ siteId: siteSettings.siteId })
    .from(siteSettings)
    .where(and(eq(siteSettings.recordsLeaving, true), inArray(siteSettings.siteId, [...siteIds])));
  return new Set(rows.map((r) => r.siteId));
}
