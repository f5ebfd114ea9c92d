import { and, asc, eq, or, sql } from "drizzle-orm";
import { prospectSearchQuerySchema, prospectSearchResultSchema } from "@/lib/contract/prospects";
import { members, statuses } from "../db/schema";
import { PlatformError } from "../http/errors";
import { queryValue } from "../http/input";
import { reply, route } from "../http/route";

/** Board extension: find prospects to raise an interaction for (the PROSPECTS feature alone cannot search members). */
export const searchProspects = route(
  {
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
  },
  async (ctx) => {
    const { limit, search } = ctx.input.query;
    const pattern = `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = search
      ? or(
          /^\d{1,9}$/.test(search) ? eq(members.id, Number(search)) : undefined,
          sql`lower(${members.firstName}) LIKE ${pattern}`,
          sql`lower(${members.lastName}) LIKE ${pattern}`,
          sql`lower(${members.firstName} || ' ' || ${members.lastName}) LIKE ${pattern}`,
        )
      : undefined;
    const rows = await ctx.db
      .select({
        memberId: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        status: members.statusId,
      })
      .from(members)
      .innerJoin(statuses, eq(statuses.id, members.statusId))
      .where(and(eq(statuses.prospectStatus, true), match))
      .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id))
      .limit(limit);
    return reply.json(rows);
  },
);
