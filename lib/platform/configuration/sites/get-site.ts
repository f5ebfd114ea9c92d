import { sql } from "drizzle-orm";
import { z } from "zod";
import { pathText } from "../../http/input";
import { sites } from "../../db/schema";
import { PlatformError } from "../../http/errors";
import { reply, route } from "../../http/route";
import { site, siteMessages } from "../../../contract/configuration";
import { renderSites, siteGate, siteQuery } from "./site-resource";

/** Endpoint 11: one site, id matched case-insensitively; inactive sites are returned too. */
export const getSite = route(
  {
    method: "get",
    path: "/api/configuration/sites/:siteId",
    summary: "Get a site",
    description:
      "Site. address, location and contact are always objects; addressLine2/3 null when unused; isActive true unless the inactive flag is set; " +
      "isWebVisible false unless set; openingDate truncated to midnight (UTC). organisations, images and socialMedia are null unless " +
      "includeFacilitiesAndAmenities is exactly the literal true; then they are arrays and amenities and facilities " +
      "(items: id, key, name, description, translations) are added. translations is always an array (type Site at top level, " +
      "SiteImage under images, SiteSocialMedia under socialMedia).",
    tags: ["Configuration: sites"],
    ...siteGate,
    // an unknown id is the 404 after the lookup, so the path id reaches the handler as sent
    input: { params: pathText(z.object({ siteId: z.string() })), query: siteQuery },
    responses: {
      200: { description: "The site", schema: site },
      404: { description: "Site ID '{siteId}' does not exist", kind: "text" },
    },
  },
  async (ctx) => {
    const { siteId } = ctx.input.params;
    const rows = await ctx.db
      .select()
      .from(sites)
      .where(sql`lower(${sites.id}) = lower(${siteId})`)
      .limit(1);
    if (rows.length === 0) throw PlatformError.text(404, siteMessages.unknownId(siteId));
    const [body] = await renderSites(ctx.db, rows, ctx.input.query.includeFacilitiesAndAmenities);
    return reply.json(body);
  },
);
