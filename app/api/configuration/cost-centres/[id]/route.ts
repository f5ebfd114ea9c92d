import { configurationApi } from "@frontdesk/lib/api/configuration";
import { costCentreWordings } from "@frontdesk/lib/contract/configuration-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { requireUnchanged } from "@frontdesk/lib/bff/versioned";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { configuration } from "@frontdesk/lib/platform/operations";

/**
 * Endpoint 19: partial update, 204. 412 if the cost centre changed since it was read: its version is
 * that of its entry in the list (GET /api/configuration/cost-centres), the only read the platform has.
 */
export const PUT = bffEndpoint(
  configurationApi.updateCostCentre,
  async ({ req, caller, params, body }) => {
    await requireUnchanged(
      req,
      async () => (await callPlatform(caller, configuration.listCostCentres)).find((c) => c.id === params.id) ?? null,
    );
    await callPlatform(caller, configuration.updateCostCentre, { params: { id: params.id }, body });
    return undefined;
  },
  { wordings: costCentreWordings },
);
