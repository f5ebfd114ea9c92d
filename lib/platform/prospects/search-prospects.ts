import { and, asc, eq, or, sql } from "drizzle-orm";
import { members, statuses } from "../db/schema";
import { route } from "../http/route";
import * as declared from "./search-prospects.schema";

/** Board extension: find prospects to raise an interaction for (the PROSPECTS feature alone cannot search members). */
export const searchProspects = route(declared.searchProspects, async (ctx) => {
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
  return ctx.answer(200, rows);
});
