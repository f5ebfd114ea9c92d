import { integratorApi } from "@frontdesk/lib/api/integrators";
import { integratorWordings } from "@frontdesk/lib/contract/configuration-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { integrators } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(
  integratorApi.integrators,
  async ({ caller }) => callPlatform(caller, integrators.listIntegrators),
  {
    wordings: integratorWordings,
  },
);

export const POST = bffEndpoint(
  integratorApi.createIntegrator,
  async ({ caller, body }) =>
    Response.json(await callPlatform(caller, integrators.createIntegrator, { body }), { status: 201 }),
  { wordings: integratorWordings },
);
