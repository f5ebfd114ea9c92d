import { operation } from "../../http/operation";
import { site } from "../../../contract/configuration";
import { z } from "zod";
import { siteQuery, siteGate } from "./site-resource";

/** GET /api/configuration/sites (sandbox-contract §5): every site, inactive ones included, by id. */
export const listSites = operation({
  method: "get",
  path: "/api/configuration/sites",
  summary: "List sites",
  description:
    "Array of Site ordered by id, inactive sites included. includeFacilitiesAndAmenities=true gives the richer shape as on the single read.",
  tags: ["Configuration: sites"],
  ...siteGate,
  input: { query: siteQuery },
  responses: { 200: { description: "The sites", schema: z.array(site) } },
});
