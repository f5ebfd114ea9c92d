import { visitApi } from "@frontdesk/lib/api/visits";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { visits } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(visitApi.siteVisits, ({ caller, query: { siteId, ...query } }) =>
  callPlatform(caller, visits.listSiteVisits, { params: { siteId }, query }),
);
