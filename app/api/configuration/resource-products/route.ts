import { bffRoute } from "@/lib/bff/route";
import { listResourceProducts } from "@/lib/client/configuration";

/** The genuine resource products with their weekly opening times (managers). */
export const GET = bffRoute({ roles: ["manager"] }, async ({ caller }) => listResourceProducts(caller));
