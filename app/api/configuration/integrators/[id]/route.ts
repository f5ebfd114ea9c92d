import { integratorApi } from "@/lib/api/integrators";
import { integratorWordings } from "@/lib/bff/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { deleteIntegrator } from "@/lib/client/integrators";

export const DELETE = bffEndpoint(
  integratorApi.deleteIntegrator,
  async ({ caller, params }) => {
    await deleteIntegrator(caller, params.id);
    return undefined;
  },
  { wordings: integratorWordings },
);
