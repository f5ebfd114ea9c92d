/**
 * vitest's global setup (decision 027): migrates and seeds ONE database before any test file runs, as a template each
 * file's own database is copied from (lib/testing/database-per-file.ts).
 * - PGlite (DATABASE_URL=memory://): the seeded data directory is dumped to a tarball in a temporary folder, in
 *   the background: files that need no database run meanwhile.
 * - PostgreSQL: a database `frontdesk_template_<pid>` beside DATABASE_URL's, which each file copies with
 *   `CREATE DATABASE ... TEMPLATE` (a file copy in the server, far faster than migrating and seeding).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@frontdesk/lib/platform/db/client";
import { seedIfEmpty } from "@frontdesk/lib/platform/seed";
import { migrateApp } from "@frontdesk/lib/app-db";
import { databaseUrl } from "./database-url";
import { keepTemplateRows } from "./template-snapshot";

declare module "vitest" {
  export interface ProvidedContext {
    /** the tarball each file's in-memory PGlite starts from */
    pgliteTemplate: string | undefined;
    /** PostgreSQL: the seeded database each file copies, and the URL of a database to send CREATE DATABASE on */
    postgresTemplate: { name: string; adminUrl: string } | undefined;
  }
}

export default async function setup(project: TestProject) {
  // the files' environment (vitest.config.mts), so the template is seeded with their keys and SEED
  for (const [name, value] of Object.entries(project.config.env)) if (value !== undefined) process.env[name] = value;
  const url = process.env.DATABASE_URL;
  if (url?.startsWith("postgres")) return postgresTemplate(project, url);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "frontdesk-vitest-"));
  const tarball = path.join(folder, "seeded.tar");
  // Seeded while the first files run (most need no database); a file that opens one waits for the tarball,
  // which appears whole (renamed into place), or for the reason it failed (lib/platform/db/client.ts).
  const seeding = (async () => {
    const opened = await seeded("memory://");
    fs.writeFileSync(`${tarball}.part`, Buffer.from(await (await opened.dump!()).arrayBuffer()), { mode: 0o600 });
    await opened.close();
    fs.renameSync(`${tarball}.part`, tarball);
  })().catch((error: unknown) =>
    fs.writeFileSync(`${tarball}.failed`, error instanceof Error ? (error.stack ?? error.message) : String(error)),
  );
  project.provide("pgliteTemplate", tarball);
  project.provide("postgresTemplate", undefined);
  return async () => {
    await seeding;
    fs.rmSync(folder, { recursive: true, force: true });
  };
}

/** Opens `url`, runs the platform's and the app's migrations and seeds the demo data (SEED), as a server would. */
async function seeded(url: string) {
  const opened = await openDatabase(url, seedIfEmpty);
  await migrateApp(opened);
  await keepTemplateRows(opened.db);
  return opened;
}

async function postgresTemplate(project: TestProject, adminUrl: string) {
  const { Client } = await import("pg");
  const name = `frontdesk_template_${process.pid}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const dropOurs = async () => {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2",
      [name, `${name}\\_f\\_%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  };
  await dropOurs();
  await admin.query(`CREATE DATABASE "${name}"`);
  // a new database: nothing for PLATFORM_RESET_DB to drop
  const opened = await seeded(databaseUrl(adminUrl, name));
  await opened.close();
  project.provide("pgliteTemplate", undefined);
  project.provide("postgresTemplate", { name, adminUrl });
  return async () => {
    await dropOurs();
    await admin.end();
  };
}
