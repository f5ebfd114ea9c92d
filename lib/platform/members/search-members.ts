import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { members, statuses } from "../db/schema";
import { nationalPhone } from "../db/schema/members";
import { PlatformError } from "../http/errors";
import { queryValue } from "../http/input";
import { reply, route } from "../http/route";
import { memberSearchQuery, memberSearchResult, type MemberSearchItem } from "@/lib/contract/members";

/** Finding a member and reading the overview: front desk staff, and sales (prospects are members). */
export const frontDeskGate = { products: ["FOH"], features: ["FOHGENERIC", "PROSPECTS"] };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, "\\$&");
/** lower(column) LIKE 'prefix%': served by the lower(...) text_pattern_ops indexes. */
const startsWith = (column: AnyPgColumn, prefix: string) => sql`lower(${column}) LIKE ${`${escapeLike(prefix)}%`}`;

function intParam(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined) return fallback;
  if (!/^-?\d{1,9}$/.test(raw)) throw PlatformError.text(400, `${name} must be an integer.`);
  return Number(raw);
}

/** The search query (names in any case, "" omitted): limit and offset whole numbers, then their ranges, each a 400 plain text. */
function readSearchQuery(query: URLSearchParams) {
  const limit = intParam(queryValue(query, "limit"), 20, "limit");
  const offset = intParam(queryValue(query, "offset"), 0, "offset");
  if (limit < 1) throw PlatformError.text(400, "Limit must be greater than 0");
  if (limit > 100) throw PlatformError.text(400, "Limit cannot be greater than 100");
  if (offset < 0) throw PlatformError.text(400, "Offset must be greater than or equal to 0");
  return { search: queryValue(query, "search") ?? "", limit, offset };
}

/** Typed phone input as national digits, as the index holds them (db/schema nationalPhone). */
export const nationalPhoneDigits = (typed: string) => typed.replace(/\D/g, "").replace(/^(00)?44(0)?/, "0");

const phoneLike = /^[\d\s+().-]+$/;

/**
 * The search's match conditions and rank (issue 12). Every branch is an index condition:
 *  0 the member id exactly;
 *  1 "first last" in that order (exact first name, last-name prefix);
 *  1 the phone, normalised (spaces, dashes, brackets, +44/0044 and the leading 0 don't matter),
 *    whole or any part of it ("900001", the last digits) — trigram index;
 *  2 every word is the prefix of the first or last name, in any order ("Marsh Helen"), or the
 *    one word is a last-name prefix; 3 a first-name prefix; 4 an email prefix;
 *  5 small typos ("Marhs"): every word of 3+ letters is trigram-similar (pg_trgm `%`) to the first
 *    or last name; ranked by similarity after the exact kinds.
 */
export function matching(search: string): {
  where: SQL | undefined;
  rank: SQL | undefined;
  similarity: SQL | undefined;
} {
  const text = search.trim().toLowerCase().replace(/\s+/g, " ");
  if (text === "") return { where: undefined, rank: undefined, similarity: undefined };
  const first = sql`lower(${members.firstName})`;
  const last = sql`lower(${members.lastName})`;
  const branches: { when: SQL; rank: number }[] = [];
  let similarity: SQL | undefined;
  if (/^\d{1,9}$/.test(text)) branches.push({ when: eq(members.id, Number(text)), rank: 0 });
  if (phoneLike.test(text)) {
    const digits = nationalPhoneDigits(text);
    if (digits.length >= 3)
      branches.push({ when: sql`${nationalPhone(members.phone)} LIKE ${`%${digits}%`}`, rank: 1 });
  } else {
    const words = text.split(" ");
    if (words.length > 1) {
      branches.push({
        when: and(sql`${first} LIKE ${escapeLike(words[0])}`, startsWith(members.lastName, words.slice(1).join(" ")))!,
        rank: 1,
      });
      branches.push({
        when: and(...words.map((w) => or(startsWith(members.firstName, w), startsWith(members.lastName, w))))!,
        rank: 2,
      });
    } else {
      branches.push({ when: startsWith(members.lastName, text), rank: 2 });
      branches.push({ when: startsWith(members.firstName, text), rank: 3 });
      branches.push({ when: startsWith(members.email, text), rank: 4 });
    }
    const fuzzy = words.filter((w) => /^\p{L}[\p{L}'-]{2,}$/u.test(w));
    if (fuzzy.length === words.length) {
      branches.push({ when: and(...fuzzy.map((w) => sql`(${first} % ${w} OR ${last} % ${w})`))!, rank: 5 });
      similarity = sql`similarity(${first} || ' ' || ${last}, ${text})`;
    }
  }
  if (branches.length === 0) return { where: sql`false`, rank: undefined, similarity: undefined };
  return {
    where: or(...branches.map((b) => b.when)),
    rank: sql.join(
      [sql`CASE`, ...branches.map((b) => sql` WHEN ${b.when} THEN ${sql.raw(String(b.rank))}`), sql` ELSE 9 END`],
      sql``,
    ),
    similarity,
  };
}

export const searchMembers = route(
  {
    method: "get",
    path: "/api/members",
    summary: "Search members (front-desk extension)",
    description:
      "Matches the member id exactly; a UK phone number in any format (spaces, dashes, brackets, +44 or 0044 and the leading 0 are ignored), whole or in part such as its last digits; " +
      "name words as prefixes of the first or last name in any order ('Marsh Helen'); an email prefix; and names with small typos (trigram similarity, 'Marhs'). " +
      "Ranked: exact id, 'first last' or phone, name words in any order or last-name prefix, first-name prefix, email, then typo matches by similarity; then by last name, " +
      "first name, id. A blank search lists members by name. limit 1 to 100 (default 20), offset 0 or more.",
    tags: ["Members: front desk"],
    ...frontDeskGate,
    input: { query: { schema: memberSearchQuery, parse: readSearchQuery } },
    responses: {
      200: { description: "A page of matches and the total count", schema: memberSearchResult },
      400: {
        description:
          "Limit must be greater than 0 / Limit cannot be greater than 100 / Offset must be greater than or equal to 0 (plain text)",
      },
    },
  },
  async (ctx) => {
    const { search, limit, offset } = ctx.input.query;
    const { where, rank, similarity } = matching(search);
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
        .orderBy(
          ...(rank ? [rank] : []),
          ...(similarity ? [sql`${similarity} DESC`] : []),
          sql`lower(${members.lastName})`,
          sql`lower(${members.firstName})`,
          asc(members.id),
        )
        .limit(limit)
        .offset(offset),
      ctx.db
        .select({ total: sql<number>`count(*)::int` })
        .from(members)
        .where(where),
    ]);
    const data = rows.map((r): MemberSearchItem => ({
      memberId: r.memberId,
      firstName: r.firstName,
      lastName: r.lastName,
      dateOfBirth: r.dateOfBirth,
      email: r.email,
      phone: r.phone,
      status: r.statusId
        ? {
            id: r.statusId,
            description: r.statusDescription!,
            backColourHex: r.backColourHex!,
            textColourHex: r.textColourHex!,
          }
        : null,
      homeSiteId: r.homeSiteId,
    }));
    return reply.json({ data, total });
  },
);
