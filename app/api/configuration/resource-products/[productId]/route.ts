import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { getResourceProduct } from "@/lib/client/configuration";

/** Endpoint 20. */
export const GET = bffEndpoint(configurationApi.resourceProduct, async ({ caller, params }) =>
  getResourceProduct(caller, params.productId),
);
