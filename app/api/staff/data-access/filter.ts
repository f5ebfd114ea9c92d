import type { DataAccessFilter } from "@frontdesk/lib/bff/audit";
import type { QueryOf } from "@frontdesk/lib/api/endpoint";
import type { staffApi } from "@frontdesk/lib/api/staff";
import { instantOfSiteDateTime } from "@frontdesk/lib/venue/format";
import { venueSettingsFromEnv } from "@frontdesk/lib/server/venue-settings";
import { addCalendarDays } from "@frontdesk/lib/domain/calendar-days";

/**
 * The data-access audit's filter (the list, its pages and the CSV read it alike): `from` and `to` are
 * the venue's calendar days, both included, so they become the instants of the venue's midnights
 * (summer time included).
 */
export function dataAccessFilterOf({ from, to, ...filters }: QueryOf<typeof staffApi.dataAccess>): DataAccessFilter {
  const zone = { timeZone: venueSettingsFromEnv().timeZone };
  return {
    ...filters,
    since: from ? new Date(instantOfSiteDateTime(`${from}T00:00`, zone)) : undefined,
    until: to ? new Date(instantOfSiteDateTime(`${addCalendarDays(to, 1)}T00:00`, zone)) : undefined,
  };
}
