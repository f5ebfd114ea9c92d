import { integratorApi } from "@/lib/api/integrators";
import { integratorWordings } from "@/lib/contract/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { integrators } from "@/lib/platform/operations";

export const DELETE = bffEndpoint(
  integratorApi.deleteIntegrator,
  async ({ caller, params }) => {
    await callPlatform(caller, integrators.deleteIntegrator, { params: { id: params.id } });
    return undefined;
  },
  { wordings: integratorWordings },
);
