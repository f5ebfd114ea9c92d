import { configurationApi } from "@frontdesk/lib/api/configuration";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

/** Endpoint 20. */
export const GET = bffEndpoint(configurationApi.resourceProduct, async ({ caller, params }) =>
  callPlatform(caller, configuration.getResourceProductById, { params: { productId: params.productId } }),
);
