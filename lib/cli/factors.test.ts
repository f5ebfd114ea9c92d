import { afterEach, describe, expect, it, vi } from "vitest";
import { Secret, TOTP } from "otpauth";
import { and, eq } from "drizzle-orm";
import { appDatabase } from "@frontdesk/lib/app-db";
import { signInEvents, signInThrottle } from "@frontdesk/lib/app-db/schema";
import { newStaff } from "@frontdesk/lib/bff/testing";
import {
  confirmTotpEnrolment,
  factorsOf,
  proveCode,
  recoveryCodesLeft,
  removeFactor,
  resetFactors,
  startTotpEnrolment,
} from "@frontdesk/lib/auth/factors";
import { liveSession, startSession } from "@frontdesk/lib/auth/sessions";
import { addressKey, factorKey, throttleState } from "@frontdesk/lib/auth/throttle";
import { verifyStaffCredentials } from "@frontdesk/lib/auth/options";
import { staffResetFactorsCommand } from "@frontdesk/lib/cli/staff";

/** The rules for authenticator codes and recovery codes, on the real database (PGlite or PostgreSQL). */
const codeAt = (key: string, at: number) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(key.replace(/ /g, "")) }).generate({
    timestamp: at,
  });

/** A staff member of the role with a fresh session, and an authenticator app enrolled and confirmed at `at`. */
async function enrolled(role: "manager" | "reception", at = Date.now()) {
  const staff = await newStaff(role, "factors");
  const session = { staffId: staff.id, sessionId: await startSession(staff.id, null) };
  const enrolment = await startTotpEnrolment(staff.id);
  const confirmed = await confirmTotpEnrolment(session, enrolment.factorId, codeAt(enrolment.key, at), null);
  if (!confirmed.ok) throw new Error("enrolment refused");
  return { staff, session, key: enrolment.key, recoveryCodes: confirmed.recoveryCodes };
}

let serial = Math.floor(Math.random() * 200);

const clearThrottle = async (staffId: string) =>
  (await appDatabase()).delete(signInThrottle).where(eq(signInThrottle.key, factorKey(staffId)));

afterEach(() => vi.useRealTimers());
// the first test starts the database; each check of a failure answers after 400 ms
vi.setConfig({ testTimeout: 120_000 });

describe("authenticator-app enrolment", () => {
  it("counts only once a first code confirms it; the key, a QR code and ten recovery codes are shown once", async () => {
    const staff = await newStaff("manager", "enrol");
    const sessionId = await startSession(staff.id, null);
    expect((await liveSession(sessionId))?.pending).toBe("enrol");
    const enrolment = await startTotpEnrolment(staff.id);
    expect(enrolment.key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
    expect(enrolment.qrSvg).toContain("<svg");
    expect(enrolment.uri).toContain("otpauth://totp/");
    // abandoned halfway: nothing counts
    expect(await factorsOf(staff.id)).toEqual([]);
    expect((await liveSession(sessionId))?.pending).toBe("enrol");

    const wrong = await confirmTotpEnrolment({ staffId: staff.id, sessionId }, enrolment.factorId, "000000", null);
    expect(wrong).toEqual({ ok: false, locked: false });
    expect(await factorsOf(staff.id)).toEqual([]);

    const confirmed = await confirmTotpEnrolment(
      { staffId: staff.id, sessionId },
      enrolment.factorId,
      codeAt(enrolment.key, Date.now()),
      null,
    );
    expect(confirmed.ok).toBe(true);
    if (!confirmed.ok) return;
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    const factors = await factorsOf(staff.id);
    expect(factors).toMatchObject([{ kind: "totp", name: "Authenticator app" }]);
    expect(await recoveryCodesLeft(staff.id)).toBe(10);
    expect(JSON.stringify(factors)).not.toContain(enrolment.key.replace(/ /g, ""));
    // the enrolling session has proven its factor
    const live = await liveSession(sessionId);
    expect(live?.pending).toBeUndefined();
    expect(live?.secondFactorAt).toBeInstanceOf(Date);
  });
});

describe("the second step with an authenticator code", () => {
  it("accepts a code once within its window (no replay), one step of drift either way, not two", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.UTC(2026, 10, 27, 12, 0, 0);
    vi.setSystemTime(start);
    const { staff, key } = await enrolled("manager", start);
    await clearThrottle(staff.id);
    const session = { staffId: staff.id, sessionId: await startSession(staff.id, null) };
    expect((await liveSession(session.sessionId))?.pending).toBe("verify");

    vi.setSystemTime(start + 60_000); // two steps on
    expect(await proveCode(session, "totp", codeAt(key, start), null), "two steps old").toMatchObject({ ok: false });
    expect(await proveCode(session, "totp", codeAt(key, start + 120_000), null), "two ahead").toMatchObject({
      ok: false,
    });
    await clearThrottle(staff.id);
    expect(await proveCode(session, "totp", codeAt(key, start + 30_000), null), "one step old").toEqual({ ok: true });
    expect(await proveCode(session, "totp", codeAt(key, start + 30_000), null), "the same code again").toMatchObject({
      ok: false,
    });
    const spaced = codeAt(key, start + 90_000).replace(/(\d{3})/, "$1 ");
    expect(await proveCode(session, "totp", spaced, null), "one step ahead, typed with a space").toEqual({ ok: true });
    expect(await proveCode(session, "totp", codeAt(key, start + 60_000), null), "an earlier step").toMatchObject({
      ok: false,
    });
    expect((await liveSession(session.sessionId, start + 90_000))?.pending).toBeUndefined();

    const db = await appDatabase();
    const audit = await db
      .select()
      .from(signInEvents)
      .where(and(eq(signInEvents.staffId, staff.id), eq(signInEvents.kind, "second-factor")));
    expect(audit.map((e) => e.detail)).toEqual(["Authenticator app", "Authenticator app"]);
  });

  it("a recovery code works once; each is refused after", async () => {
    const { staff, recoveryCodes } = await enrolled("reception");
    const session = { staffId: staff.id, sessionId: await startSession(staff.id, null) };
    expect(await proveCode(session, "recovery", recoveryCodes[3].toUpperCase(), null)).toEqual({ ok: true });
    expect(await proveCode(session, "recovery", recoveryCodes[3], null)).toMatchObject({ ok: false });
    expect(await recoveryCodesLeft(staff.id)).toBe(9);
  });

  it("counts wrong codes in the account's throttle: the 5th locks it (even the right code then), each failure answers after the same time", async () => {
    const { staff, key } = await enrolled("manager");
    await clearThrottle(staff.id);
    const session = { staffId: staff.id, sessionId: await startSession(staff.id, null) };
    const times: number[] = [];
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      answers.push(await proveCode(session, i % 2 ? "recovery" : "totp", i % 2 ? "aaaaa-bbbbb" : "123456", null));
      times.push(performance.now() - started);
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill({ ok: false, locked: false }));
    expect(answers[4]).toEqual({ ok: false, locked: true });
    expect(Math.min(...times.slice(0, 2))).toBeGreaterThanOrEqual(395);
    expect(await proveCode(session, "totp", codeAt(key, Date.now() + 30_000), null)).toEqual({
      ok: false,
      locked: true,
    });
    expect((await liveSession(session.sessionId))?.pending).toBe("verify");
  });

  it("counts wrong codes per address too, in the database, with wrong passwords from that address; a right code clears only the account's factor count", async () => {
    const address = `10.77.${serial++}.9`;
    const a = await enrolled("reception");
    const b = await enrolled("reception");
    const db = await appDatabase();
    const failures = async (key: string) =>
      (await db.select().from(signInThrottle).where(eq(signInThrottle.key, key)))[0]?.failures ?? 0;
    expect(await proveCode(a.session, "totp", "000000", address)).toMatchObject({ ok: false });
    expect(await proveCode(b.session, "recovery", "aaaaa-bbbbb", address)).toMatchObject({ ok: false });
    expect(await verifyStaffCredentials(`nobody-${serial}`, "not the password", address)).toBeUndefined();
    expect(await failures(addressKey(address))).toBe(3);
    expect(await failures(factorKey(a.staff.id))).toBe(1);
    expect(await proveCode(a.session, "totp", codeAt(a.key, Date.now() + 30_000), address)).toEqual({ ok: true });
    expect(await failures(factorKey(a.staff.id))).toBe(0);
    expect(await failures(addressKey(address))).toBe(3);
  });

  it("from an address's 10th failure every check from it is slowed, whoever's account (so e2e tests that fail on purpose use addresses of their own)", async () => {
    const address = `10.78.${serial++}.9`;
    const [mine, elsewhere] = [await enrolled("reception"), await enrolled("reception")];
    // nine failures from one desk: wrong codes of another account, wrong passwords typed for others
    for (let i = 0; i < 2; i++) await proveCode(elsewhere.session, "totp", "000000", address);
    for (let i = 0; i < 7; i++)
      expect(await verifyStaffCredentials(`nobody-${serial}-${i}`, "not the password", address)).toBeUndefined();
    await clearThrottle(elsewhere.staff.id);
    const timed = async (check: () => Promise<unknown>) => {
      const started = performance.now();
      expect(await check()).toEqual({ ok: true });
      return performance.now() - started;
    };
    const code = (key: string) => codeAt(key, Date.now() + 30_000);
    expect(await timed(() => proveCode(mine.session, "totp", code(mine.key), address))).toBeGreaterThanOrEqual(990);
    // another desk is not slowed by them
    const otherDesk = `10.79.${serial++}.9`;
    expect(await throttleState([addressKey(otherDesk), factorKey(elsewhere.staff.id)])).toEqual({
      locked: false,
      delayMs: 0,
    });
    expect(await proveCode(elsewhere.session, "totp", code(elsewhere.key), otherDesk)).toEqual({ ok: true });
  });
});

describe("removing and resetting factors", () => {
  it("a factor reset removes every factor and recovery code and ends the person's sessions", async () => {
    const { staff, session } = await enrolled("manager");
    expect(await liveSession(session.sessionId)).toBeDefined();
    expect(await resetFactors(staff.id, "admin")).toBe(1);
    expect(await factorsOf(staff.id)).toEqual([]);
    expect(await liveSession(session.sessionId)).toBeUndefined();
    // at the next sign-in the role requires enrolment again
    expect((await liveSession(await startSession(staff.id, null)))?.pending).toBe("enrol");
    expect(await resetFactors("nobody-at-all", "admin")).toBeUndefined();
  });

  it("the CLI resets a locked-out person's factors (the last administrator's recovery)", async () => {
    const { staff } = await enrolled("manager");
    expect(await staffResetFactorsCommand([staff.id])).toBe(
      `Removed 1 second factor of ${staff.id} and ended their sessions.`,
    );
    expect(await factorsOf(staff.id)).toEqual([]);
    await expect(staffResetFactorsCommand(["nobody-at-all"])).rejects.toThrow("no staff member");
  });

  it("someone removes only their own factor", async () => {
    const { staff } = await enrolled("reception");
    const other = await enrolled("reception");
    const [factor] = await factorsOf(staff.id);
    expect(await removeFactor({ staffId: other.staff.id, role: "reception" }, factor.id)).toBe("missing");
    expect(await removeFactor({ staffId: staff.id, role: "reception" }, factor.id)).toBe("removed");
    expect(await factorsOf(staff.id)).toEqual([]);
  });

  it("the last factor of a role that requires one stays (and its recovery codes with it)", async () => {
    const { staff } = await enrolled("manager");
    const [factor] = await factorsOf(staff.id);
    expect(await removeFactor({ staffId: staff.id, role: "manager" }, factor.id)).toBe("last-required");
    expect(await factorsOf(staff.id)).toMatchObject([{ id: factor.id }]);
    expect(await recoveryCodesLeft(staff.id)).toBe(10);
  });
});
