import { operation } from "../http/operation";
import { prospectSearchResultSchema, prospectSearchQuerySchema } from "@frontdesk/lib/contract/prospects";
import { PlatformError } from "../http/errors";
import { queryValue } from "../http/input";

/** Board extension: find prospects to raise an interaction for (the PROSPECTS feature alone cannot search members). */
export const searchProspects = operation({
  method: "get",
  path: "/api/prospects/members",
  summary: "Search prospects",
  description:
    "Frontdesk extension (not in the spec). Members whose status has prospectStatus, matched by member id or by the start of the first, last or full name (case-insensitive), " +
    "ordered by last name, first name, id. No search gives the first prospects in that order. 400 plain text: limit must be between 1 and 50.",
  tags: ["Prospects"],
  products: [],
  features: ["PROSPECTS"],
  input: {
    query: {
      schema: prospectSearchQuerySchema,
      parse: (query: URLSearchParams) => {
        const rawLimit = queryValue(query, "limit");
        if (rawLimit !== undefined && (!/^\d+$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > 50))
          throw PlatformError.text(400, "limit must be between 1 and 50.");
        return {
          limit: rawLimit === undefined ? 10 : Number(rawLimit),
          search: (queryValue(query, "search") ?? "").toLowerCase(),
        };
      },
    },
  },
  responses: {
    200: { description: "Matching prospects", schema: prospectSearchResultSchema },
    400: { description: "Plain-text message" },
  },
});
