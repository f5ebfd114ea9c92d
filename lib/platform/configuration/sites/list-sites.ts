import { asc } from "drizzle-orm";
import { z } from "zod";
import { sites } from "../../db/schema";
import { reply, route } from "../../http/route";
import { site } from "../../../contract/configuration";
import { renderSites, siteGate, siteQuery } from "./site-resource";

/** GET /api/configuration/sites (sandbox-contract §5): every site, inactive ones included, by id. */
export const listSites = route(
  {
    method: "get",
    path: "/api/configuration/sites",
    summary: "List sites",
    description:
      "Array of Site ordered by id, inactive sites included. includeFacilitiesAndAmenities=true gives the richer shape as on the single read.",
    tags: ["Configuration: sites"],
    ...siteGate,
    input: { query: siteQuery },
    responses: { 200: { description: "The sites", schema: z.array(site) } },
  },
  async (ctx) => {
    const rows = await ctx.db.select().from(sites).orderBy(asc(sites.id));
    return reply.json(await renderSites(ctx.db, rows, ctx.input.query.includeFacilitiesAndAmenities));
  },
);
