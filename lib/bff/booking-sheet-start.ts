import type { SheetStart } from "@/lib/contract/booking-sheets";
import { can } from "@/lib/contract/roles";
import { bookingSheetApi } from "@/lib/api/booking-sheets";
import { configurationApi } from "@/lib/api/configuration";
import { callPlatform } from "@/lib/client/call-platform";
import type { Caller } from "@/lib/client/transport";
import { bookingSheets, configuration } from "@/lib/platform/operations";

/**
 * The booking sheet's first reads, made with the page (app/(staff)/booking-sheets) as its /api reads would make
 * them (the same platform calls, for a role their declarations let in): the sites, and the sheet of the first active
 * site over `from`-`to` (the screen's first view). Undefined for a role that may not read them.
 */
export async function getSheetStart(caller: Caller, from: string, to: string): Promise<SheetStart | undefined> {
  if (!can(caller.role, configurationApi.sites.permission) || !can(caller.role, bookingSheetApi.sheet.permission))
    return undefined;
  const readAt = Date.now();
  const sites = await callPlatform(caller, configuration.listSites);
  const siteId = sites.find((s) => s.isActive)?.id;
  if (!siteId) return { readAt, sites };
  const data = await callPlatform(caller, bookingSheets.getBookingSheet, { query: { siteId, from, to } });
  return { readAt, sites, sheet: { siteId, from, to, data } };
}
