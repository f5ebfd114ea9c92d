import { integratorWordings } from "@/lib/bff/configuration-words";
import { bffRoute, positiveId } from "@/lib/bff/route";
import { activateIntegrator } from "@/lib/client/integrators";

/** A new key in plaintext, this once: never cached anywhere on the way. */
export const POST = bffRoute({ roles: ["admin"], mutation: true, wordings: integratorWordings }, async ({ caller, params }) =>
  Response.json(await activateIntegrator(caller, positiveId(params.id, "integrator id")), { headers: { "cache-control": "no-store" } }),
);
