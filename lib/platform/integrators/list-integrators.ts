import { asc, eq } from "drizzle-orm";
import { integrators } from "../db/schema";
import { route } from "../http/route";
import { toGlobalIntegrator } from "./integrator-record";
import * as declared from "./list-integrators.schema";

/** Endpoint 15: every global integrator, active and inactive, by name; private ones never appear. */
export const listIntegrators = route(declared.listIntegrators, async ({ db, answer }) => {
  const rows = await db
    .select()
    .from(integrators)
    .where(eq(integrators.isGlobal, true))
    .orderBy(asc(integrators.name), asc(integrators.id));
  return answer(200, rows.map(toGlobalIntegrator));
});
