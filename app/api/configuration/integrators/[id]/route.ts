import { integratorWordings } from "@/lib/bff/configuration-words";
import { bffRoute } from "@/lib/bff/route";
import { integratorIdParam } from "@/lib/api/params";
import { deleteIntegrator } from "@/lib/client/integrators";

/** Soft delete: the integrator stays listed as deleted and its key stops getting tokens. */
export const DELETE = bffRoute(
  { roles: ["admin"], params: { id: integratorIdParam }, mutation: true, wordings: integratorWordings },
  ({ caller, params }) => deleteIntegrator(caller, params.id),
);
