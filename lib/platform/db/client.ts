import { log } from "@frontdesk/lib/server/log";
import { failureFields } from "@frontdesk/lib/server/failure-fields";
import { traceQueries } from "@frontdesk/lib/server/tracing";
import { closeOnQueryTimeout, poolTimeouts } from "./pool-options";
import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { watchPool } from "@frontdesk/lib/server/metrics";
import { env } from "@frontdesk/lib/server/env";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database: services take either. */
export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /**
   * Runs start-up work (migrations, the demo seed) while holding a lock every instance on the same
   * database takes, so instances started together never migrate or seed twice (PostgreSQL advisory
   * lock; PGlite is one process per directory already).
   */
  exclusively(work: () => Promise<void>): Promise<void>;
  /**
   * Hears `NOTIFY channel` from every instance on this database (PGlite: this process). `onResumed` runs after the
   * listening connection was lost and made again: a notification may have been missed meanwhile.
   */
  listen(channel: string, onNotify: (payload: string) => void, onResumed: () => void): Promise<() => Promise<void>>;
  /** PGlite only: its data directory as a tarball, which `openPglite(undefined, tarball)` opens a copy of. */
  dump?(): Promise<Blob>;
}

export const dataDir = () => path.resolve(/*turbopackIgnore: true*/ env().PLATFORM_DATA_DIR);
const migrationsFolder = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), "lib/platform/db/migrations");

/**
 * Opens the store named by DATABASE_URL (sandbox-contract §1): unset = PGlite under .data/,
 * memory:// = in-memory PGlite, postgres:// = PostgreSQL (an empty string counts as unset).
 * Runs the committed migrations.
 */
export async function openDatabase(
  url = env().DATABASE_URL,
  prepare?: (db: Database) => Promise<void>,
): Promise<OpenDatabase> {
  const opened = await openConnection(url);
  await opened.exclusively(async () => {
    if (env().PLATFORM_RESET_DB)
      await opened.db.execute(
        "DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;",
      );
    await migrate(opened);
    await prepare?.(opened.db);
  });
  return opened;
}

/** The store named by DATABASE_URL, opened without the platform's migrations (the app's own tables upstream use it). */
export const openConnection = (url = env().DATABASE_URL): Promise<OpenDatabase> =>
  url?.startsWith("postgres")
    ? openPostgres(url)
    : url === "memory://"
      ? memoryTemplate().then((template) => openPglite(undefined, template))
      : openPglite(path.join(/*turbopackIgnore: true*/ dataDir(), "pglite"));

/**
 * Tests (decision 027): vitest's global setup migrates and seeds one PGlite, dumps its data directory to a tarball
 * and names it in PGLITE_TEMPLATE; each test file's memory:// store starts as a copy of it (its migrations and
 * seed then find nothing to do). The setup seeds while the first files run: a file that opens the database waits
 * for the tarball (or the reason it failed). Unset everywhere else.
 */
async function memoryTemplate(): Promise<Blob | undefined> {
  const file = env().PGLITE_TEMPLATE;
  if (!file) return undefined;
  for (const started = Date.now(); !fs.existsSync(/*turbopackIgnore: true*/ file);) {
    if (fs.existsSync(/*turbopackIgnore: true*/ `${file}.failed`))
      throw new Error(`The seeded test database could not be made: ${fs.readFileSync(`${file}.failed`, "utf8")}`);
    if (Date.now() - started > 600_000) throw new Error(`No seeded test database at ${file} after 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return new Blob([fs.readFileSync(/*turbopackIgnore: true*/ file)]);
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
  // JIT off: the app's reads are short index reads, but on a million members the planner's cost
  // estimates of a few (the board's counts, past bookings) pass jit_above_cost and compiling them
  // took ~38 ms of a 5-10 ms read (EXPLAIN ANALYZE on PostgreSQL 15, a million members).
  // time limits (PG_CONNECT_TIMEOUT_SECONDS, PG_QUERY_TIMEOUT_SECONDS): a hung database fails a request in words
  const pool = new Pool({ connectionString: url, max: env().PG_POOL_SIZE, options: "-c jit=off", ...poolTimeouts() });
  closeOnQueryTimeout(pool);
  pool.on("connect", (client) => traceQueries(client, "postgresql")); // a span per query where tracing is on
  watchPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  // An idle connection the server closed (PostgreSQL restarted): pg drops it and the next query opens a new
  // one; unheard, this event would end the process.
  pool.on("error", (error) => log.warn({ ...failureFields(error) }, "PostgreSQL closed an idle connection"));
  const startupLock = 7_316_001; // any fixed number: Frontdesk's start-up
  return {
    db: drizzle({ client: pool, schema }),
    kind: "postgres",
    close: () => pool.end(),
    listen: (channel, onNotify, onResumed) => listenOnPostgres(url, channel, onNotify, onResumed),
    async exclusively(work) {
      const holder = await pool.connect();
      try {
        await holder.query("SELECT pg_advisory_lock($1)", [startupLock]);
        await work();
      } finally {
        await holder.query("SELECT pg_advisory_unlock($1)", [startupLock]).catch(() => {});
        holder.release();
      }
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to a query): when it is lost (the server
 * restarting), it is made again after 1, 2, 4 ... at most 30 seconds, and `onResumed` says so.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onResumed: () => void,
): Promise<() => Promise<void>> {
  const { Client } = await import("pg");
  let stopped = false;
  let current: InstanceType<typeof Client> | undefined;
  let delay = 1_000;
  const connect = async (resumed: boolean): Promise<void> => {
    const client = new Client({ connectionString: url });
    current = client;
    client.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    const again = () => {
      if (stopped || current !== client) return;
      current = undefined;
      client.end().catch(() => {});
      setTimeout(() => void connect(true).catch(again), delay).unref();
      delay = Math.min(delay * 2, 30_000);
    };
    client.on("error", again);
    client.on("end", again);
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      if (!resumed) throw error;
      return again();
    }
    delay = 1_000;
    if (resumed) onResumed();
  };
  await connect(false);
  return async () => {
    stopped = true;
    await current?.end().catch(() => {});
  };
}

/** PGlite in `directory` (in memory without one), or in memory as a copy of `template` (a dumped data directory). */
export async function openPglite(directory?: string, template?: Blob): Promise<OpenDatabase> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (directory) ownerOnly(path.dirname(directory));
  const release = directory ? takeLock(directory) : () => {};
  const client = await PGlite.create({
    ...(directory ? { dataDir: directory } : {}),
    ...(template ? { loadDataDir: template } : {}),
    extensions: { pg_trgm },
  });
  // a span per query where tracing is on, in a transaction too
  traceQueries(client, "postgresql");
  const transaction = client.transaction.bind(client);
  client.transaction = (work) => transaction((tx) => work(traceQueries(tx, "postgresql")));
  // a new directory is unpacked from PGlite's bundled template with its modes (0666): tighten them too
  if (directory) ownerOnly(path.dirname(directory));
  return {
    db: drizzle({ client, schema }),
    kind: "pglite",
    exclusively: (work) => work(),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    dump: () => client.dumpDataDir("none"),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * The data folder holds members' medical notes, addresses and the signing key: owner-only. PGlite
 * creates its files through the process umask, so the process that persists data takes umask 077
 * (new files 0600, folders 0700), and what is already there is tightened.
 */
function ownerOnly(folder: string) {
  process.umask(0o077);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const tighten = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    fs.chmodSync(entry, stat.isDirectory() ? 0o700 : 0o600);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) tighten(path.join(entry, name));
  };
  tighten(folder);
}

interface LockRecord {
  pid: number;
  /** the holder's start time (field 22 of /proc/<pid>/stat): a reused pid has another */
  startTime?: string;
  /** random per opener, so only the opener removes its own lock */
  token?: string;
}

/**
 * PGlite has no lock of its own and two processes on one directory lose committed data
 * silently, so the opener takes a lock file and a second opener is refused with a clear message.
 * A lock left by a process that has gone (its pid now dead, or reused by an unrelated process
 * with another start time) is stale and taken over.
 */
export function takeLock(directory: string): () => void {
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  const lockFile = `${directory}.lock`;
  const mine: LockRecord = { pid: process.pid, startTime: startTimeOf(process.pid), token: crypto.randomUUID() };
  const text = JSON.stringify(mine);
  try {
    fs.writeFileSync(lockFile, text, { flag: "wx", mode: 0o600 });
  } catch {
    const holder = readLock(lockFile);
    if (holder && holder.pid !== process.pid && isHeldBy(holder)) {
      throw new Error(
        `The database at ${directory} is in use by process ${holder.pid}. Stop it first, or set DATABASE_URL=memory:// for a separate in-memory store.`,
      );
    }
    fs.writeFileSync(lockFile, text);
    fs.chmodSync(lockFile, 0o600);
  }
  const release = () => {
    try {
      if (fs.readFileSync(lockFile, "utf8") === text) fs.unlinkSync(lockFile);
    } catch {}
  };
  process.once("exit", release);
  return release;
}

function readLock(lockFile: string): LockRecord | undefined {
  try {
    const text = fs.readFileSync(lockFile, "utf8").trim();
    // a lock written before records carried a start time holds the pid alone
    if (/^\d+$/.test(text)) return { pid: Number(text) };
    const record = JSON.parse(text) as LockRecord;
    return Number.isInteger(record.pid) && record.pid > 0 ? record : undefined;
  } catch {
    return undefined;
  }
}

/** The recorded process still runs: same pid and, where /proc tells, the same start time. */
function isHeldBy(holder: LockRecord): boolean {
  if (!isAlive(holder.pid)) return false;
  const startTime = startTimeOf(holder.pid);
  if (holder.startTime === undefined || startTime === undefined) return true;
  return startTime === holder.startTime;
}

/** Start time in clock ticks since boot (Linux /proc); undefined where /proc is absent. */
export function startTimeOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // fields after the parenthesised command name start at field 3; starttime is field 22
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
