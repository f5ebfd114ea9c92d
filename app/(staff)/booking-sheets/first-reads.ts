import { GET as sheetRoute } from "@/app/api/booking-sheets/route";
import { GET as sitesRoute } from "@/app/api/configuration/sites/route";
import { sheetKeys } from "@/components/booking-sheets/sheet-keys";
import { visibleRange } from "@/components/booking-sheets/sheet-range";
import type { StaffSession } from "@/lib/auth/session";
import { cacheState } from "../server-reads";

/**
 * The sheet's first reads, made with the page by its routes' own reads (their refusals included): the sites, then
 * the week of `today`'s sheet of the first active site (the one the screen opens on), so the first paint shows the sheet.
 */
export async function sheetFirstReads(session: StaffSession, today: string) {
  const { from, to } = visibleRange("week", today);
  const sites = await sitesRoute.readAs(session);
  const siteId = sites?.find((s) => s.isActive)?.id;
  const sheet = siteId ? await sheetRoute.readAs(session, { query: { siteId, from, to } }) : undefined;
  return cacheState([
    [sheetKeys.sites, sites],
    [sheetKeys.sheet(siteId ?? "", from, to), sheet],
  ]);
}
