import { eq, sql } from "drizzle-orm";
import { integrators } from "../db/schema";
import { reply, route } from "../http/route";
import { forgetIntegrator } from "../http/integrator-access";
import { activatedIntegrator } from "@/lib/contract/integrators";
import { findIntegrator, hashKey, integratorPath, newKey, toGlobalIntegrator } from "./integrator-record";

/** Issues a new key (shown once, stored as a hash) and makes the integrator active. */
export const activateIntegrator = route(
  {
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
  },
  async ({ db, input }) => {
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
    return reply.json({ ...toGlobalIntegrator(row), key });
  },
);
