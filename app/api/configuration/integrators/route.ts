import { integratorWordings } from "@/lib/bff/configuration-words";
import { bffRoute } from "@/lib/bff/route";
import { createIntegratorRequest } from "@/lib/contract/integrators";
import { createIntegrator, listIntegrators } from "@/lib/client/integrators";

export const GET = bffRoute({ roles: ["admin"], wordings: integratorWordings }, ({ caller }) =>
  listIntegrators(caller),
);

/** The screen creates global integrators only (no environment). */
export const POST = bffRoute(
  {
    roles: ["admin"],
    mutation: true,
    body: createIntegratorRequest.omit({ environmentId: true }),
    wordings: integratorWordings,
  },
  async ({ caller, body }) => Response.json(await createIntegrator(caller, body), { status: 201 }),
);
