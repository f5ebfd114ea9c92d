import { configurationApi } from "@/lib/api/configuration";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { getStatus, updateStatus } from "@/lib/client/configuration";

export const GET = bffEndpoint(configurationApi.status, async ({ caller, params }) =>
  getStatus(caller, params.statusId),
);

export const PUT = bffEndpoint(configurationApi.updateStatus, async ({ req, caller, params, body }) => {
  await requireUnchanged(req, () => getStatus(caller, params.statusId));
  await updateStatus(caller, params.statusId, body);
  return getStatus(caller, params.statusId);
});
