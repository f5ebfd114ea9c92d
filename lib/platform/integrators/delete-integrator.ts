import { eq } from "drizzle-orm";
import { integrators } from "../db/schema";
import { route } from "../http/route";
import { forgetIntegrator } from "../http/integrator-access";
import { findIntegrator } from "./integrator-record";
import * as declared from "./delete-integrator.schema";

/** Soft delete: isActive false; the entry stays listed, its key no longer gets tokens and its tokens stop working at once. */
export const deleteIntegrator = route(declared.deleteIntegrator, async ({ db, input, empty }) => {
  const id = await db.transaction(async (tx) => {
    const existing = await findIntegrator(tx, input.params.id);
    await tx
      .update(integrators)
      .set({ isActive: false, modifiedOn: new Date() })
      .where(eq(integrators.id, existing.id));
    return existing.id;
  });
  forgetIntegrator(id);
  return empty(204);
});
