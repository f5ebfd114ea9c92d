import { asc } from "drizzle-orm";
import { sites } from "../../db/schema";
import { route } from "../../http/route";
import { renderSites } from "./site-resource";
import * as declared from "./list-sites.schema";

/** GET /api/configuration/sites (sandbox-contract §5): every site, inactive ones included, by id. */
export const listSites = route(declared.listSites, async (ctx) => {
  const rows = await ctx.db.select().from(sites).orderBy(asc(sites.id));
  return ctx.answer(200, await renderSites(ctx.db, rows, ctx.input.query.includeFacilitiesAndAmenities));
});
