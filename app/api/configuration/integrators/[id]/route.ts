import { integratorWordings } from "@/lib/bff/configuration-words";
import { bffRoute, positiveId } from "@/lib/bff/route";
import { deleteIntegrator } from "@/lib/client/integrators";

/** Soft delete: the integrator stays listed as deleted and its key stops getting tokens. */
export const DELETE = bffRoute({ roles: ["admin"], mutation: true, wordings: integratorWordings }, ({ caller, params }) => deleteIntegrator(caller, positiveId(params.id, "integrator id")));
