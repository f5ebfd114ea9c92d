import { asc } from "drizzle-orm";
import { costCentres } from "../../db/schema";
import { route } from "../../http/route";
import * as declared from "./list-cost-centres.schema";

/** GET /api/configuration/cost-centres (sandbox-contract §5): [{ id, description, reference }] by id. */
export const listCostCentres = route(declared.listCostCentres, async (ctx) => {
  const rows = await ctx.db
    .select({ id: costCentres.id, description: costCentres.description, reference: costCentres.reference })
    .from(costCentres)
    .orderBy(asc(costCentres.id));
  return ctx.answer(200, rows);
});
