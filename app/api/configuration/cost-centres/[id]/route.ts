import { bffRoute } from "@/lib/bff/route";
import { updateCostCentreRequest } from "@/lib/contract/configuration";
import { updateCostCentre } from "@/lib/client/configuration";

/** Endpoint 19: partial update, 204. */
export const PUT = bffRoute({ roles: ["manager"], mutation: true, body: updateCostCentreRequest }, async ({ caller, params, body }) => {
  await updateCostCentre(caller, params.id, body);
});
