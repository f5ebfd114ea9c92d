import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { configuration } from "@/lib/platform/operations";

/** The genuine resource products with their weekly opening times. */
export const GET = bffEndpoint(configurationApi.resourceProducts, async ({ caller }) =>
  callPlatform(caller, configuration.listResourceProducts),
);
