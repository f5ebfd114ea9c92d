import { and, inArray, isNotNull } from "drizzle-orm";
import { verify } from "@node-rs/argon2";
import { env } from "@frontdesk/lib/server/env";
import { demoStaff, demoStaffPassword } from "./demo-staff";
import { staffUsers } from "./schema";
import type { AppExecutor } from "./types";

/**
 * Whether this server runs a venue's own data, not a demo: PostgreSQL (the embedded PGlite is for trying Frontdesk and
 * the sandbox) and not told it is a demo, i.e. SEED unset or none. `SEED=full` or `SEED=small` on PostgreSQL says out
 * loud that it is one (the drills and the upstream e2e run so). NODE_ENV plays no part: the built server always runs
 * as production.
 */
export function isVenueDatabase(): boolean {
  const { DATABASE_URL, SEED } = env();
  return (DATABASE_URL?.startsWith("postgres") ?? false) && SEED === "none";
}

/**
 * The staff accounts of a venue's database that still hold the demo's published password: only the demo's own
 * usernames are tried (argon2id takes ~26 ms a check on this machine, 4 checks at start; every staff account would
 * be seconds at a few hundred), since a new password may not be the demo's (lib/auth/password-policy.ts).
 */
export async function accountsWithDemoPassword(db: AppExecutor): Promise<string[]> {
  const rows = await db
    .select({ id: staffUsers.id, passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(
      and(
        inArray(
          staffUsers.id,
          demoStaff.map((s) => s.id),
        ),
        isNotNull(staffUsers.passwordHash),
      ),
    );
  const held = await Promise.all(
    rows.map(async (r) => ((await verify(r.passwordHash!, demoStaffPassword).catch(() => false)) ? r.id : undefined)),
  );
  return held.filter((id): id is string => id !== undefined).sort();
}

/**
 * At start: on a venue's database (isVenueDatabase), a staff account still holding the demo's password refuses the
 * server, in words naming the accounts and the fix. Answers the refusal, or undefined.
 */
export async function demoPasswordRefusal(db: AppExecutor, venue = isVenueDatabase()): Promise<string | undefined> {
  if (!venue) return undefined;
  const held = await accountsWithDemoPassword(db);
  if (held.length === 0) return undefined;
  const accounts = held.length === 1 ? `account ${held[0]} still holds` : `accounts ${held.join(", ")} still hold`;
  return [
    `Refusing to start: the staff ${accounts} the demo's published password ("${demoStaffPassword}"), on a PostgreSQL`,
    "database not started as a demo (SEED is unset or none). Anyone who has read the README could sign in.",
    `Give ${held.length === 1 ? "it" : "each"} a new password from the server's shell:`,
    ...held.map((id) => `  node dist/cli.mjs staff reset-password ${id}`),
    "(npm run -s platform -- staff reset-password <username> in a development checkout; docker compose exec app1 node dist/cli.mjs ...):",
    "the password stops working at once and a one-time link to set a new one is printed. If this server is a demo, say so",
    "with SEED=full (or SEED=small).",
  ].join("\n");
}
