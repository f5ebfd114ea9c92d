import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { listActivities } from "@/lib/client/bookings";

/** Every activity (optionally ?siteId=) with its kind, site and alert-list setting. */
export const GET = bffRoute({ roles: memberRecordRoles }, async ({ caller, query }) =>
  listActivities(caller, query.get("siteId") ?? undefined),
);
