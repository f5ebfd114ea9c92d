import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { listAvailability } from "@/lib/client/bookings";
import { siteDayOf } from "./query";

/** A site's sessions on one day (?siteId=&date=yyyy-MM-dd) with places and waiting members. */
export const GET = bffRoute({ roles: memberRecordRoles }, async ({ caller, query }) => {
  const { siteId, date } = siteDayOf(query);
  return listAvailability(caller, siteId, date);
});
