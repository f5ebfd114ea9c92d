import { sql } from "drizzle-orm";
import { sites } from "../../db/schema";
import { PlatformError } from "../../http/errors";
import { route } from "../../http/route";
import { siteMessages } from "../../../contract/configuration";
import { renderSites } from "./site-resource";
import * as declared from "./get-site.schema";

/** Endpoint 11: one site, id matched case-insensitively; inactive sites are returned too. */
export const getSite = route(declared.getSite, async (ctx) => {
  const { siteId } = ctx.input.params;
  const rows = await ctx.db
    .select()
    .from(sites)
    .where(sql`lower(${sites.id}) = lower(${siteId})`)
    .limit(1);
  if (rows.length === 0) throw PlatformError.text(404, siteMessages.unknownId(siteId));
  const [body] = await renderSites(ctx.db, rows, ctx.input.query.includeFacilitiesAndAmenities);
  return ctx.answer(200, body);
});
