import { integratorApi } from "@frontdesk/lib/api/integrators";
import { integratorWordings } from "@frontdesk/lib/contract/configuration-words";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { integrators } from "@frontdesk/lib/platform/operations";

/** A new key in plaintext, this once: the answer is never cached anywhere on the way (no-store). */
export const POST = bffEndpoint(
  integratorApi.activateIntegrator,
  async ({ caller, params }) => callPlatform(caller, integrators.activateIntegrator, { params: { id: params.id } }),
  { wordings: integratorWordings },
);
