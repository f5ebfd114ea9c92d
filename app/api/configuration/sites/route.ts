import { bffRoute } from "@/lib/bff/route";
import { listSites } from "@/lib/client/configuration";

/** Every site, inactive ones included (managers). */
export const GET = bffRoute({ roles: ["manager"] }, async ({ caller }) => listSites(caller));
