import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { members, statuses } from "../db/schema";
import { PlatformError } from "../http/errors";
import { reply, route } from "../http/route";
import { memberSearchQuery, memberSearchResult, type MemberSearchItem } from "@/lib/contract/members";

/** Finding a member and reading the overview: front desk staff, and sales (prospects are members). */
export const frontDeskGate = { products: ["FOH"], features: ["FOHGENERIC", "PROSPECTS"] };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, "\\$&");
/** lower(column) LIKE 'prefix%': served by the lower(...) text_pattern_ops indexes. */
const startsWith = (column: AnyPgColumn, prefix: string) => sql`lower(${column}) LIKE ${`${escapeLike(prefix)}%`}`;

function intParam(raw: string | null, fallback: number, name: string): number {
  if (raw === null || raw === "") return fallback;
  if (!/^-?\d{1,9}$/.test(raw)) throw PlatformError.text(400, `${name} must be an integer.`);
  return Number(raw);
}

/**
 * The search's match conditions and rank. Every branch is an index condition (primary key,
 * the lower(...) text_pattern_ops indexes, or a range on the phone index), so the OR is a bitmap OR.
 */
export function matching(search: string): { where: SQL | undefined; rank: SQL | undefined } {
  const text = search.trim().toLowerCase().replace(/\s+/g, " ");
  if (text === "") return { where: undefined, rank: undefined };
  const branches: { when: SQL; rank: number }[] = [];
  if (/^\d{1,9}$/.test(text)) branches.push({ when: eq(members.id, Number(text)), rank: 0 });
  const space = text.indexOf(" ");
  if (space > 0) {
    // "first last": exact first name (case-insensitive) and a last-name prefix
    branches.push({ when: and(sql`lower(${members.firstName}) LIKE ${escapeLike(text.slice(0, space))}`, startsWith(members.lastName, text.slice(space + 1)))!, rank: 1 });
  }
  if (!/^[\d\s+()-]+$/.test(text)) {
    branches.push({ when: startsWith(members.lastName, text), rank: 2 });
    branches.push({ when: startsWith(members.firstName, text), rank: 3 });
    branches.push({ when: startsWith(members.email, text), rank: 4 });
  }
  const digits = text.replace(/[^\d+]/g, "");
  if (digits.length >= 3 && /^[\d\s+()-]+$/.test(text)) {
    // Phones are stored as typed ("07700 900001"); match the prefix as typed and a range on the phone index.
    const typed = search.trim();
    branches.push({ when: and(sql`${members.phone} >= ${typed}`, sql`${members.phone} < ${typed.slice(0, -1) + String.fromCharCode(typed.charCodeAt(typed.length - 1) + 1)}`, sql`${members.phone} LIKE ${`${escapeLike(typed)}%`}`)!, rank: 4 });
  }
  if (branches.length === 0) return { where: sql`false`, rank: undefined };
  return {
    where: or(...branches.map((b) => b.when)),
    rank: sql.join([sql`CASE`, ...branches.map((b) => sql` WHEN ${b.when} THEN ${sql.raw(String(b.rank))}`), sql` ELSE 9 END`], sql``),
  };
}

export const searchMembers = route(
  {
    method: "get",
    path: "/api/members",
    summary: "Search members (front-desk extension)",
    description:
      "Matches first name, last name, 'first last', email or phone by prefix (case-insensitive), or the member id exactly. Ranked: exact id, 'first last', last-name prefix, " +
      "first-name prefix, then email/phone; then by last name, first name, id. A blank search lists members by name. limit 1 to 100 (default 20), offset 0 or more.",
    tags: ["Members: front desk"],
    ...frontDeskGate,
    request: { query: memberSearchQuery },
    responses: {
      200: { description: "A page of matches and the total count", schema: memberSearchResult },
      400: { description: "Limit must be greater than 0 / Limit cannot be greater than 100 / Offset must be greater than or equal to 0 (plain text)" },
    },
  },
  async (ctx) => {
    const limit = intParam(ctx.query.get("limit"), 20, "limit");
    const offset = intParam(ctx.query.get("offset"), 0, "offset");
    if (limit < 1) throw PlatformError.text(400, "Limit must be greater than 0");
    if (limit > 100) throw PlatformError.text(400, "Limit cannot be greater than 100");
    if (offset < 0) throw PlatformError.text(400, "Offset must be greater than or equal to 0");
    const { where, rank } = matching(ctx.query.get("search") ?? "");
    const [rows, [{ total }]] = await Promise.all([
      ctx.db
        .select({
          memberId: members.id,
          firstName: members.firstName,
          lastName: members.lastName,
          dateOfBirth: members.dateOfBirth,
          email: members.email,
          phone: members.phone,
          homeSiteId: members.homeSiteId,
          statusId: statuses.id,
          statusDescription: statuses.description,
          backColourHex: statuses.backColourHex,
          textColourHex: statuses.textColourHex,
        })
        .from(members)
        .leftJoin(statuses, eq(statuses.id, members.statusId))
        .where(where)
        .orderBy(...(rank ? [rank] : []), sql`lower(${members.lastName})`, sql`lower(${members.firstName})`, asc(members.id))
        .limit(limit)
        .offset(offset),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(members).where(where),
    ]);
    const data = rows.map(
      (r): MemberSearchItem => ({
        memberId: r.memberId,
        firstName: r.firstName,
        lastName: r.lastName,
        dateOfBirth: r.dateOfBirth,
        email: r.email,
        phone: r.phone,
        status: r.statusId ? { id: r.statusId, description: r.statusDescription!, backColourHex: r.backColourHex!, textColourHex: r.textColourHex! } : null,
        homeSiteId: r.homeSiteId,
      }),
    );
    return reply.json({ data, total });
  },
);
