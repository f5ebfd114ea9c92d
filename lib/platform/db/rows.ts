import { sql, type SQL } from "drizzle-orm";

/**
 * The one way to read the rows of a raw SQL statement: PGlite and node-postgres both answer
 * `{ rows }`, which Drizzle's execute() does not type across drivers. Any Drizzle database of ours (the platform's,
 * the app's lib/app-db) or transaction.
 */
export async function rowsOf<T>(db: { execute: (query: SQL) => PromiseLike<unknown> }, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The first row of a raw SQL statement, or undefined. */
export async function firstRowOf<T>(db: Parameters<typeof rowsOf>[0], query: SQL): Promise<T | undefined> {
  return (await rowsOf<T>(db, query))[0];
}

/** The SQL text of an ISO timestamp as JSON carries it (yyyy-MM-ddTHH:mm:ss.SSSZ). */
export const isoText = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
