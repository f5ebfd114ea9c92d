import { integratorApi } from "@frontdesk/lib/api/integrators";
import { integratorWordings } from "@frontdesk/lib/contract/configuration-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { integrators } from "@frontdesk/lib/platform/operations";

export const DELETE = bffEndpoint(
  integratorApi.deleteIntegrator,
  async ({ caller, params }) => {
    await callPlatform(caller, integrators.deleteIntegrator, { params: { id: params.id } });
    return undefined;
  },
  { wordings: integratorWordings },
);
