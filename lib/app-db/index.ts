import "server-only";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getPlatform } from "@frontdesk/lib/platform";
import { openConnection, type OpenDatabase } from "@frontdesk/lib/platform/db/client";
import { seedDemoStaff } from "./demo-staff";
import type { AppDatabase } from "./types";
import { env } from "@frontdesk/lib/server/env";
import { rowsOf } from "@frontdesk/lib/platform/db/rows";
import { processWide } from "@frontdesk/lib/domain/process-wide";

export type { AppDatabase, AppExecutor } from "./types";

/** One store and one migration run per process, shared by the custom server and Next's bundles. */
const appDatabaseSlot = () =>
  processWide("app database", () => ({
    opened: undefined as { store: Promise<OpenDatabase>; db: Promise<AppDatabase> } | undefined,
  }));

/**
 * The app's own database, used only with the `frontdesk` schema's tables. Embedded, it is the platform's
 * connection (one PGlite per directory, and one database is enough); its migrations run after the platform's
 * (which created the tables they move on a database from before the split), under the same start-up lock.
 * Upstream (PLATFORM_BASE_URL), it is a connection of its own to DATABASE_URL, and no embedded platform starts.
 */
export function appDatabase(): Promise<AppDatabase> {
  return appStore().db;
}

/** Closes the app's connection (embedded, that is the platform's too), if it was opened. */
export async function closeAppDatabase() {
  const { opened } = appDatabaseSlot();
  if (opened) await (await opened.store).close();
}

export function appStore() {
  const slot = appDatabaseSlot();
  if (slot.opened) return slot.opened;
  const store = env().PLATFORM_BASE_URL ? openConnection() : getPlatform().database;
  const db = store.then(async (opened) => {
    await opened.exclusively(() => migrateApp(opened));
    return appView(opened);
  });
  return (slot.opened = { store, db });
}

/**
 * The platform's connection, typed as the app's. It was opened with the platform's schema for its relational
 * queries; the app uses the query builder over its own tables only, which does not depend on that: the one cast.
 */
const appView = (opened: OpenDatabase) => opened.db as unknown as AppDatabase;

const migrationsFolder = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), "lib/app-db/migrations");

/** Runs the app's migrations (and the demo staff on a new database); exported for its test. */
export async function migrateApp(opened: OpenDatabase) {
  const config = {
    migrationsFolder: migrationsFolder(),
    migrationsSchema: "frontdesk",
    migrationsTable: "__drizzle_migrations",
  };
  const db = appView(opened);
  // with-postgres.sh and instances.ts start from an empty database (the platform drops its own schemas)
  if (env().PLATFORM_RESET_DB) await db.execute(sql`DROP SCHEMA IF EXISTS frontdesk CASCADE`);
  const firstRun = await isFirstRun(db);
  if (opened.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(opened.db as never, config);
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(opened.db as never, config);
  }
  // The demo staff come with a new database only, as the platform's demo data does.
  if (firstRun && env().SEED !== "none") await seedDemoStaff(db);
}

async function isFirstRun(db: AppDatabase) {
  const [{ first }] = await rowsOf<{ first: boolean }>(
    db,
    sql`SELECT to_regclass('frontdesk.__drizzle_migrations') IS NULL AS first`,
  );
  return first;
}
