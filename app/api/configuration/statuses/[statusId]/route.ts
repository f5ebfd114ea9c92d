import { bffRoute } from "@/lib/bff/route";
import { statusIdParam } from "@/lib/api/params";
import { requireUnchanged, versioned } from "@/lib/bff/versioned";
import { updateMemberStatusRequest } from "@/lib/contract/configuration";
import { getStatus, updateStatus } from "@/lib/client/configuration";

const statusPath = { statusId: statusIdParam };

export const GET = bffRoute({ roles: ["manager"], params: statusPath }, async ({ caller, params }) =>
  versioned(await getStatus(caller, params.statusId)),
);

/** Endpoint 8: merge update; 412 if the status changed since it was read; answers the status as now stored. */
export const PUT = bffRoute(
  { roles: ["manager"], params: statusPath, mutation: true, body: updateMemberStatusRequest },
  async ({ req, caller, params, body }) => {
    await requireUnchanged(req, () => getStatus(caller, params.statusId));
    await updateStatus(caller, params.statusId, body);
    return versioned(await getStatus(caller, params.statusId));
  },
);
