import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { searchInStages } from "./search-stages";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { members } from "../db/schema";
import { nationalPhone } from "../db/schema/members";
import { PlatformError } from "../http/errors";
import { queryValue } from "../http/input";
import { reply, route } from "../http/route";
import { memberSearchQuery, memberSearchResult, type MemberSearchItem } from "@/lib/contract/members";

/** Finding a member and reading the overview: front desk staff, and sales (prospects are members). */
export const frontDeskGate = { products: ["FOH"], features: ["FOHGENERIC", "PROSPECTS"] };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, "\\$&");
/** lower(column) LIKE 'prefix%': served by the lower(...) text_pattern_ops indexes. */
export const startsWith = (column: AnyPgColumn, prefix: string) =>
  sql`lower(${column}) LIKE ${`${escapeLike(prefix)}%`}`;

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

/** Totals are counted up to this many; beyond, the total is this plus one ("more than 1,000"). */
export const searchTotalCap = 1000;

interface Branch {
  when: SQL;
  rank: number;
}

/**
 * The search's exact and prefix kinds (issue 12), each an index condition, by rank:
 *  0 the member id exactly;
 *  1 "first last" in that order (exact first name, last-name prefix);
 *  1 the phone, normalised (spaces, dashes, brackets, +44/0044 and the leading 0 don't matter),
 *    whole or any part of it ("900001", the last digits) — trigram index;
 *  2 every word is the prefix of the first or last name, in any order ("Marsh Helen"), or the
 *    one word is a last-name prefix; 3 a first-name prefix; 4 an email prefix.
 * `typoWords`: the words the typo stage may look at (letters only, 3 or more, every word).
 */
export function matching(search: string): {
  where: SQL | undefined;
  branches: Branch[];
  typoWords: string[];
} {
  const text = search.trim().toLowerCase().replace(/\s+/g, " ");
  if (text === "") return { where: undefined, branches: [], typoWords: [] };
  const first = sql`lower(${members.firstName})`;
  const branches: Branch[] = [];
  let typoWords: string[] = [];
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
    if (words.every((w) => /^\p{L}[\p{L}'-]{2,}$/u.test(w))) typoWords = words;
  }
  if (branches.length === 0) return { where: sql`false`, branches, typoWords };
  return { where: or(...branches.map((b) => b.when)), branches, typoWords };
}

export const searchMembers = route(
  {
    method: "get",
    path: "/api/members",
    summary: "Search members (front-desk extension)",
    description:
      "Matches the member id exactly; a UK phone number in any format (spaces, dashes, brackets, +44 or 0044 and the leading 0 are ignored), whole or in part such as its last digits; " +
      "name words as prefixes of the first or last name in any order ('Marsh Helen'); an email prefix; and, only when those leave the page short, names with small typos " +
      "(a swapped, missing, extra or wrong letter after the first: 'Marhs', 'jnoes'; two from five letters). " +
      "Ranked: exact id, 'first last' or phone, name words in any order or last-name prefix, first-name prefix, email, then typo matches (surname matches first, nearest first); " +
      "then by last name, first name (character order), id. A blank search lists members by name. limit 1 to 100 (default 20), offset 0 or more. " +
      "total counts the matches up to 1,000; more than 1,000 matches give total 1001.",
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
    const { rows, total } = await searchInStages(ctx.db, search, limit, offset);
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
