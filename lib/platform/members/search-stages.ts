import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db/client";
import { pgArray } from "../db/bulk";
import { rowsOf } from "../db/rows";
import { members, statuses } from "../db/schema";
import { namesNear } from "./fuzzy-names";
import { matching, searchTotalCap, startsWith } from "./search-matching";

/**
 * Member search in stages, so a read costs what its page costs at any size: the exact
 * and prefix kinds rank by rank, each read in name order from its index and only as far as the page
 * reaches; the typo stage only when they leave the page short; the total counted only when the page
 * is full, and then at most to searchTotalCap + 1.
 */
export async function searchInStages(db: Executor, search: string, limit: number, offset: number) {
  const { where, branches, typoWords } = matching(search);
  const need = offset + limit;
  const found: Awaited<ReturnType<typeof read>> = [];
  const read = (condition: SQL | undefined, order: SQL[], max: number) =>
    db
      .select(columns)
      .from(members)
      .leftJoin(statuses, eq(statuses.id, members.statusId))
      .where(condition)
      // character order (~<~): the order of members_last_first_idx, the same as the C collations'
      .orderBy(
        ...order,
        sql`lower(${members.lastName}) USING ~<~`,
        sql`lower(${members.firstName}) USING ~<~`,
        asc(members.id),
      )
      .limit(max);
  // the matches as disjoint parts in rank order: each read (and counted) from its index on its own;
  // a part whose read came back short of what was asked holds exactly that many (no count needed)
  const parts: { when: SQL | undefined; order: SQL[]; holds?: number }[] = [];
  const readParts = async (from: number) => {
    for (const part of parts.slice(from)) {
      const max = need - found.length;
      if (max <= 0) return;
      const rows = await read(part.when, part.order, max);
      if (rows.length < max) part.holds = rows.length;
      found.push(...rows);
    }
  };
  if (where === undefined) parts.push({ when: undefined, order: [] });
  else {
    const earlier: SQL[] = [];
    for (const rank of [...new Set(branches.map((b) => b.rank))].sort((a, b) => a - b)) {
      const these = or(...branches.filter((b) => b.rank === rank).map((b) => b.when))!;
      parts.push({ when: and(these, ...earlier.map(isNotTrue)), order: [] });
      earlier.push(these);
    }
  }
  await readParts(0);
  if (where !== undefined && found.length < need && typoWords.length > 0) {
    const typo = await typoStage(db, typoWords);
    const typoFrom = parts.length;
    if (typo && typoWords.length === 1) {
      // one word: name by name, nearest first, surnames before first names, each from its index in
      // name order (a common surname one swap away holds thousands: never gathered and sorted whole)
      const [{ last, first }] = typo.near;
      for (const n of last)
        parts.push({ when: and(sql`lower(${members.lastName}) = ${n}`, isNotTrue(where)), order: [] });
      for (const n of first)
        parts.push({ when: and(sql`lower(${members.firstName}) = ${n}`, typo.notLast, isNotTrue(where)), order: [] });
    } else if (typo) parts.push({ when: and(typo.where, isNotTrue(where)), order: typo.order });
    await readParts(typoFrom);
  }
  let total = found.length;
  if (found.length >= need) {
    total = 0;
    for (const part of parts)
      if (total <= searchTotalCap)
        total += part.holds ?? (await cappedCount(db, part.when, searchTotalCap + 1 - total));
    total = Math.min(total, searchTotalCap + 1);
  }
  return { rows: found.slice(offset, need), total };
}

const columns = {
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
};

/** Not matched by `condition` (a NULL email or phone is no match, not an unknown). */
const isNotTrue = (condition: SQL) => sql`(${condition}) IS NOT TRUE`;

/**
 * Every word is a name prefix or within a typo of a first or last name; surname matches first, then
 * by the nearest name, so "marhs" shows the Marshes before Mark (two edits from it).
 */
async function typoStage(db: Executor, words: string[]) {
  const near = await Promise.all(
    words.map(async (w) => {
      const [last, first] = await Promise.all([namesNear(db, "last_name", w), namesNear(db, "first_name", w)]);
      return { w, last, first };
    }),
  );
  if (near.every((n) => n.last.length + n.first.length === 0)) return undefined;
  const lastName = sql`lower(${members.lastName})`;
  const firstName = sql`lower(${members.firstName})`;
  const where = and(
    ...near.map((n) =>
      or(
        startsWith(members.lastName, n.w),
        startsWith(members.firstName, n.w),
        n.last.length ? sql`${lastName} = ANY(${pgArray(n.last, "text")})` : undefined,
        n.first.length ? sql`${firstName} = ANY(${pgArray(n.first, "text")})` : undefined,
      ),
    ),
  )!;
  const position = (names: string[], column: SQL) =>
    sql`coalesce(array_position(${pgArray(names, "text")}, ${column}), 2147483647)`;
  const allLast = near.flatMap((n) => n.last);
  return {
    near,
    where,
    order: [
      position(allLast, lastName),
      position(
        near.flatMap((n) => n.first),
        firstName,
      ),
    ],
    /** not already listed by a surname near a word */
    notLast: allLast.length ? sql`${lastName} <> ALL(${pgArray(allLast, "text")})` : undefined,
  };
}

/** The number of matches, counted no further than `max`. */
async function cappedCount(db: Executor, condition: SQL | undefined, max: number): Promise<number> {
  const [{ n }] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM members WHERE ${condition ?? sql`true`} LIMIT ${max}) t`,
  );
  return Number(n);
}
