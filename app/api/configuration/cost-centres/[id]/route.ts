import { costCentreWordings } from "@/lib/bff/configuration-words";
import { bffRoute } from "@/lib/bff/route";
import { costCentreIdParam } from "@/lib/api/params";
import { updateCostCentreRequest } from "@/lib/contract/configuration";
import { listCostCentres, updateCostCentre } from "@/lib/client/configuration";
import { requireUnchanged } from "@/lib/bff/versioned";

/**
 * Endpoint 19: partial update, 204. 412 if the cost centre changed since it was read: its version is
 * that of its entry in the list (GET /api/configuration/cost-centres), the only read the platform has.
 */
export const PUT = bffRoute(
  {
    roles: ["manager"],
    params: { id: costCentreIdParam },
    mutation: true,
    body: updateCostCentreRequest,
    wordings: costCentreWordings,
  },
  async ({ req, caller, params, body }) => {
    await requireUnchanged(req, async () => (await listCostCentres(caller)).find((c) => c.id === params.id) ?? null);
    await updateCostCentre(caller, params.id, body);
  },
);
