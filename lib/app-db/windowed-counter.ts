import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { rowsOf } from "@/lib/platform/db/rows";
import type { AppExecutor } from "./types";

/** A table of counts by key in a time window: the sign-in throttle (its failures), the public pages' (hits). */
type WindowedCounter = PgTable & { key: PgColumn; windowStartedAt: PgColumn };

/**
 * Counts one more for `keyValue` in `count`, in one statement, so every instance counts alike: a new key,
 * or one whose window (`window`, a PostgreSQL interval such as "10 minutes") is over, starts afresh at 1.
 * Answers the count now.
 */
export async function countInWindow(
  db: AppExecutor,
  table: WindowedCounter,
  count: PgColumn,
  keyValue: string,
  window: string,
): Promise<number> {
  const { key, windowStartedAt } = table;
  const [keyName, countName, startedName] = [key, count, windowStartedAt].map((c) => sql.identifier(c.name));
  const over = sql`${windowStartedAt} < now() - ${window}::interval`;
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`INSERT INTO ${table} (${keyName}, ${countName}) VALUES (${keyValue}, 1)
      ON CONFLICT (${keyName}) DO UPDATE SET
        ${countName} = CASE WHEN ${over} THEN 1 ELSE ${count} + 1 END,
        ${startedName} = CASE WHEN ${over} THEN now() ELSE ${windowStartedAt} END
      RETURNING ${countName} AS count`,
  );
  return row.count;
}
