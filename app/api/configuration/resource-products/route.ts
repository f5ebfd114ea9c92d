import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { listResourceProducts } from "@/lib/client/configuration";

/** The genuine resource products with their weekly opening times. */
export const GET = bffEndpoint(configurationApi.resourceProducts, async ({ caller }) => listResourceProducts(caller));
