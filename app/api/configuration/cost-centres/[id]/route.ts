import { configurationApi } from "@/lib/api/configuration";
import { costCentreWordings } from "@/lib/bff/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { listCostCentres, updateCostCentre } from "@/lib/client/configuration";
import { requireUnchanged } from "@/lib/bff/versioned";

/**
 * Endpoint 19: partial update, 204. 412 if the cost centre changed since it was read: its version is
 * that of its entry in the list (GET /api/configuration/cost-centres), the only read the platform has.
 */
export const PUT = bffEndpoint(
  configurationApi.updateCostCentre,
  async ({ req, caller, params, body }) => {
    await requireUnchanged(req, async () => (await listCostCentres(caller)).find((c) => c.id === params.id) ?? null);
    await updateCostCentre(caller, params.id, body);
    return undefined;
  },
  { wordings: costCentreWordings },
);
