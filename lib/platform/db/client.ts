import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database: services take either. */
export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export const dataDir = () => path.resolve(/*turbopackIgnore: true*/ process.env.PLATFORM_DATA_DIR ?? ".data");
const migrationsFolder = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), "lib/platform/db/migrations");

/**
 * Opens the store named by DATABASE_URL (sandbox-contract §1): unset = PGlite under .data/,
 * memory:// = in-memory PGlite, postgres:// = PostgreSQL (an empty string counts as unset).
 * Runs the committed migrations.
 */
export async function openDatabase(url = process.env.DATABASE_URL): Promise<OpenDatabase> {
  const opened = url?.startsWith("postgres") ? await openPostgres(url) : await openPglite(url === "memory://" ? undefined : path.join(/*turbopackIgnore: true*/ dataDir(), "pglite"));
  if (process.env.PLATFORM_RESET_DB === "1") await opened.db.execute("DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;");
  await migrate(opened);
  return opened;
}

async function migrate(opened: OpenDatabase) {
  // Member search's trigram indexes need pg_trgm; drizzle-kit does not write extensions into migrations.
  await opened.db.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm");
  if (opened.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(opened.db as never, { migrationsFolder: migrationsFolder() });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(opened.db as never, { migrationsFolder: migrationsFolder() });
  }
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 10) });
  return { db: drizzle({ client: pool, schema }) as unknown as Database, kind: "postgres", close: () => pool.end() };
}

async function openPglite(directory?: string): Promise<OpenDatabase> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const release = directory ? takeLock(directory) : () => {};
  const client = await PGlite.create({ ...(directory ? { dataDir: directory } : {}), extensions: { pg_trgm } });
  return {
    db: drizzle({ client, schema }) as unknown as Database,
    kind: "pglite",
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * PGlite has no lock of its own and two processes on one directory lose committed data
 * silently, so the opener takes a lock file and a second opener is refused with a clear message.
 */
function takeLock(directory: string): () => void {
  fs.mkdirSync(directory, { recursive: true });
  const lockFile = `${directory}.lock`;
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch {
    const holder = Number(fs.readFileSync(lockFile, "utf8"));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`The database at ${directory} is in use by process ${holder}. Stop it first, or set DATABASE_URL=memory:// for a separate in-memory store.`);
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  const release = () => {
    try {
      if (fs.readFileSync(lockFile, "utf8") === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {}
  };
  process.once("exit", release);
  return release;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
