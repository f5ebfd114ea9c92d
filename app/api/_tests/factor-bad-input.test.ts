import { and, eq, isNull, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { appDatabase } from "@frontdesk/lib/app-db";
import { signInThrottle, staffFactors, staffRecoveryCodes, staffSessions } from "@frontdesk/lib/app-db/schema";
import { codeRefusedMessage } from "@frontdesk/lib/contract/factors";
import { inEnglish } from "@frontdesk/lib/contract/said-words";
import { stepUpRequiredType } from "@frontdesk/lib/api/endpoint";
import { confirmTotpEnrolment, factorsOf, removeFactor, startTotpEnrolment } from "@frontdesk/lib/auth/factors";
import { liveSession, startSession } from "@frontdesk/lib/auth/sessions";
import { factorKey } from "@frontdesk/lib/auth/throttle";
import { resetPassword, setPasswordWithLink } from "@frontdesk/lib/auth/staff-accounts";
import { verifyStaffCredentials } from "@frontdesk/lib/auth/options";
import { POST as prove } from "@/app/api/session/second-factor/route";
import { POST as confirmTotp } from "@/app/api/session/factors/totp/[factorId]/route";
import { GET as stepUp } from "@/app/api/session/step-up/route";
import { bffRequest, newStaff, sessionCookie, testOrigin } from "@frontdesk/lib/bff/testing";
import type { StaffUser } from "@frontdesk/lib/auth/options";

/**
 * Bad input for second factors, through the BFF's own routes on the real database: a replayed or
 * expired code, a reused recovery code, an enrolment abandoned halfway, a factor removed while its session is
 * open. Each is refused in words under the code field, changes nothing (the session proves nothing, no factor
 * or code is spent), and counts one failure in the account's factor throttle (apart from its passwords').
 */
vi.setConfig({ testTimeout: 120_000 }); // each refused code answers after 400 ms

const noParams = { params: Promise.resolve({}) };
const codeAt = (key: string, at: number) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(key.replace(/ /g, "")) }).generate({
    timestamp: at,
  });

/** A staff member of the role with an authenticator app confirmed now (its current step's code spent). */
async function enrolled(role: "manager" | "reception", label: string) {
  const staff = await newStaff(role, label);
  const enrolment = await startTotpEnrolment(staff.id);
  const at = Date.now();
  const confirmed = await confirmTotpEnrolment(
    { staffId: staff.id, sessionId: await startSession(staff.id, null) },
    enrolment.factorId,
    codeAt(enrolment.key, at),
    null,
  );
  if (!confirmed.ok) throw new Error("enrolment refused");
  return { staff, at, key: enrolment.key, factorId: enrolment.factorId, recoveryCodes: confirmed.recoveryCodes };
}

/** The account's wrong codes in its throttle window (none: 0). */
async function failuresOf(staffId: string) {
  const [row] = await (
    await appDatabase()
  )
    .select()
    .from(signInThrottle)
    .where(eq(signInThrottle.key, factorKey(staffId)));
  return row?.failures ?? 0;
}

/** What a code check could change: the factors (last step used), the unused recovery codes, the sessions' proofs. */
async function stateOf(staffId: string) {
  const db = await appDatabase();
  return {
    factors: await db
      .select({ id: staffFactors.id, confirmedAt: staffFactors.confirmedAt, lastUsedStep: staffFactors.lastUsedStep })
      .from(staffFactors)
      .where(eq(staffFactors.staffId, staffId))
      .orderBy(staffFactors.id),
    recoveryCodesLeft: (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)))
    )[0].n,
    proofs: (
      await db
        .select({ id: staffSessions.id, at: staffSessions.secondFactorAt })
        .from(staffSessions)
        .where(eq(staffSessions.staffId, staffId))
        .orderBy(staffSessions.id)
    ).map((s) => `${s.id} ${s.at?.toISOString() ?? "never"}`),
  };
}

/** A session that signed in with the password only: it owes its second factor (or, without a factor, enrolment). */
const passwordOnly = (staff: StaffUser) => ({ as: staff, secondFactor: null });

/** The code refused in words under its field, nothing changed, one more failure counted. */
async function expectRefused(staff: StaffUser, send: () => Promise<Response>) {
  const before = await stateOf(staff.id);
  const failures = await failuresOf(staff.id);
  const answer = await send();
  expect(answer.status).toBe(400);
  expect(await answer.json()).toMatchObject({ errors: { code: [inEnglish(codeRefusedMessage)] } });
  expect(await stateOf(staff.id)).toEqual(before);
  expect(await failuresOf(staff.id)).toBe(failures + 1);
}

/** The second step's request, from a session that signed in with the password only (made before it is sent). */
const proveRequest = (staff: StaffUser, body: { method: "totp" | "recovery"; code: string }) =>
  bffRequest("POST", "/api/session/second-factor", { ...passwordOnly(staff), body });

/** Requests from one session (a step-up, then the code its dialog sends). */
async function oneSession(staff: StaffUser) {
  const cookie = await sessionCookie(staff);
  return (method: string, path: string, body?: unknown) =>
    new Request(`${testOrigin}${path}`, {
      method,
      headers: { cookie, origin: testOrigin, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
}

describe("second factors: bad input is refused in words, changes nothing and counts in the throttle", () => {
  beforeAll(async () => void (await appDatabase()));

  it("a replayed code (the one just accepted) is refused; the next step's code then works", async () => {
    const { staff, key, at } = await enrolled("manager", "replay");
    const replayed = await proveRequest(staff, { method: "totp", code: codeAt(key, at) }); // the enrolment's
    await expectRefused(staff, () => prove(replayed, noParams));
    const next = await proveRequest(staff, { method: "totp", code: codeAt(key, at + 30_000) });
    expect((await prove(next, noParams)).status).toBe(204);
  });

  it("an expired code (two steps old) is refused", async () => {
    const { staff, key } = await enrolled("manager", "expired");
    const expired = await proveRequest(staff, { method: "totp", code: codeAt(key, Date.now() - 60_000) });
    await expectRefused(staff, () => prove(expired, noParams));
  });

  it("a recovery code used once is refused the second time; nine stay unused", async () => {
    const { staff, recoveryCodes } = await enrolled("reception", "reuse");
    const first = await proveRequest(staff, { method: "recovery", code: recoveryCodes[0] });
    expect((await prove(first, noParams)).status).toBe(204);
    const again = await proveRequest(staff, { method: "recovery", code: recoveryCodes[0] });
    await expectRefused(staff, () => prove(again, noParams));
    expect((await stateOf(staff.id)).recoveryCodesLeft).toBe(9);
  });

  it("an enrolment abandoned halfway counts for nothing: its codes prove nothing, and an earlier one cannot be confirmed", async () => {
    const staff = await newStaff("manager", "abandon");
    const first = await startTotpEnrolment(staff.id);
    const second = await startTotpEnrolment(staff.id); // started again: the first is dropped
    expect(await factorsOf(staff.id)).toEqual([]);
    const sessionId = await startSession(staff.id, null);
    expect((await liveSession(sessionId))?.pending).toBe("enrol"); // not "verify": no factor counts yet

    // the second step with a code of the unconfirmed key
    const unconfirmed = await proveRequest(staff, { method: "totp", code: codeAt(second.key, Date.now()) });
    await expectRefused(staff, () => prove(unconfirmed, noParams));
    // confirming the dropped enrolment with its own code
    const dropped = await bffRequest("POST", `/api/session/factors/totp/${first.factorId}`, {
      ...passwordOnly(staff),
      body: { code: codeAt(first.key, Date.now()) },
    });
    await expectRefused(staff, () =>
      confirmTotp(dropped, { params: Promise.resolve({ factorId: String(first.factorId) }) }),
    );
    expect(await factorsOf(staff.id)).toEqual([]);
    expect((await liveSession(sessionId))?.pending).toBe("enrol");
  });

  it("a factor removed while its session is open: its codes are refused, at the second step and at a step-up", async () => {
    // reception may remove its only factor (a manager's last one is refused: app/api/_tests/passkeys.test.ts)
    const { staff, key, factorId, at } = await enrolled("reception", "removed");
    const code = codeAt(key, at + 30_000); // not yet spent
    // one session at the second step; one that proved the factor 6 minutes ago, so a step-up asks again
    const waiting = await proveRequest(staff, { method: "totp", code });
    const proven = await oneSession(staff);
    const stepUpRequest = proven("GET", "/api/session/step-up");
    const stepUpCode = proven("POST", "/api/session/second-factor", { method: "totp", code });
    await (
      await appDatabase()
    )
      .update(staffSessions)
      .set({ secondFactorAt: sql`now() - interval '6 minutes'` })
      .where(and(eq(staffSessions.staffId, staff.id), sql`${staffSessions.secondFactorAt} is not null`));
    expect(await removeFactor({ staffId: staff.id, role: staff.role }, factorId)).toBe("removed");

    await expectRefused(staff, () => prove(waiting, noParams));
    await expectRefused(staff, () => prove(stepUpCode, noParams));
    const stillOld = await stepUp(stepUpRequest, noParams);
    expect(stillOld.status).toBe(403);
    expect(await stillOld.json()).toMatchObject({ type: stepUpRequiredType });
  });

  it("a correct password between wrong codes clears none of them: the fifth wrong code locks, the right one is then refused", async () => {
    const { staff, key, at } = await enrolled("manager", "password-between");
    const link = await resetPassword(staff.id, null);
    const password = `Lantern-Between-${Date.now().toString(36)}-73`;
    await setPasswordWithLink(link.url.split("/set-password/")[1], password, null);
    const wrongCode = async () =>
      (await prove(await proveRequest(staff, { method: "totp", code: "000000" }), noParams)).status;

    const answers: (number | string)[] = [];
    for (let round = 0; round < 2; round++) {
      // the password, as an attacker who holds it signs in again between guesses
      answers.push((await verifyStaffCredentials(staff.id, password)) ? "password ok" : "password refused");
      answers.push(await wrongCode(), await wrongCode());
    }
    answers.push(await wrongCode());
    const right = await prove(await proveRequest(staff, { method: "totp", code: codeAt(key, at + 30_000) }), noParams);
    expect(answers).toEqual(["password ok", 400, 400, "password ok", 400, 400, 429]);
    expect(right.status).toBe(429);
  });
});
