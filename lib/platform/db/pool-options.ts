import { env } from "@frontdesk/lib/server/env";

/**
 * The PostgreSQL pool's time limits (pg's Pool options), from PG_CONNECT_TIMEOUT_SECONDS and PG_QUERY_TIMEOUT_SECONDS.
 * Without them a database that accepts connections and then stops answering (a hung server, a network that drops
 * packets silently) holds every request that reaches it for good, and each waits in turn for a pooled connection
 * that never comes back. With them, the request fails with the pool's own words ("timeout exceeded when trying to
 * connect", "Connection terminated due to connection timeout", "Query read timeout"), which
 * lib/server/database-outage.ts counts as the database being unavailable: a 503 in words.
 * A query that timed out leaves its connection waiting for the answer; the pool drops it (a failed pool.query
 * destroys its client), and one a transaction held is ended by the server's end of it when the network is back.
 */
export function poolTimeouts(): { connectionTimeoutMillis: number; query_timeout?: number } {
  const { PG_CONNECT_TIMEOUT_SECONDS: connect, PG_QUERY_TIMEOUT_SECONDS: query } = env();
  return {
    connectionTimeoutMillis: Math.round(connect * 1000),
    ...(query > 0 ? { query_timeout: Math.round(query * 1000) } : {}),
  };
}

/** What closeOnQueryTimeout needs of pg's Pool (its "connect" event, with each new client). */
interface PoolEvents {
  on(event: "connect", listener: (client: { query: unknown; end(): Promise<void> }) => void): unknown;
}

/**
 * Closes a pooled connection the moment one of its queries times out (PG_QUERY_TIMEOUT_SECONDS). pg gives up on the
 * query but keeps the connection mid-conversation; a transaction's ROLLBACK queued behind it can time out unsent in
 * turn, and the connection would go back to the pool with the transaction still open, its next borrower's COMMIT
 * committing half of it (the fault check found a promo code stored without its discounts so). Closed, the server
 * rolls the transaction back and the pool opens a fresh connection. Call it on the pool with poolTimeouts().
 */
export function closeOnQueryTimeout(pool: PoolEvents) {
  pool.on("connect", (client) => {
    const query = (client.query as (...args: unknown[]) => unknown).bind(client);
    client.query = (...args: unknown[]) => {
      const answer = query(...args);
      if (answer instanceof Promise)
        answer.catch((error: unknown) => {
          if (error instanceof Error && error.message === "Query read timeout") void client.end().catch(() => {});
        });
      return answer;
    };
  });
}
