import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { members } from "../db/schema";
import { coreFixtures, seedCore } from "./core";
import { seedSize, unknownMemberId } from "./ids";
import * as memberArea from "./members";
import * as bookingArea from "./bookings";
import * as bookingSheetArea from "./booking-sheets";
import * as prospectArea from "./prospects";
import * as configurationArea from "./configuration";
import * as communicationArea from "./communications";
import * as visitArea from "./visits";
import { env } from "@frontdesk/lib/server/env";
import { rowsOf } from "../db/rows";

const areas = [
  memberArea,
  bookingArea,
  bookingSheetArea,
  prospectArea,
  configurationArea,
  communicationArea,
  visitArea,
];

/** Loads the deterministic demo dataset into an empty database (SEED=none skips, SEED=small for tests). */
export async function seedIfEmpty(db: Database) {
  if (env().SEED === "none") return;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(members);
  if (n > 0) return;
  const size = seedSize();
  await db.transaction(async (tx) => {
    await seedCore(tx, size);
    for (const area of areas) await area.seed(tx, size);
    await resetIdentities(tx);
  });
}

/** Explicit ids were inserted: move every identity past them so new rows never collide. */
async function resetIdentities(tx: Parameters<Parameters<Database["transaction"]>[0]>[0]) {
  const rows = await rowsOf<{ table_name: string; column_name: string }>(
    tx,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND is_identity = 'YES'`,
  );
  for (const { table_name, column_name } of rows) {
    await tx.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${table_name}"', '${column_name}'), GREATEST((SELECT max("${column_name}") FROM "${table_name}"), 0) + 1, false)`,
      ),
    );
  }
}

/** The fixtures manifest of sandbox-contract §4, from constants only. */
export function fixturesManifest() {
  const merged: Record<string, unknown> = { ...coreFixtures, unknownMemberId };
  for (const area of areas) {
    for (const [key, value] of Object.entries(area.fixtures as Record<string, unknown>)) {
      const existing = merged[key];
      merged[key] =
        existing && typeof existing === "object" && !Array.isArray(existing)
          ? { ...existing, ...(value as object) }
          : value;
    }
  }
  return merged;
}
