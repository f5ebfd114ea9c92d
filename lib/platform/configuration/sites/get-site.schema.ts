import { operation } from "../../http/operation";
import { site } from "../../../contract/configuration";
import { siteQuery, siteGate } from "./site-resource";
import { z } from "zod";
import { pathText } from "../../http/input";

/** Endpoint 11: one site, id matched case-insensitively; inactive sites are returned too. */
export const getSite = operation({
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
});
