import { integratorApi } from "@/lib/api/integrators";
import { integratorWordings } from "@/lib/contract/configuration-words";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { integrators } from "@/lib/platform/operations";

/** A new key in plaintext, this once: the answer is never cached anywhere on the way (no-store). */
export const POST = bffEndpoint(
  integratorApi.activateIntegrator,
  async ({ caller, params }) => callPlatform(caller, integrators.activateIntegrator, { params: { id: params.id } }),
  { wordings: integratorWordings },
);
