import { configurationApi } from "@frontdesk/lib/api/configuration";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { requireUnchanged } from "@frontdesk/lib/bff/versioned";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(configurationApi.status, async ({ caller, params }) =>
  callPlatform(caller, configuration.getStatus, { params: { statusId: params.statusId } }),
);

export const PUT = bffEndpoint(configurationApi.updateStatus, async ({ req, caller, params, body }) => {
  await requireUnchanged(req, () =>
    callPlatform(caller, configuration.getStatus, { params: { statusId: params.statusId } }),
  );
  await callPlatform(caller, configuration.updateStatus, { params: { statusId: params.statusId }, body });
  return callPlatform(caller, configuration.getStatus, { params: { statusId: params.statusId } });
});
