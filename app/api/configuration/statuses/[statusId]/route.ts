import { bffRoute } from "@/lib/bff/route";
import { updateMemberStatusRequest } from "@/lib/contract/configuration";
import { getStatus, updateStatus } from "@/lib/client/configuration";

export const GET = bffRoute({ roles: ["manager"] }, async ({ caller, params }) => getStatus(caller, params.statusId));

/** Endpoint 8: merge update; answers the status as now stored. */
export const PUT = bffRoute({ roles: ["manager"], mutation: true, body: updateMemberStatusRequest }, async ({ caller, params, body }) => {
  await updateStatus(caller, params.statusId, body);
  return getStatus(caller, params.statusId);
});
