import { bffRoute, positiveId } from "@/lib/bff/route";
import { deleteIntegrator } from "@/lib/client/integrators";

/** Soft delete: the integrator stays listed as deleted and its key stops getting tokens. */
export const DELETE = bffRoute({ roles: ["admin"], mutation: true }, ({ caller, params }) => deleteIntegrator(caller, positiveId(params.id, "integrator id")));
