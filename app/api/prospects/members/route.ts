import { prospectApi } from "@/lib/api/prospects";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { prospects } from "@/lib/platform/operations";

export const GET = bffEndpoint(prospectApi.search, async ({ caller, query }) =>
  callPlatform(caller, prospects.searchProspects, { query: { search: query.search ?? "", limit: query.limit ?? 10 } }),
);
