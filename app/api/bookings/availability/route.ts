import { memberRecordRoles } from "@/lib/auth/roles";
import { availabilityQuery } from "@/lib/contract/bookings";
import { bffRoute, parseInput } from "@/lib/bff/route";
import { listAvailability } from "@/lib/client/bookings";

/** A site's sessions on one day (?siteId=&date=yyyy-MM-dd) with places and waiting members. */
export const GET = bffRoute({ roles: memberRecordRoles }, async ({ caller, query }) => {
  const { siteId, date } = parseInput(availabilityQuery, { siteId: query.get("siteId") ?? "", date: query.get("date") ?? "" });
  return listAvailability(caller, siteId, date);
});
