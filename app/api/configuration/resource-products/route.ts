import { configurationApi } from "@frontdesk/lib/api/configuration";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

/** The genuine resource products with their weekly opening times. */
export const GET = bffEndpoint(configurationApi.resourceProducts, async ({ caller }) =>
  callPlatform(caller, configuration.listResourceProducts),
);
