import { integratorApi } from "@/lib/api/integrators";
import { integratorWordings } from "@/lib/contract/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { integrators } from "@/lib/platform/operations";

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
