import { operation } from "../http/operation";
import { activatedIntegrator } from "@frontdesk/lib/contract/integrators";
import { integratorPath } from "./integrator-record";

/** Issues a new key (shown once, stored as a hash) and makes the integrator active. */
export const activateIntegrator = operation({
  method: "post",
  path: "/api/configuration/admin/integrators/:id/activate",
  summary: "Activate a global integrator and issue its key",
  description:
    "The plaintext key is in this response only; it is stored as a SHA-256 hash. Activating again replaces the key and reactivates a soft-deleted integrator: the old key and every token issued under it stop working at once (401).",
  tags: ["Integrators"],
  features: ["ADMIN"],
  input: { params: integratorPath },
  responses: {
    200: { description: "The integrator plus key", schema: activatedIntegrator },
    404: { description: "Plain text: Integrator with ID {id} does not exist." },
  },
});
