import { bffRoute } from "@/lib/bff/route";
import { getResourceProduct } from "@/lib/client/configuration";

/** Endpoint 20. */
export const GET = bffRoute({ roles: ["manager"] }, async ({ caller, params }) => getResourceProduct(caller, params.productId));
