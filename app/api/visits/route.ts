import { visitApi } from "@/lib/api/visits";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { visits } from "@/lib/platform/operations";

export const GET = bffEndpoint(visitApi.siteVisits, ({ caller, query: { siteId, ...query } }) =>
  callPlatform(caller, visits.listSiteVisits, { params: { siteId }, query }),
);
