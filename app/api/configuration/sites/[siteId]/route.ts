import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { getSite } from "@/lib/client/configuration";

export const GET = bffEndpoint(configurationApi.site, async ({ caller, params }) =>
  getSite(caller, params.siteId, true),
);
