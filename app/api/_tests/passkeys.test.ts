import crypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";
import { appDatabase } from "@frontdesk/lib/app-db";
import { signInEvents, staffFactors, staffRecoveryCodes, webauthnChallenges } from "@frontdesk/lib/app-db/schema";
import { bffRequest, newStaff } from "@frontdesk/lib/bff/testing";
import { inEnglish } from "@frontdesk/lib/contract/said-words";
import { passkeyRefusals, type PasskeyAssertion, type PasskeyAttestation } from "@frontdesk/lib/contract/factors";
import { factorsOf, proveCode, recoveryCodesLeft, removeFactor, renewRecoveryCodes } from "@frontdesk/lib/auth/factors";
import {
  finishPasskeyRegistration,
  provePasskey,
  relyingParty,
  startPasskeyProof,
  startPasskeyRegistration,
} from "@frontdesk/lib/auth/passkeys";
import { liveSession, startSession } from "@frontdesk/lib/auth/sessions";
import { lockedMessage, signInWithPasskey } from "@frontdesk/lib/auth/options";
import * as addPasskeyRoute from "@/app/api/session/factors/passkeys/route";
import * as passkeyOptionsRoute from "@/app/api/session/factors/passkeys/options/route";

/**
 * Passkeys on the real database (PGlite or PostgreSQL), verified by SimpleWebAuthn against
 * a software authenticator: a real P-256 key, CBOR attestation ("none") and DER signatures over the
 * authenticator data and the client data, as a browser's platform authenticator makes them.
 */
const sha256 = (data: Uint8Array | string) => crypto.createHash("sha256").update(data).digest();
const b64 = (data: Uint8Array | string) => isoBase64URL.fromBuffer(new Uint8Array(Buffer.from(data)));

class SoftAuthenticator {
  private keys = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  readonly id = b64(crypto.randomBytes(16));
  private counter = 0;
  userHandle = "";

  /** authenticator data: RP ID hash, flags (user present and verified, + attested credential), counter */
  private authData(rpId: string, attested?: Buffer) {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([attested ? 0x45 : 0x05]), counter, attested ?? Buffer.alloc(0)]);
  }

  register(options: { challenge: string; user: { id: string } }, origin = relyingParty().origin): PasskeyAttestation {
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    const credentialId = isoBase64URL.toBuffer(this.id);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, isoCBOR.encode(coseKey)]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", this.authData(relyingParty().id, attested)],
      ]) as never,
    );
    this.userHandle = options.user.id;
    const clientData = { type: "webauthn.create", challenge: options.challenge, origin, crossOrigin: false };
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64(JSON.stringify(clientData)),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  assert(options: { challenge: string }, origin = relyingParty().origin): PasskeyAssertion {
    this.counter += 1;
    const authenticatorData = this.authData(relyingParty().id);
    const clientDataJSON = JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin });
    const signature = crypto.sign(
      "sha256",
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authenticatorData),
        signature: b64(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}

/** A staff member of the role with a session and a passkey registered on it. */
async function withPasskey(role: "reception" | "manager" = "reception", name = "Desk PC") {
  const staff = await newStaff(role, "passkey");
  const session = { staffId: staff.id, sessionId: await startSession(staff.id, null) };
  const authenticator = new SoftAuthenticator();
  const { challengeId, options } = await startPasskeyRegistration(staff.id);
  const added = await finishPasskeyRegistration(session, challengeId, name, authenticator.register(options));
  if (!added.ok) throw new Error(added.message);
  return { staff, session, authenticator, factor: added.factor, recoveryCodes: added.recoveryCodes };
}

/** A sign-in with the passkey alone: the challenge, the authenticator's answer, next-auth's authorize. */
async function signIn(authenticator: SoftAuthenticator, origin?: string, address = `10.30.${serialAddress++}.1`) {
  const { challengeId, options } = await startPasskeyProof(null);
  return signInWithPasskey(challengeId, JSON.stringify(authenticator.assert(options, origin)), address);
}
let serialAddress = 1;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: Error) => error.message,
  );

// the first test starts the database; each refused passkey answers after 400 ms
vi.setConfig({ testTimeout: 120_000 });

describe("registering a passkey", () => {
  it("keeps it named, with when it was added, its counter and backup flags; the session has proven it", async () => {
    const { staff, session, factor } = await withPasskey("reception", "Front desk PC");
    expect(factor).toMatchObject({ kind: "passkey", name: "Front desk PC", lastUsedAt: null });
    expect(await factorsOf(staff.id)).toMatchObject([{ id: factor.id, kind: "passkey", name: "Front desk PC" }]);
    const db = await appDatabase();
    const [row] = await db.select().from(staffFactors).where(eq(staffFactors.id, factor.id));
    expect(row).toMatchObject({
      signCount: 0,
      deviceType: "singleDevice",
      backedUp: false,
      transports: '["internal"]',
    });
    expect(row.publicKey).toBeTruthy();
    const live = await liveSession(session.sessionId);
    expect(live?.secondFactorAt).toBeInstanceOf(Date);
  });

  it("through the BFF: options, then the answer under a name; a bad name is refused under its field", async () => {
    const staff = await newStaff("sales", "passkey-bff");
    const options = await passkeyOptionsRoute.POST(
      await bffRequest("POST", "/api/session/factors/passkeys/options", { as: staff }),
      {
        params: Promise.resolve({}),
      },
    );
    expect(options.status).toBe(200);
    const { challengeId, options: creation } = (await options.json()) as {
      challengeId: string;
      options: { challenge: string; user: { id: string }; rp: { id: string } };
    };
    expect(creation.rp.id).toBe(relyingParty().id);
    const authenticator = new SoftAuthenticator();
    const answer = authenticator.register(creation);
    const send = async (body: unknown) =>
      addPasskeyRoute.POST(await bffRequest("POST", "/api/session/factors/passkeys", { as: staff, body }), {
        params: Promise.resolve({}),
      });
    const unnamed = await send({ challengeId, name: "  ", response: answer });
    expect(unnamed.status).toBe(400);
    expect(((await unnamed.json()) as { errors: Record<string, string[]> }).errors.name[0]).toMatch(/Name the passkey/);
    const added = await send({ challengeId, name: "Sales laptop", response: answer });
    expect(added.status).toBe(200);
    const body = (await added.json()) as { kind: string; name: string; recoveryCodes?: string[] };
    expect(body).toMatchObject({ kind: "passkey", name: "Sales laptop" });
    expect(body.recoveryCodes).toHaveLength(10); // the first factor's recovery codes, answered this once
    // the challenge was used: the same answer again is refused in words
    const again = await send({ challengeId, name: "Sales laptop", response: answer });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { detail: string }).detail).toBe(inEnglish(passkeyRefusals.challengeGone));
    expect(await factorsOf(staff.id)).toHaveLength(1);
  });

  it("refuses an answer made for another origin, and the same passkey twice", async () => {
    const staff = await newStaff("reception", "passkey-origin");
    const session = { staffId: staff.id, sessionId: await startSession(staff.id, null) };
    const authenticator = new SoftAuthenticator();
    const first = await startPasskeyRegistration(staff.id);
    expect(
      await finishPasskeyRegistration(
        session,
        first.challengeId,
        "Phishing",
        authenticator.register(first.options, "https://frontdesk.example.net"),
      ),
    ).toMatchObject({ ok: false, message: passkeyRefusals.otherSite });
    expect(await factorsOf(staff.id)).toEqual([]);
    const second = await startPasskeyRegistration(staff.id);
    const answer = authenticator.register(second.options);
    expect(await finishPasskeyRegistration(session, second.challengeId, "PC", answer)).toMatchObject({ ok: true });
    const third = await startPasskeyRegistration(staff.id);
    expect(third.options.excludeCredentials).toMatchObject([{ id: authenticator.id }]);
    expect(
      await finishPasskeyRegistration(session, third.challengeId, "PC again", authenticator.register(third.options)),
    ).toMatchObject({ ok: false, message: passkeyRefusals.alreadyRegistered });
  });
});

describe("recovery codes when the first factor is a passkey", () => {
  it("come with the first passkey (ten, shown once, kept as hashes), not with a second; one proves the second step once", async () => {
    const { staff, session, recoveryCodes } = await withPasskey("manager", "Desk PC");
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const db = await appDatabase();
    const kept = await db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staff.id));
    expect(kept).toHaveLength(10);
    for (const code of recoveryCodes!) expect(JSON.stringify(kept)).not.toContain(code.replace("-", ""));
    for (const row of kept) expect(row.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // a second passkey comes with none: the codes already given still work
    const phone = new SoftAuthenticator();
    const next = await startPasskeyRegistration(staff.id);
    const second = await finishPasskeyRegistration(session, next.challengeId, "Phone", phone.register(next.options));
    expect(second).toMatchObject({ ok: true });
    expect(second.ok && second.recoveryCodes).toBeUndefined();
    expect(await recoveryCodesLeft(staff.id)).toBe(10);

    // the device lost: a recovery code proves the second step after the password, once
    const later = { staffId: staff.id, sessionId: await startSession(staff.id, null) };
    expect((await liveSession(later.sessionId))?.pending).toBe("verify");
    expect(await proveCode(later, "recovery", recoveryCodes![0], null)).toEqual({ ok: true });
    expect((await liveSession(later.sessionId))?.pending).toBeUndefined();
    expect(await proveCode(later, "recovery", recoveryCodes![0], null)).toMatchObject({ ok: false });
    expect(await recoveryCodesLeft(staff.id)).toBe(9);
    // and new ones can be made without an authenticator app
    const renewed = await renewRecoveryCodes(staff.id);
    expect(renewed).toHaveLength(10);
    expect(await recoveryCodesLeft(staff.id)).toBe(10);
    expect(await proveCode(later, "recovery", recoveryCodes![1], null)).toMatchObject({ ok: false });
  });

  it("none for someone with no factor", async () => {
    const staff = await newStaff("reception", "no-factor");
    expect(await renewRecoveryCodes(staff.id)).toBeUndefined();
    expect(await recoveryCodesLeft(staff.id)).toBe(0);
  });
});

describe("signing in with a passkey alone", () => {
  it("signs in with no username, as two factors; last used, counter and the audit follow", async () => {
    const { staff, authenticator, factor } = await withPasskey();
    const user = await signIn(authenticator);
    expect(user).toMatchObject({ id: staff.id, role: "reception", secondFactor: "passkey" });
    const session = await liveSession(await startSession(user.id, null, user.secondFactor));
    expect(session?.pending).toBeUndefined();
    const [listed] = await factorsOf(staff.id);
    expect(listed.id).toBe(factor.id);
    expect(listed.lastUsedAt).not.toBeNull();
    const db = await appDatabase();
    const [row] = await db.select().from(staffFactors).where(eq(staffFactors.id, factor.id));
    expect(row.signCount).toBe(1);
    const audit = await db
      .select()
      .from(signInEvents)
      .where(and(eq(signInEvents.staffId, staff.id), eq(signInEvents.kind, "sign-in")));
    expect(audit.map((e) => e.detail)).toEqual(["Passkey"]);
  });

  it("refuses in words a replayed challenge, another origin, a removed passkey and one no one holds", async () => {
    const { staff, authenticator, factor } = await withPasskey();
    const { challengeId, options } = await startPasskeyProof(null);
    const answer = JSON.stringify(authenticator.assert(options));
    expect((await signInWithPasskey(challengeId, answer, "10.31.0.1")).id).toBe(staff.id);
    expect(await refusal(signInWithPasskey(challengeId, answer, "10.31.0.1"))).toBe(passkeyRefusals.challengeGone);
    expect(await refusal(signIn(authenticator, "https://evil.example"))).toBe(passkeyRefusals.otherSite);
    expect(await refusal(signIn(new SoftAuthenticator()))).toBe(passkeyRefusals.unknown);
    expect(inEnglish(await refusal(signInWithPasskey(challengeId, "not json", "10.31.0.1")))).toMatch(
      /could not be read/,
    );
    expect(await removeFactor({ staffId: staff.id, role: "reception" }, factor.id)).toBe("removed");
    expect(await refusal(signIn(authenticator))).toBe(passkeyRefusals.unknown);
    const db = await appDatabase();
    expect(await db.select().from(webauthnChallenges).where(eq(webauthnChallenges.id, challengeId))).toEqual([]);
  });

  it("counts wrong passkeys in the account's throttle like wrong passwords, each failure in the same time", async () => {
    const { staff, authenticator } = await withPasskey();
    const address = "10.32.0.1";
    const times: number[] = [];
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      answers.push(await refusal(signIn(authenticator, "https://evil.example", address)));
      times.push(performance.now() - started);
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(passkeyRefusals.otherSite));
    expect(answers[4]).toBe(lockedMessage);
    expect(Math.min(...times.slice(0, 2))).toBeGreaterThanOrEqual(395);
    // locked: even the right passkey is refused now
    expect(await refusal(signIn(authenticator))).toBe(lockedMessage);
    const db = await appDatabase();
    const failures = await db
      .select()
      .from(signInEvents)
      .where(and(eq(signInEvents.staffId, staff.id), eq(signInEvents.kind, "sign-in-failed")));
    expect(failures).toHaveLength(5);
    expect(failures[0].detail).toBe("Wrong passkey");
  });
});

describe("a passkey as the second step", () => {
  it("proves the session's factor with one's own passkey, never another person's", async () => {
    const mine = await withPasskey("manager");
    const theirs = await withPasskey("manager");
    const session = { staffId: mine.staff.id, sessionId: await startSession(mine.staff.id, null) };
    expect((await liveSession(session.sessionId))?.pending).toBe("verify");

    const forMe = await startPasskeyProof(mine.staff.id);
    expect(forMe.options.allowCredentials).toMatchObject([{ id: mine.authenticator.id }]);
    expect(
      await provePasskey(session, forMe.challengeId, theirs.authenticator.assert(forMe.options), null),
    ).toMatchObject({ ok: false, message: passkeyRefusals.otherUser });
    expect((await liveSession(session.sessionId))?.pending).toBe("verify");

    const again = await startPasskeyProof(mine.staff.id);
    expect(
      await provePasskey(session, again.challengeId, mine.authenticator.assert(again.options), null),
    ).toMatchObject({
      ok: true,
    });
    expect((await liveSession(session.sessionId))?.pending).toBeUndefined();
    // a sign-in challenge is not a second-step challenge
    const signInChallenge = await startPasskeyProof(null);
    expect(
      await provePasskey(
        session,
        signInChallenge.challengeId,
        mine.authenticator.assert(signInChallenge.options),
        null,
      ),
    ).toMatchObject({ ok: false, message: passkeyRefusals.challengeGone });
  });

  it("a manager's last factor stays; with two, one goes", async () => {
    const { staff, session, factor } = await withPasskey("manager");
    expect(await removeFactor({ staffId: staff.id, role: "manager" }, factor.id)).toBe("last-required");
    const authenticator = new SoftAuthenticator();
    const { challengeId, options } = await startPasskeyRegistration(staff.id);
    expect(
      await finishPasskeyRegistration(session, challengeId, "Phone", authenticator.register(options)),
    ).toMatchObject({
      ok: true,
    });
    expect(await removeFactor({ staffId: staff.id, role: "manager" }, factor.id)).toBe("removed");
    expect((await factorsOf(staff.id)).map((f) => f.name)).toEqual(["Phone"]);
  });
});
