import { integratorWordings } from "@/lib/bff/configuration-words";
import { bffRoute } from "@/lib/bff/route";
import { integratorIdParam } from "@/lib/api/params";
import { activateIntegrator } from "@/lib/client/integrators";

/** A new key in plaintext, this once: never cached anywhere on the way. */
export const POST = bffRoute(
  { roles: ["admin"], params: { id: integratorIdParam }, mutation: true, wordings: integratorWordings },
  async ({ caller, params }) =>
    Response.json(await activateIntegrator(caller, params.id), { headers: { "cache-control": "no-store" } }),
);
