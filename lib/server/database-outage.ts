import { sql, type SQL } from "drizzle-orm";
import { reportFailure } from "@frontdesk/lib/server/degraded";
/**
 * A database that has stopped answering for a while (restarting, failing over, not yet accepting
 * connections) is not a fault of the request: the platform's and the BFF's wrappers answer it with a
 * 503 in the words of lib/contract/platform-unreachable.ts, never a 500, and the pool opens fresh connections once the server is back.
 * The one place that tells such a failure from any other.
 */

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const databaseRetryAfterSeconds = 5;

/**
 * PostgreSQL's codes for a server going away or not yet back: admin_shutdown, crash_shutdown,
 * cannot_connect_now, and class 08 (connection exceptions).
 */
const outageCode = /^(57P0[123]|08[0-9A-Z]{3})$/;
/** The socket's failures while the server is down or restarting. */
const socketCodes = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTCONN", "EHOSTUNREACH"]);
/** node-postgres's own words for a connection lost or never made (it gives them no code). */
const poolMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Query read timeout$/, // PG_QUERY_TIMEOUT_SECONDS passed with no answer (lib/platform/db/pool-options.ts)
  /Client has encountered a connection error and is not queryable/,
  /the database system is (starting up|shutting down|in recovery mode)/,
];

/** True when the error (or one it wraps: Drizzle's query error, an AggregateError of addresses) is a database outage. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (outageCode.test(code) || socketCodes.has(code))) return true;
  if (typeof message === "string" && poolMessages.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** The part /readyz names after a request the database failed (lib/server/degraded.ts). */
export const databaseFailuresPart = "database failures";

/**
 * A request the database failed (connection dropped or refused, no answer in time): /readyz names it as degraded for a
 * few seconds (lib/server/degraded.ts), so a database that drops one connection in three is not reported "ok" while
 * its trivial probe query happens to pass. The wrappers call it where they answer the 503.
 */
export function reportDatabaseFailure(now = new Date()) {
  reportFailure(databaseFailuresPart, `The database dropped or did not answer a request at ${now.toISOString()}.`);
}

/** A trivial query within 2 seconds; a closed or unreachable database fails it (readiness checks). */
export async function databaseAnswers(db: { execute(query: SQL): Promise<unknown> }): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 2_000)));
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
