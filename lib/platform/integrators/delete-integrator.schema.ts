import { operation } from "../http/operation";
import { integratorPath } from "./integrator-record";

/** Soft delete: isActive false; the entry stays listed, its key no longer gets tokens and its tokens stop working at once. */
export const deleteIntegrator = operation({
  method: "delete",
  path: "/api/configuration/admin/integrators/:id",
  summary: "Soft-delete a global integrator",
  tags: ["Integrators"],
  features: ["ADMIN"],
  input: { params: integratorPath },
  responses: {
    204: { description: "Deactivated (isActive false); still listed; its tokens get 401 from now on" },
    404: { description: "Plain text: Integrator with ID {id} does not exist." },
  },
});
