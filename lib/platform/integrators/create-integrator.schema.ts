import { operation } from "../http/operation";
import { globalIntegrator, createIntegratorRequest } from "@frontdesk/lib/contract/integrators";

export const createIntegrator = operation({
  method: "post",
  path: "/api/configuration/admin/integrators",
  summary: "Create a global or private integrator",
  description:
    "Created active, with no key: activation issues the key. Rate limits are 0 (unlimited) when not supplied. Validation failures are a problem document keyed by field. " +
    "Sandbox extension: with environmentId (an existing environment; the fixtures manifest names one) the integrator is private (isGlobal false, " +
    "never listed among the global integrators) and may obtain member tokens at /connect/token with member_id. Activation and delete are the same calls.",
  tags: ["Integrators"],
  features: ["ADMIN"],
  errorKind: "problem",
  input: { body: createIntegratorRequest },
  responses: {
    201: { description: "The new integrator", schema: globalIntegrator },
    400: { description: "Validation problem document" },
  },
});
