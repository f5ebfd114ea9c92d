import { eq } from "drizzle-orm";
import { integrators } from "../db/schema";
import { reply, route } from "../http/route";
import { findIntegrator } from "./integrator-record";

/** Soft delete: isActive false; the entry stays listed and its key no longer gets tokens. */
export const deleteIntegrator = route(
  {
    method: "delete",
    path: "/api/configuration/admin/integrators/:id",
    summary: "Soft-delete a global integrator",
    tags: ["Integrators"],
    features: ["ADMIN"],
    responses: {
      204: { description: "Deactivated (isActive false); still listed" },
      404: { description: "Plain text: Integrator with ID {id} does not exist." },
    },
  },
  async ({ db, params }) => {
    await db.transaction(async (tx) => {
      const existing = await findIntegrator(tx, params.id);
      await tx.update(integrators).set({ isActive: false, modifiedOn: new Date() }).where(eq(integrators.id, existing.id));
    });
    return reply.empty(204);
  },
);
