import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { configuration } from "@/lib/platform/operations";

export const GET = bffEndpoint(configurationApi.site, async ({ caller, params }) =>
  callPlatform(caller, configuration.getSite, {
    params: { siteId: params.siteId },
    query: { includeFacilitiesAndAmenities: true ? "true" : undefined },
  }),
);
