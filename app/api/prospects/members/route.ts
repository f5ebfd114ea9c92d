import { prospectApi } from "@/lib/api/prospects";
import { bffEndpoint } from "@/lib/bff/route";
import { searchProspects } from "@/lib/client/prospects";

export const GET = bffEndpoint(prospectApi.search, async ({ caller, query }) =>
  searchProspects(caller, query.search ?? "", query.limit ?? 10),
);
