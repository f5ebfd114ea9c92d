import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { members } from "../db/schema";
import { nationalPhone } from "../db/schema/members";

/* What the member search matches, shared by the route (search-members.ts) and its stages (search-stages.ts). */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, "\\$&");
/** lower(column) LIKE 'prefix%': served by the lower(...) text_pattern_ops indexes. */
export const startsWith = (column: AnyPgColumn, prefix: string) =>
  sql`lower(${column}) LIKE ${`${escapeLike(prefix)}%`}`;

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
 * The search's exact and prefix kinds, each an index condition, by rank:
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
