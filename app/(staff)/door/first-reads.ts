import { GET as sitesRoute } from "@/app/api/visits/sites/route";
import { GET as dayRoute } from "@/app/api/visits/route";
import type { StaffSession } from "@frontdesk/lib/auth/session";
import { cacheState } from "../server-reads";
import { whoIsInPage } from "@/components/visits/visit-keys";

/**
 * The door's first reads, made with the page by its routes' own reads: the sites, then who is in today at the staff
 * member's home site (else the first), the site the screen opens at unless this desk chose another. Each under its
 * route's read's key, the one the screen's hook makes from the same declaration and input.
 */
export async function doorFirstReads(session: StaffSession) {
  const sites = await sitesRoute.readAs(session);
  const siteId = sites?.homeSiteId ?? sites?.sites[0]?.id;
  const query = { siteId: siteId ?? "", limit: whoIsInPage };
  const day = siteId ? await dayRoute.readAs(session, { query }) : undefined;
  return cacheState([
    [sitesRoute.read()[0], sites],
    [dayRoute.read({ query })[0], day],
  ]);
}
