import net from "node:net";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable } from "@frontdesk/lib/server/database-outage";
import { closeOnQueryTimeout, poolTimeouts } from "./pool-options";

/**
 * A server that takes PostgreSQL connections and then stops answering: `silent` never greets (a hung server);
 * otherwise it lets the client in (AuthenticationOk, ReadyForQuery) and never answers a query.
 */
let server: net.Server;
let port = 0;
let silent = false;
const sockets = new Set<net.Socket>();
beforeAll(async () => {
  server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.once("data", () => {
      if (silent) return;
      const authenticationOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
      const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
      socket.write(Buffer.concat([authenticationOk, readyForQuery]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => vi.unstubAllEnvs());

async function timed(pool: pg.Pool) {
  const started = Date.now();
  const error = await pool.query("SELECT 1").then(
    () => undefined,
    (e: Error) => e,
  );
  await pool.end();
  return { error, ms: Date.now() - started };
}

/**
 * A server that lets the client in, answers BEGIN (in a transaction) and then never answers: counts the connections
 * it took and how many the client closed.
 */
async function inTransactionThenSilent() {
  let connections = 0;
  let closed = 0;
  const held = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections++;
    held.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => closed++);
    let greeted = false;
    socket.on("data", (chunk: Buffer) => {
      if (!greeted) {
        greeted = true;
        socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]));
        return;
      }
      // a simple query: BEGIN is answered (CommandComplete, ReadyForQuery in a transaction), the rest never
      if (chunk[0] === 0x51 && chunk.subarray(5).toString().startsWith("BEGIN")) {
        const tag = Buffer.from("BEGIN\0");
        const complete = Buffer.concat([Buffer.from([0x43, 0, 0, 0, 4 + tag.length]), tag]);
        socket.write(Buffer.concat([complete, Buffer.from([0x5a, 0, 0, 0, 5, 0x54])]));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    counts: () => ({ connections, closed }),
    close: () => {
      for (const socket of held) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("the PostgreSQL pool's time limits", () => {
  it("a query that times out inside a transaction closes its connection: the transaction never goes back to the pool", async () => {
    const silent = await inTransactionThenSilent();
    vi.stubEnv("PG_QUERY_TIMEOUT_SECONDS", "0.3");
    const pool = new pg.Pool({ host: "127.0.0.1", port: silent.port, user: "x", max: 1, ...poolTimeouts() });
    closeOnQueryTimeout(pool);
    try {
      const client = await pool.connect();
      await client.query("BEGIN");
      await expect(client.query("INSERT INTO promo_codes VALUES (1)")).rejects.toThrow("Query read timeout");
      // the ROLLBACK a transaction sends then would wait behind the unanswered query, and time out unsent in turn
      await expect(client.query("ROLLBACK")).rejects.toThrow();
      client.release();
      await vi.waitFor(() => expect(silent.counts().closed).toBe(1));
      // the next borrower gets a fresh connection, not the open transaction
      const next = await pool.connect();
      expect(silent.counts()).toEqual({ connections: 2, closed: 1 });
      next.release();
    } finally {
      await pool.end().catch(() => undefined);
      await silent.close();
    }
  });

  it("come from PG_CONNECT_TIMEOUT_SECONDS and PG_QUERY_TIMEOUT_SECONDS (0: no query limit)", () => {
    expect(poolTimeouts()).toEqual({ connectionTimeoutMillis: 10_000, query_timeout: 20_000 });
    vi.stubEnv("PG_CONNECT_TIMEOUT_SECONDS", "2.5");
    vi.stubEnv("PG_QUERY_TIMEOUT_SECONDS", "0");
    expect(poolTimeouts()).toEqual({ connectionTimeoutMillis: 2_500 });
  });

  it("a database that never answers a query: the query fails in time, as an outage (503 in words)", async () => {
    silent = false;
    vi.stubEnv("PG_QUERY_TIMEOUT_SECONDS", "0.4");
    const { error, ms } = await timed(new pg.Pool({ host: "127.0.0.1", port, user: "x", ...poolTimeouts() }));
    expect(error?.message).toBe("Query read timeout");
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(390);
    expect(ms).toBeLessThan(5_000);
  });

  it("a database that accepts connections and never greets: the connection fails in time, as an outage", async () => {
    silent = true;
    vi.stubEnv("PG_CONNECT_TIMEOUT_SECONDS", "0.4");
    const { error, ms } = await timed(new pg.Pool({ host: "127.0.0.1", port, user: "x", ...poolTimeouts() }));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(5_000);
  });
});
