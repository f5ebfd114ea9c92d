import { GET as sheetRoute } from "@/app/api/booking-sheets/route";
import { GET as sitesRoute } from "@/app/api/configuration/sites/route";
import { visibleRange } from "@/components/booking-sheets/sheet-range";
import type { StaffSession } from "@frontdesk/lib/auth/session";
import { cacheState } from "../server-reads";

/**
 * The sheet's first reads, made with the page by its routes' own reads (their refusals included): the sites, then
 * the week of `today`'s sheet of the first active site (the one the screen opens on), so the first paint shows the sheet.
 * Each under its route's read's key (`read`), the one the screen's hook makes from the same declaration and input.
 */
export async function sheetFirstReads(session: StaffSession, today: string) {
  const { from, to } = visibleRange("week", today);
  const sites = await sitesRoute.readAs(session);
  const siteId = sites?.find((s) => s.isActive)?.id;
  const sheet = siteId ? await sheetRoute.readAs(session, { query: { siteId, from, to } }) : undefined;
  return cacheState([
    [sitesRoute.read()[0], sites],
    [sheetRoute.read({ query: { siteId: siteId ?? "", from, to } })[0], sheet],
  ]);
}
