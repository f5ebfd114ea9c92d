import { bffRoute } from "@/lib/bff/route";
import { listCostCentres } from "@/lib/client/configuration";

/** Cost centres (managers). */
export const GET = bffRoute({ roles: ["manager"] }, async ({ caller }) => listCostCentres(caller));
