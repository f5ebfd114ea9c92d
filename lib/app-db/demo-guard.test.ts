import { hash } from "@node-rs/argon2";
import { inArray, TransactionRollbackError } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appDatabase, type AppExecutor } from "./index";
import { accountsWithDemoPassword, demoPasswordRefusal, isVenueDatabase } from "./demo-guard";
import { demoStaff } from "./demo-staff";
import { staffUsers } from "./schema";

/** Runs `body` in a transaction that is then rolled back: the fixture staff stay as every other test sees them. */
async function inRolledBack(body: (tx: AppExecutor) => Promise<void>) {
  const db = await appDatabase();
  await db
    .transaction(async (tx) => {
      await body(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
}

afterEach(() => vi.unstubAllEnvs());
vi.setConfig({ testTimeout: 120_000 });

describe("a venue's server refuses to start while a staff account holds the demo's password", () => {
  it("counts PostgreSQL not started as a demo as a venue's database", () => {
    vi.stubEnv("DATABASE_URL", "postgres://db/frontdesk");
    vi.stubEnv("SEED", "");
    expect(isVenueDatabase()).toBe(true);
    vi.stubEnv("SEED", "none");
    expect(isVenueDatabase()).toBe(true);
    vi.stubEnv("SEED", "full");
    expect(isVenueDatabase()).toBe(false);
    vi.stubEnv("SEED", "small");
    expect(isVenueDatabase()).toBe(false);
    vi.stubEnv("DATABASE_URL", "memory://");
    vi.stubEnv("SEED", "none");
    expect(isVenueDatabase()).toBe(false);
  });

  it("names each demo account that still holds it, and how to fix it", async () => {
    const db = await appDatabase();
    // the test database is the demo's (SEED=small): its demo staff hold the demo's password
    const held = await accountsWithDemoPassword(db);
    expect(held).toEqual(expect.arrayContaining(["admin", "manager"]));
    expect(await demoPasswordRefusal(db, false)).toBeUndefined();
    const refusal = await demoPasswordRefusal(db, true);
    expect(refusal).toContain(`Refusing to start: the staff accounts ${held.join(", ")} still hold the demo's`);
    expect(refusal).toContain('published password ("frontdesk-demo")');
    for (const id of held) expect(refusal).toContain(`  node dist/cli.mjs staff reset-password ${id}\n`);
    expect(refusal).toContain("SEED=full");
  });

  it("starts once each has another password, or none (SSO, or a link not yet used)", async () => {
    await inRolledBack(async (tx) => {
      const ids = demoStaff.map((s) => s.id);
      await tx
        .update(staffUsers)
        .set({ passwordHash: await hash("a-venue-password-of-its-own") })
        .where(inArray(staffUsers.id, ids.slice(0, 2)));
      await tx
        .update(staffUsers)
        .set({ passwordHash: null })
        .where(inArray(staffUsers.id, ids.slice(2)));
      expect(await accountsWithDemoPassword(tx)).toEqual([]);
      expect(await demoPasswordRefusal(tx, true)).toBeUndefined();
    });
    await inRolledBack(async (tx) => {
      await tx
        .update(staffUsers)
        .set({ passwordHash: null })
        .where(inArray(staffUsers.id, ["manager", "reception"]));
      const refusal = await demoPasswordRefusal(tx, true);
      expect(refusal).toContain("the staff accounts admin, sales still hold");
    });
    await inRolledBack(async (tx) => {
      await tx
        .update(staffUsers)
        .set({ passwordHash: null })
        .where(inArray(staffUsers.id, ["manager", "reception", "sales"]));
      expect(await demoPasswordRefusal(tx, true)).toContain("the staff account admin still holds");
    });
    // rolled back: the fixtures are as they were
    expect(await accountsWithDemoPassword(await appDatabase())).toEqual(expect.arrayContaining(["admin", "manager"]));
  });
});
