import { integratorApi } from "@/lib/api/integrators";
import { integratorWordings } from "@/lib/bff/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { createIntegrator, listIntegrators } from "@/lib/client/integrators";

export const GET = bffEndpoint(integratorApi.integrators, async ({ caller }) => listIntegrators(caller), {
  wordings: integratorWordings,
});

export const POST = bffEndpoint(
  integratorApi.createIntegrator,
  async ({ caller, body }) => Response.json(await createIntegrator(caller, body), { status: 201 }),
  { wordings: integratorWordings },
);
