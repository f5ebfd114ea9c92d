import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { configuration } from "@/lib/platform/operations";

/** Endpoint 20. */
export const GET = bffEndpoint(configurationApi.resourceProduct, async ({ caller, params }) =>
  callPlatform(caller, configuration.getResourceProductById, { params: { productId: params.productId } }),
);
