import { operation } from "../http/operation";
import { globalIntegrator } from "@frontdesk/lib/contract/integrators";
import { z } from "zod";

/** Endpoint 15: every global integrator, active and inactive, by name; private ones never appear. */
export const listIntegrators = operation({
  method: "get",
  path: "/api/configuration/admin/integrators",
  summary: "List global integrators",
  description:
    "No parameters, filters or paging. No key or key prefix is ever returned. 403 with an empty body is checked before anything is read.",
  tags: ["Integrators"],
  features: ["ADMIN"],
  responses: {
    200: {
      description: "Active and inactive global integrators sorted by name ascending",
      schema: z.array(globalIntegrator),
    },
    500: { description: "Empty body" },
  },
});
