import { bffRoute } from "@/lib/bff/route";
import { siteIdParam } from "@/lib/api/params";
import { getSite } from "@/lib/client/configuration";

/** Endpoint 11 with facilities and amenities (the detail screen shows everything). */
export const GET = bffRoute({ roles: ["manager"], params: { siteId: siteIdParam } }, async ({ caller, params }) =>
  getSite(caller, params.siteId, true),
);
