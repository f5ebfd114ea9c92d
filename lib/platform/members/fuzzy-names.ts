import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rowsOf } from "../db/rows";

/**
 * The typo stage of member search: names that a typed word may have meant. The candidate
 * set is the distinct first or last names sharing the word's first letter, read from the name's
 * index one name at a time (a loose index scan: one probe per distinct name, however many members
 * share it), then judged here by optimal-string-alignment distance, where swapping two neighbouring
 * letters counts one ("jnoes" is one from "jones", "huhges" one from "hughes", "marhs" one from
 * "marsh", while "mark" is two). A first letter typed wrong is not looked for.
 */

/** Optimal string alignment (restricted Damerau-Levenshtein) distance, stopping early past `max`. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length];
}

/** How far a word may be from a name: one edit for 3-4 letters, two from 5. */
const allowedTypos = (word: string) => (word.length >= 5 ? 2 : 1);

type NameColumn = "first_name" | "last_name";

/** The distinct lower-case names of a column starting with `initial` (served by members_*_name_order_idx). */
async function namesStartingWith(db: Executor, column: NameColumn, initial: string): Promise<string[]> {
  const name = sql.raw(`lower(${column})`);
  const next = String.fromCodePoint(initial.codePointAt(0)! + 1);
  const inRange = sql`${name} ~>=~ ${initial} AND ${name} ~<~ ${next}`;
  const rows = await rowsOf<{ n: string }>(
    db,
    sql`WITH RECURSIVE names(n) AS (
        (SELECT ${name} FROM members WHERE ${inRange} ORDER BY ${name} USING ~<~ LIMIT 1)
        UNION ALL
        SELECT (SELECT ${name} FROM members WHERE ${inRange} AND ${name} ~>~ names.n ORDER BY ${name} USING ~<~ LIMIT 1)
        FROM names WHERE names.n IS NOT NULL
      ) SELECT n FROM names WHERE n IS NOT NULL`,
  );
  return rows.map((r) => r.n);
}

/** The names within reach of a typo of `word`, nearest first (then alphabetical); never the word itself. */
export async function namesNear(db: Executor, column: NameColumn, word: string): Promise<string[]> {
  const max = allowedTypos(word);
  return (await namesStartingWith(db, column, word[0]))
    .map((name) => ({ name, d: name === word ? max + 1 : typoDistance(name, word, max) }))
    .filter((c) => c.d <= max)
    .sort((x, y) => x.d - y.d || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0))
    .map((c) => c.name);
}
