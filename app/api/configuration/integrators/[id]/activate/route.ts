import { integratorApi } from "@/lib/api/integrators";
import { integratorWordings } from "@/lib/bff/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { activateIntegrator } from "@/lib/client/integrators";

/** A new key in plaintext, this once: the answer is never cached anywhere on the way (no-store). */
export const POST = bffEndpoint(
  integratorApi.activateIntegrator,
  async ({ caller, params }) => activateIntegrator(caller, params.id),
  { wordings: integratorWordings },
);
