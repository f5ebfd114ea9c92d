import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { integrators } from "../db/schema";
import { reply, route } from "../http/route";
import { globalIntegrator } from "@/lib/contract/integrators";
import { toGlobalIntegrator } from "./integrator-record";

/** Endpoint 15: every global integrator, active and inactive, by name; private ones never appear. */
export const listIntegrators = route(
  {
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
  },
  async ({ db }) => {
    const rows = await db
      .select()
      .from(integrators)
      .where(eq(integrators.isGlobal, true))
      .orderBy(asc(integrators.name), asc(integrators.id));
    return reply.json(rows.map(toGlobalIntegrator));
  },
);
