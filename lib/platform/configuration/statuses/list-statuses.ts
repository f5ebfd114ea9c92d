import { asc, sql } from "drizzle-orm";
import { z } from "zod";
import { members, statuses } from "../../db/schema";
import { PlatformError } from "../../http/errors";
import { pathText } from "../../http/input";
import { reply, route } from "../../http/route";
import {
  memberStatus,
  memberStatusMessages as m,
  statusMemberCount,
  type MemberStatus,
  type StatusMemberCount,
} from "../../../contract/configuration";

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
export const listStatuses = route(
  {
    method: "get",
    path: "/api/configuration/statuses",
    summary: "List member statuses",
    description:
      "Array of MemberStatus ordered by id. Colours are #RRGGBB upper-case, or an empty string for no colour.",
    tags: ["Configuration: statuses"],
    products: ["FOH"],
    features: ["FOHGENERIC"],
    responses: { 200: { description: "The member statuses", schema: z.array(memberStatus) } },
  },
  async (ctx) => {
    const rows: MemberStatus[] = await ctx.db.select(columns).from(statuses).orderBy(asc(statuses.id));
    return reply.json(rows);
  },
);

/** GET /api/configuration/statuses/{statusId}: one status, id matched case-insensitively. */
export const getStatus = route(
  {
    method: "get",
    path: "/api/configuration/statuses/:statusId",
    summary: "Get a member status",
    description:
      "MemberStatus; statusId is matched case-insensitively. 404 plain text 'Status ID {statusId} does not exist' when unknown.",
    tags: ["Configuration: statuses"],
    products: ["FOH"],
    features: ["FOHGENERIC"],
    // an unknown id is the 404 after the lookup, so the path id reaches the handler as sent
    input: { params: pathText(z.object({ statusId: z.string() })) },
    responses: {
      200: { description: "The member status", schema: memberStatus },
      404: { description: "Status ID {statusId} does not exist", kind: "text" },
    },
  },
  async (ctx) => {
    const { statusId } = ctx.input.params;
    const [row] = await ctx.db
      .select(columns)
      .from(statuses)
      .where(sql`lower(${statuses.id}) = lower(${statusId})`)
      .limit(1);
    if (!row) throw PlatformError.text(404, m.unknownId(statusId));
    return reply.json(row satisfies MemberStatus);
  },
);

/** Extension: GET /api/configuration/statuses/{statusId}/member-count, for the confirmation of a behaviour change. */
export const getStatusMemberCount = route(
  {
    method: "get",
    path: "/api/configuration/statuses/:statusId/member-count",
    summary: "Count the members holding a status (extension)",
    description:
      "{statusId, memberCount}: the members whose status is this one (statusId matched case-insensitively). 404 plain text 'Status ID {statusId} does not exist' when unknown.",
    tags: ["Configuration: statuses"],
    products: ["FOH"],
    features: ["FOHGENERIC"],
    input: { params: pathText(z.object({ statusId: z.string() })) },
    responses: {
      200: { description: "The count", schema: statusMemberCount },
      404: { description: "Status ID {statusId} does not exist", kind: "text" },
    },
  },
  async (ctx) => {
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
    return reply.json({ statusId: row.id, memberCount: Number(count.n) } satisfies StatusMemberCount);
  },
);
