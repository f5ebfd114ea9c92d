import { bffRoute } from "@/lib/bff/route";
import { productIdParam } from "@/lib/api/params";
import { getResourceProduct } from "@/lib/client/configuration";

/** Endpoint 20. */
export const GET = bffRoute({ roles: ["manager"], params: { productId: productIdParam } }, async ({ caller, params }) =>
  getResourceProduct(caller, params.productId),
);
