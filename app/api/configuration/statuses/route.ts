import { bffRoute } from "@/lib/bff/route";
import { listStatuses } from "@/lib/client/configuration";

/** Member statuses (managers). */
export const GET = bffRoute({ roles: ["manager"] }, async ({ caller }) => listStatuses(caller));
