import { describe, expect, it } from "vitest";
import { Pool } from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { openPglite, type Database } from "../db/client";
import * as schema from "../db/schema";
import { buildApp } from "./app";

const health = (db: Database) => buildApp(db, [], () => true).fetch(new Request("http://localhost/platform/health"));

describe("GET /platform/health (readiness)", () => {
  it("answers 200 while the database answers and 503 once it is closed", async () => {
    const opened = await openPglite();
    const up = await health(opened.db);
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: "ok" });
    await opened.close();
    const down = await health(opened.db);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: "unavailable" });
    // opening a second PGlite costs seconds on a loaded machine
  }, 180_000);

  it("answers 503 when PostgreSQL cannot be reached", async () => {
    // port 1 on loopback: nothing listens, the connection is refused
    const pool = new Pool({
      connectionString: "postgres://nobody:none@127.0.0.1:1/none",
      connectionTimeoutMillis: 1_000,
    });
    try {
      const down = await health(drizzle({ client: pool, schema }) as unknown as Database);
      expect(down.status).toBe(503);
    } finally {
      await pool.end();
    }
  });
});
