import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { rowsOf } from "./rows";

/**
 * A table of counts by key in a time window, the one shape of every throttle here: sign-in and second-factor
 * failures and the offer page's hits (the app's tables), an integrator client's failed authentications (the
 * platform's). `lockedUntil`, where the table has it, is the lock a count earns.
 */
export interface WindowedCounter {
  table: PgTable;
  key: PgColumn;
  count: PgColumn;
  windowStartedAt: PgColumn;
  lockedUntil?: PgColumn;
}

type Executor = { execute: (query: SQL) => PromiseLike<unknown> };

/**
 * Counts one more for `keyValue`, in one statement, so every instance counts alike: a new key, or one whose window
 * (`window`, a PostgreSQL interval such as "10 minutes") is over, starts afresh at 1. With `lockAt`, the count that
 * reaches it locks the key for `lockFor` (an interval) and starts the count again. Answers the count now and whether
 * this one locked the key.
 */
export async function countInWindow(
  db: Executor,
  counter: WindowedCounter,
  keyValue: string,
  window: string,
  lock?: { lockAt: number; lockFor: string },
): Promise<{ count: number; lockedNow: boolean }> {
  const { table, key, count, windowStartedAt, lockedUntil } = counter;
  const [keyName, countName, startedName] = [key, count, windowStartedAt].map((c) => sql.identifier(c.name));
  const over = sql`${windowStartedAt} < now() - ${window}::interval`;
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`INSERT INTO ${table} (${keyName}, ${countName}, ${startedName}) VALUES (${keyValue}, 1, now())
      ON CONFLICT (${keyName}) DO UPDATE SET
        ${countName} = CASE WHEN ${over} THEN 1 ELSE ${count} + 1 END,
        ${startedName} = CASE WHEN ${over} THEN now() ELSE ${windowStartedAt} END
      RETURNING ${countName} AS count`,
  );
  if (!lock || !lockedUntil || row.count < lock.lockAt) return { count: row.count, lockedNow: false };
  await db.execute(
    sql`UPDATE ${table} SET ${countName} = 0, ${startedName} = now(),
      ${sql.identifier(lockedUntil.name)} = now() + ${lock.lockFor}::interval
      WHERE ${key} = ${keyValue}`,
  );
  return { count: row.count, lockedNow: true };
}
