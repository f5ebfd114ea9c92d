import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appDatabase } from "@frontdesk/lib/app-db";
import { staffFactors, staffUsers } from "@frontdesk/lib/app-db/schema";
import { prepareStoredSecrets } from "@frontdesk/lib/app-db/stored-secrets";
import { refusedAtStart } from "@frontdesk/lib/app-db/start-checks";
import { confirmTotpEnrolment, startTotpEnrolment } from "@frontdesk/lib/auth/factors";
import { startSession } from "@frontdesk/lib/auth/sessions";
import { newStaff } from "@frontdesk/lib/bff/testing";
import { openAppSecret } from "@frontdesk/lib/platform/db/sealed-columns";
import { rowsOf } from "@frontdesk/lib/platform/db/rows";
import { keyIdOf } from "@frontdesk/lib/security/sealed-secrets";
import { decodeSecretsKey } from "@frontdesk/lib/server/env";
import { secretsRotateCommand, secretsStatusCommand } from "./secrets";
import { staffResetPasswordCommand } from "./staff";

/** The secrets kept in the database, on the real database (PGlite, or PostgreSQL with test:pg). */
const testKey = process.env.SECRETS_KEY!; // vitest.config.mts
const newKey = crypto.randomBytes(32).toString("base64");
const idOf = (key: string) => keyIdOf(decodeSecretsKey(key)!);
const codeOf = (key: string) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(key.replace(/ /g, "")) }).generate();

/** Every stored secret as the database holds it: the app's authenticator keys and the platform's app secrets. */
const storedValues = async () =>
  rowsOf<{ value: string }>(
    await appDatabase(),
    sql`SELECT totp_secret AS value FROM frontdesk.staff_factors WHERE totp_secret IS NOT NULL
        UNION ALL SELECT app_secret FROM mobile_app_versions ORDER BY 1`,
  ).then((rows) => rows.map((r) => r.value));

const useKeys = (current: string, previous?: string) => {
  vi.stubEnv("SECRETS_KEY", current);
  vi.stubEnv("SECRETS_KEY_PREVIOUS", previous ?? "");
};

afterEach(() => vi.unstubAllEnvs());
vi.setConfig({ testTimeout: 120_000 });

describe("secrets encrypted at rest", () => {
  it("keeps an authenticator key sealed: neither the key nor SECRETS_KEY in the stored bytes, and codes still work", async () => {
    const staff = await newStaff("manager", "sealed");
    const enrolment = await startTotpEnrolment(staff.id);
    const [row] = await (
      await appDatabase()
    )
      .select({ stored: staffFactors.totpSecret })
      .from(staffFactors)
      .where(eq(staffFactors.id, enrolment.factorId));
    const plainKey = enrolment.key.replace(/ /g, "");
    expect(row.stored).toMatch(new RegExp(`^fd1:${idOf(testKey)}:`));
    for (const text of [plainKey, testKey, decodeSecretsKey(testKey)!.toString("hex")])
      expect(row.stored).not.toContain(text);
    expect(Buffer.from(row.stored!).includes(decodeSecretsKey(testKey)!)).toBe(false);
    const session = { staffId: staff.id, sessionId: await startSession(staff.id, null) };
    expect((await confirmTotpEnrolment(session, enrolment.factorId, codeOf(enrolment.key), null)).ok).toBe(true);
  });

  it("seals the plain keys a release before 0.2.0 left, at the next start", async () => {
    const staff = await newStaff("manager", "plain");
    const plainKey = new Secret({ size: 20 }).base32;
    const db = await appDatabase();
    const [factor] = await db
      .insert(staffFactors)
      .values({ staffId: staff.id, kind: "totp", name: "Authenticator app", totpSecret: plainKey })
      .returning({ id: staffFactors.id });
    // and a mobile-app signing secret as the platform of 0.1.0 kept it
    const appSecret = "A".repeat(200) + crypto.randomBytes(24).toString("base64url");
    const [app] = await rowsOf<{ id: number }>(
      db,
      sql`WITH identifier AS (INSERT INTO mobile_app_identifiers (app_bundle_id, one_signal_app_id)
            VALUES (${`uk.test.plain${crypto.randomUUID()}`}, 'os-1') RETURNING id)
          INSERT INTO mobile_app_versions (identifier_id, app_version, app_secret)
          SELECT id, '1.0', ${appSecret} FROM identifier RETURNING id`,
    );
    expect(await secretsStatusCommand()).toMatch(/\d+ secrets in plain text/);

    const infos: string[] = [];
    expect(await refusedAtStart(db, { info: (m) => infos.push(m), error: (m) => infos.push(`error: ${m}`) })).toBe(
      false,
    );
    expect(infos.join("\n")).toMatch(/^Encrypted \d+ secrets? kept in plain text by a release before 0\.2\.0/m);
    const [row] = await db
      .select({ stored: staffFactors.totpSecret })
      .from(staffFactors)
      .where(eq(staffFactors.id, factor.id));
    expect(row.stored).toMatch(/^fd1:/);
    expect(row.stored).not.toContain(plainKey);
    expect((await storedValues()).filter((v) => !v.startsWith("fd1:"))).toEqual([]);
    const [sealedApp] = await rowsOf<{ value: string }>(
      db,
      sql`SELECT app_secret AS value FROM mobile_app_versions WHERE id = ${app.id}`,
    );
    expect(sealedApp.value).not.toContain(appSecret);
    expect(openAppSecret(sealedApp.value)).toBe(appSecret);
    // the code of the key it had still confirms it
    const session = { staffId: staff.id, sessionId: await startSession(staff.id, null) };
    expect((await confirmTotpEnrolment(session, factor.id, codeOf(plainKey), null)).ok).toBe(true);
  });

  it("rotates: the old key read while rotating, every value sealed again in one command, the old key then unneeded", async () => {
    const staff = await newStaff("manager", "rotate");
    const enrolment = await startTotpEnrolment(staff.id);
    const before = await storedValues();
    expect(before.length).toBeGreaterThan(1);

    useKeys(newKey, testKey);
    const started = await prepareStoredSecrets(await appDatabase());
    expect(started.refusal).toBeUndefined();
    expect(started.notes.join("\n")).toContain("still encrypted with a previous key: once every instance");
    expect(await storedValues()).toEqual(before); // a start never rotates

    const rotated = await secretsRotateCommand();
    expect(rotated).toContain(`Encrypted ${before.length} secrets again under SECRETS_KEY (key ${idOf(newKey)})`);
    expect(rotated).toContain("SECRETS_KEY_PREVIOUS is no longer needed");
    const after = await storedValues();
    expect(after.every((v) => v.startsWith(`fd1:${idOf(newKey)}:`))).toBe(true);

    // the new key alone reads everything: the enrolment confirms, the platform's app secrets open
    useKeys(newKey);
    expect(await prepareStoredSecrets(await appDatabase())).toEqual({ notes: [] });
    const session = { staffId: staff.id, sessionId: await startSession(staff.id, null) };
    expect((await confirmTotpEnrolment(session, enrolment.factorId, codeOf(enrolment.key), null)).ok).toBe(true);
    const [app] = await rowsOf<{ value: string }>(
      await appDatabase(),
      sql`SELECT app_secret AS value FROM mobile_app_versions LIMIT 1`,
    );
    expect(openAppSecret(app.value)).toMatch(/^[A-Za-z0-9_-]{256}$/);
    expect(await secretsStatusCommand()).toContain(`secrets under key ${idOf(newKey)}: SECRETS_KEY.`);

    // and back, so the later tests (and the worker's later files, which share its environment) use vitest.config's key
    useKeys(testKey, newKey);
    expect(await secretsRotateCommand()).toContain(`under SECRETS_KEY (key ${idOf(testKey)})`);
  });

  it("refuses a database encrypted with another key, in words, writing nothing", async () => {
    const db = await appDatabase();
    const staff = await newStaff("manager", "plain-too");
    await db
      .insert(staffFactors)
      .values({ staffId: staff.id, kind: "totp", name: "Authenticator app", totpSecret: new Secret().base32 });
    const before = await storedValues();
    useKeys(newKey);
    const errors: string[] = [];
    expect(await refusedAtStart(db, { info: () => {}, error: (m) => errors.push(m) })).toBe(true);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      new RegExp(
        `^Refusing to start: \\d+ secrets in the database cannot be read: a secret in the database was encrypted with key ${idOf(testKey)}, which is neither SECRETS_KEY \\(key ${idOf(newKey)}\\) nor one of SECRETS_KEY_PREVIOUS: set SECRETS_KEY \\(or SECRETS_KEY_PREVIOUS\\) to the key it was encrypted with\\. Nothing was changed\\.$`,
      ),
    );
    expect(errors[0]).not.toContain(newKey);
    await expect(secretsRotateCommand()).rejects.toThrow(/cannot be read: .*Nothing was changed\./);
    // the plain key too stays as it was: nothing is written before every value opens
    expect(await storedValues()).toEqual(before);
    useKeys(testKey);
    expect((await prepareStoredSecrets(db)).refusal).toBeUndefined();
  });
});

describe("staff reset-password (the fix a refusal over the demo's password names)", () => {
  it("removes the password at once, ends the sessions and prints a one-time link", async () => {
    const staff = await newStaff("reception", "reset-pw");
    const db = await appDatabase();
    await db.update(staffUsers).set({ passwordHash: "$argon2id$placeholder" }).where(eq(staffUsers.id, staff.id));
    const printed = await staffResetPasswordCommand([staff.id.toUpperCase()]);
    expect(printed).toMatch(
      new RegExp(
        `^Removed the password of ${staff.id} and ended their sessions\\.\\nOne-time set-password link \\(works once, until .+\\):\\nhttp://localhost:\\d+/set-password/[A-Za-z0-9_-]+$`,
      ),
    );
    const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(row.passwordHash).toBeNull();
    await expect(staffResetPasswordCommand(["nobody-here"])).rejects.toThrow(
      "there is no staff member with the username nobody-here",
    );
    await expect(staffResetPasswordCommand([])).rejects.toThrow("staff reset-password needs a username");
  });
});
