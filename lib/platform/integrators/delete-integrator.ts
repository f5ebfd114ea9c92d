import { eq } from "drizzle-orm";
import { integrators } from "../db/schema";
import { reply, route } from "../http/route";
import { forgetIntegrator } from "../http/integrator-access";
import { findIntegrator, integratorPath } from "./integrator-record";

/** Soft delete: isActive false; the entry stays listed, its key no longer gets tokens and its tokens stop working at once. */
export const deleteIntegrator = route(
  {
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
  },
  async ({ db, input }) => {
    const id = await db.transaction(async (tx) => {
      const existing = await findIntegrator(tx, input.params.id);
      await tx
        .update(integrators)
        .set({ isActive: false, modifiedOn: new Date() })
        .where(eq(integrators.id, existing.id));
      return existing.id;
    });
    forgetIntegrator(id);
    return reply.empty(204);
  },
);
