import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openPglite, type OpenDatabase } from "@/lib/platform/db/client";
import { migrateApp } from "./index";

/** The app's tables as the platform's 0000_init created them in public, before the split. */
const appTables = [
  "staff_users",
  "staff_password_links",
  "staff_sessions",
  "sign_in_throttle",
  "sign_in_events",
  "staff_audit",
  "secret_reveals",
];
const oldLayout = () =>
  fs
    .readFileSync(path.resolve("lib/platform/db/migrations/0000_init.sql"), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter((statement) =>
      appTables.some((table) =>
        new RegExp(`^((CREATE|ALTER) TABLE|CREATE (UNIQUE )?INDEX "\\w+" ON) "${table}"`).test(statement),
      ),
    );

const rows = async (db: OpenDatabase["db"], query: ReturnType<typeof sql>) =>
  (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

describe("the app's first migration", () => {
  let opened: OpenDatabase;
  beforeAll(async () => {
    opened = await openPglite();
  });
  afterAll(async () => opened.close());
  // with-postgres.sh sets PLATFORM_RESET_DB=1, which would drop these databases' frontdesk schema at each run
  beforeEach(() => vi.stubEnv("PLATFORM_RESET_DB", "0"));
  afterEach(() => vi.unstubAllEnvs());

  it("moves an upgraded database's tables into frontdesk with their rows, identities and keys", async () => {
    const { db } = opened;
    const statements = oldLayout();
    expect(statements).toHaveLength(20); // 7 tables, 2 foreign keys, 11 indexes
    for (const statement of statements) await db.execute(sql.raw(statement));
    await db.execute(
      sql`INSERT INTO staff_users (id, name, email, role) VALUES ('olga', 'Olga Old', 'olga@venue.example', 'admin')`,
    );
    await db.execute(sql`INSERT INTO staff_sessions (id, staff_id) VALUES ('s1', 'olga')`);
    await db.execute(sql`INSERT INTO staff_audit (staff_id, member_id, action) VALUES ('olga', 1001, 'read consent')`);

    vi.stubEnv("SEED", "full"); // a database that already has staff gets no demo staff
    await migrateApp(opened);

    for (const table of appTables) {
      const { rows: found } = await rows(
        db,
        sql`SELECT to_regclass(${`public.${table}`}) AS old, to_regclass(${`frontdesk.${table}`}) AS new`,
      );
      expect(found[0], table).toEqual({ old: null, new: `frontdesk.${table}` });
    }
    expect((await rows(db, sql`SELECT id FROM frontdesk.staff_users`)).rows).toEqual([{ id: "olga" }]);
    expect((await rows(db, sql`SELECT staff_id FROM frontdesk.staff_sessions`)).rows).toEqual([{ staff_id: "olga" }]);
    // the identity sequence moved with its table: the next row follows the old ones
    const { rows: next } = await rows(
      db,
      sql`INSERT INTO frontdesk.staff_audit (staff_id, member_id, action) VALUES ('olga', 1001, 'read medical details') RETURNING id`,
    );
    expect(next).toEqual([{ id: 2 }]);
    // the foreign key moved too
    await expect(
      db.execute(sql`INSERT INTO frontdesk.staff_sessions (id, staff_id) VALUES ('s2', 'nobody')`),
    ).rejects.toThrow();
    // and a second start changes nothing
    await migrateApp(opened);
    expect((await rows(db, sql`SELECT count(*)::int AS n FROM frontdesk.staff_users`)).rows).toEqual([{ n: 1 }]);
  });

  it("creates the tables on a new database, with the demo staff unless SEED=none", async () => {
    for (const seed of ["none", "small"]) {
      const fresh = await openPglite();
      try {
        vi.stubEnv("SEED", seed);
        await migrateApp(fresh);
        const { rows: staff } = await rows(fresh.db, sql`SELECT id FROM frontdesk.staff_users ORDER BY id`);
        expect(staff.map((row) => row.id)).toEqual(seed === "none" ? [] : ["admin", "manager", "reception", "sales"]);
      } finally {
        await fresh.close();
      }
    }
  }, 180_000); // two databases started and the demo passwords hashed
});
