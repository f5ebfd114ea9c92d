import { eq, sql } from "drizzle-orm";
import { integrators } from "../db/schema";
import { route } from "../http/route";
import { forgetIntegrator } from "../http/integrator-access";
import { findIntegrator, hashKey, newKey, toGlobalIntegrator } from "./integrator-record";
import * as declared from "./activate-integrator.schema";

/** Issues a new key (shown once, stored as a hash) and makes the integrator active. */
export const activateIntegrator = route(declared.activateIntegrator, async ({ db, input, answer }) => {
  const key = newKey();
  const row = await db.transaction(async (tx) => {
    const existing = await findIntegrator(tx, input.params.id);
    const [updated] = await tx
      .update(integrators)
      .set({
        keyHash: hashKey(key),
        keyVersion: sql`${integrators.keyVersion} + 1`,
        isActive: true,
        keyIssuedOn: new Date(),
        modifiedOn: new Date(),
      })
      .where(eq(integrators.id, existing.id))
      .returning();
    return updated;
  });
  forgetIntegrator(row.id);
  return answer(200, { ...toGlobalIntegrator(row), key });
});
