import { asc, sql } from "drizzle-orm";
import { members, statuses } from "../../db/schema";
import { PlatformError } from "../../http/errors";
import { route } from "../../http/route";
import { memberStatusMessages as m } from "../../../contract/configuration";
import * as declared from "./list-statuses.schema";

const columns = {
  id: statuses.id,
  description: statuses.description,
  backColourHex: statuses.backColourHex,
  textColourHex: statuses.textColourHex,
  collectSalesInvoices: statuses.collectSalesInvoices,
  treatMembersAsExpired: statuses.treatMembersAsExpired,
  freezeSubscriptions: statuses.freezeSubscriptions,
  prospectStatus: statuses.prospectStatus,
};

/** GET /api/configuration/statuses (sandbox-contract §5): every member status, by id. */
export const listStatuses = route(declared.listStatuses, async (ctx) => {
  const rows = await ctx.db.select(columns).from(statuses).orderBy(asc(statuses.id));
  return ctx.answer(200, rows);
});

/** GET /api/configuration/statuses/{statusId}: one status, id matched case-insensitively. */
export const getStatus = route(declared.getStatus, async (ctx) => {
  const { statusId } = ctx.input.params;
  const [row] = await ctx.db
    .select(columns)
    .from(statuses)
    .where(sql`lower(${statuses.id}) = lower(${statusId})`)
    .limit(1);
  if (!row) throw PlatformError.text(404, m.unknownId(statusId));
  return ctx.answer(200, row);
});

/** Extension: GET /api/configuration/statuses/{statusId}/member-count, for the confirmation of a behaviour change. */
export const getStatusMemberCount = route(declared.getStatusMemberCount, async (ctx) => {
  const { statusId } = ctx.input.params;
  const [row] = await ctx.db
    .select({ id: statuses.id })
    .from(statuses)
    .where(sql`lower(${statuses.id}) = lower(${statusId})`)
    .limit(1);
  if (!row) throw PlatformError.text(404, m.unknownId(statusId));
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(sql`${members.statusId} = ${row.id}`);
  return ctx.answer(200, { statusId: row.id, memberCount: Number(count.n) });
});
