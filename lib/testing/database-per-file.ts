/**
 * Runs before each test file (vitest.config.mts `setupFiles`; decision 027). Each worker process has a database of
 * its own, a copy of the one seeded by lib/testing/database-template.ts (PGlite: opened from its dump when the
 * worker's first file asks for the platform; PostgreSQL: `CREATE DATABASE ... TEMPLATE` at the worker's first file),
 * and each later file in the worker starts with that database's rows put back as seeded (`vitest_template.reset()`),
 * so no file sees what another file made or changed.
 */
import crypto from "node:crypto";
import { beforeAll, inject } from "vitest";
import type { Platform } from "@frontdesk/lib/platform";
import { heldProcessWide } from "@frontdesk/lib/domain/process-wide";
import { databaseUrl } from "./database-url";
import { resetToTemplate } from "./template-snapshot";

declare global {
  /** this worker's PostgreSQL database, made at its first file */
  var __vitestDatabaseUrl: string | undefined;
}

const pgliteTemplate = inject("pgliteTemplate");
const postgresTemplate = inject("postgresTemplate");

if (pgliteTemplate) process.env.PGLITE_TEMPLATE = pgliteTemplate;
if (postgresTemplate) {
  globalThis.__vitestDatabaseUrl ??= await copyOf(postgresTemplate);
  process.env.DATABASE_URL = globalThis.__vitestDatabaseUrl;
  // the copy is migrated and seeded already: resetting it would only migrate and seed it again
  delete process.env.PLATFORM_RESET_DB;
}

beforeAll(async () => {
  // an earlier file's faults (a part reported degraded, a breaker it opened) and the message set-ups it kept are
  // module state of the worker, not this file's (the rows put back below tell no listener)
  for (const name of ["degraded parts", "breakers", "message set-ups"])
    (heldProcessWide(name) as { clear(): void } | undefined)?.clear();
  // an earlier file of this worker opened the platform's database: back to the seeded rows
  const platform = heldProcessWide("platform") as Platform | undefined;
  if (platform) await resetToTemplate((await platform.database).db);
});

async function copyOf(template: { name: string; adminUrl: string }) {
  const { Client } = await import("pg");
  const name = `${template.name}_f_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.name}"`);
  } finally {
    await admin.end();
  }
  return databaseUrl(template.adminUrl, name);
}
