import { prospectApi } from "@frontdesk/lib/api/prospects";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { prospects } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(prospectApi.search, async ({ caller, query }) =>
  callPlatform(caller, prospects.searchProspects, { query: { search: query.search ?? "", limit: query.limit ?? 10 } }),
);
