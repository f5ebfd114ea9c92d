import "server-only";
import crypto from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoUint8Array } from "@simplewebauthn/server/helpers";
import { appDatabase } from "@frontdesk/lib/app-db";
import { staffFactors, staffUsers, webauthnChallenges } from "@frontdesk/lib/app-db/schema";
import {
  passkeyRefusals,
  type FactorSummary,
  type PasskeyAssertion,
  type PasskeyAttestation,
} from "@frontdesk/lib/contract/factors";
import { appUrl } from "@frontdesk/lib/server/env";
import { isRole, type Role } from "@frontdesk/lib/contract/roles";
import { newRecoveryCodes, provenNow, throttledCheck } from "./factors";
import { markSecondFactor } from "./sessions";
import { recordSignInEvent } from "./sign-in-events";

/**
 * Passkeys (WebAuthn) with SimpleWebAuthn. The relying party is the app's public URL
 * (APP_URL, else NEXTAUTH_URL): its host is the RP ID, its origin the only one an answer may come
 * from. Every passkey is a discoverable credential with user verification (a PIN or a fingerprint
 * on the device), so a passkey alone signs in with two factors. Challenges live in
 * frontdesk.webauthn_challenges for 5 minutes and are deleted as they are used, so every instance
 * agrees and none can be replayed.
 */
const challengeTtlMs = 5 * 60_000;
type ChallengePurpose = "register" | "sign-in" | "prove";

export const relyingParty = () => {
  const url = new URL(appUrl());
  return { id: url.hostname, origin: url.origin };
};

/** The WebAuthn user handle of a staff member: their id (each relying party sees its own). */
const userHandleOf = (staffId: string) => isoBase64URL.fromUTF8String(staffId);

async function issueChallenge(staffId: string | null, purpose: ChallengePurpose, challenge: string) {
  const db = await appDatabase();
  const id = crypto.randomBytes(18).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
    await tx.insert(webauthnChallenges).values({
      id,
      staffId,
      challenge,
      purpose,
      expiresAt: sql`now() + ${`${challengeTtlMs} milliseconds`}::interval`,
    });
  });
  return id;
}

/** Takes a challenge once (deleted as it is read): undefined when it expired, was used, or is another's. */
async function takeChallenge(id: string, purpose: ChallengePurpose, staffId: string | null) {
  const db = await appDatabase();
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.id, id),
        eq(webauthnChallenges.purpose, purpose),
        staffId ? eq(webauthnChallenges.staffId, staffId) : isNull(webauthnChallenges.staffId),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return row?.challenge;
}

const transportsOf = (stored: string | null) => (stored ? (JSON.parse(stored) as string[]) : undefined);

async function passkeysOf(staffId: string) {
  const db = await appDatabase();
  return db
    .select({ id: staffFactors.credentialId, transports: staffFactors.transports })
    .from(staffFactors)
    .where(
      and(eq(staffFactors.staffId, staffId), eq(staffFactors.kind, "passkey"), isNotNull(staffFactors.confirmedAt)),
    )
    .then((rows) => rows.map((r) => ({ id: r.id!, transports: transportsOf(r.transports) })));
}

interface PasskeyOptions<O> {
  challengeId: string;
  options: O;
}

/** The options for the browser to make a new passkey (its existing ones are excluded: one device, one passkey). */
export async function startPasskeyRegistration(
  staffId: string,
): Promise<PasskeyOptions<PublicKeyCredentialCreationOptionsJSON>> {
  const db = await appDatabase();
  const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
  const options = await generateRegistrationOptions({
    rpName: "Frontdesk",
    rpID: relyingParty().id,
    userName: staff.id,
    userDisplayName: staff.name,
    userID: isoUint8Array.fromUTF8String(staff.id),
    attestationType: "none",
    excludeCredentials: await passkeysOf(staffId),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: challengeTtlMs,
  });
  return { challengeId: await issueChallenge(staffId, "register", options.challenge), options };
}

export type PasskeyRefusal = { ok: false; locked: boolean; message: string };

/**
 * Verifies the browser's new passkey against its challenge and keeps it under the name given: it counts
 * at once (the session has proven it, as a confirmed authenticator app does). The staff member's first
 * factor comes with ten recovery codes, answered this once (kept as hashes).
 */
export async function finishPasskeyRegistration(
  session: { staffId: string; sessionId: string },
  challengeId: string,
  name: string,
  answer: PasskeyAttestation,
): Promise<{ ok: true; factor: FactorSummary; recoveryCodes?: string[] } | PasskeyRefusal> {
  const refused = (message: string) => ({ ok: false as const, locked: false, message });
  const expectedChallenge = await takeChallenge(challengeId, "register", session.staffId);
  if (!expectedChallenge) return refused(passkeyRefusals.challengeGone);
  const { id: rpID, origin } = relyingParty();
  const verified = await verifyRegistrationResponse({
    // the contract checked its shape; the library checks everything it says
    response: answer,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch((error: Error) => ({ verified: false as const, error }));
  if (!verified.verified) {
    const otherSite = "error" in verified && /origin|RP ID/i.test(verified.error.message);
    return refused(otherSite ? passkeyRefusals.otherSite : passkeyRefusals.notVerified);
  }
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const db = await appDatabase();
  const added = await db.transaction(async (tx) => {
    // the staff member's factors, locked: two first passkeys at once cannot both skip the recovery codes
    const held = await tx
      .select({ confirmedAt: staffFactors.confirmedAt })
      .from(staffFactors)
      .where(eq(staffFactors.staffId, session.staffId))
      .for("update");
    const [row] = await tx
      .insert(staffFactors)
      .values({
        staffId: session.staffId,
        kind: "passkey",
        name,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        signCount: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        confirmedAt: sql`now()`,
      })
      .onConflictDoNothing({ target: staffFactors.credentialId })
      .returning();
    if (!row) return undefined;
    await markSecondFactor(session.sessionId, "passkey", tx);
    await recordSignInEvent({ kind: "factor-added", staffId: session.staffId, detail: `Passkey: ${name}` }, tx);
    const first = !held.some((f) => f.confirmedAt);
    return { row, recoveryCodes: first ? await newRecoveryCodes(tx, session.staffId) : undefined };
  });
  if (!added) return refused(passkeyRefusals.alreadyRegistered);
  const { row, recoveryCodes } = added;
  return {
    ok: true,
    factor: { id: row.id, kind: "passkey", name: row.name, addedAt: row.confirmedAt!.toISOString(), lastUsedAt: null },
    ...(recoveryCodes ? { recoveryCodes } : {}),
  };
}

/**
 * The options for the browser to ask for a passkey: any of this site's (a sign-in, no username: the
 * passkey says whose it is) or one of the staff member's own (the second step, a step-up).
 */
export async function startPasskeyProof(
  staffId: string | null,
): Promise<PasskeyOptions<PublicKeyCredentialRequestOptionsJSON>> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    allowCredentials: staffId ? await passkeysOf(staffId) : [],
    userVerification: "required",
    timeout: challengeTtlMs,
  });
  return { challengeId: await issueChallenge(staffId, staffId ? "prove" : "sign-in", options.challenge), options };
}

type PasskeyProof = { ok: true; staff: { id: string; name: string; email: string; role: Role } } | PasskeyRefusal;

/**
 * Checks a passkey's answer to its challenge, under the sign-in throttle (a failure counts against the
 * passkey's holder, or the session's staff member, and the address, and answers after the same time as
 * a wrong code). `staffId`: the staff member it must belong to (the second step), or null (a sign-in).
 * On success the passkey's counter, backup flags and last use are kept.
 */
export async function verifyPasskey(
  staffId: string | null,
  challengeId: string,
  answer: PasskeyAssertion,
  address: string | null,
): Promise<PasskeyProof> {
  const response: AuthenticationResponseJSON = answer;
  const db = await appDatabase();
  const [held] = await db
    .select({ factor: staffFactors, staff: staffUsers })
    .from(staffFactors)
    .innerJoin(staffUsers, eq(staffUsers.id, staffFactors.staffId))
    .where(
      and(
        eq(staffFactors.credentialId, response.id),
        eq(staffFactors.kind, "passkey"),
        isNotNull(staffFactors.confirmedAt),
      ),
    );
  let message: string = passkeyRefusals.notVerified;
  const refuse = (why: string) => {
    message = why;
    return false;
  };
  const checked = await throttledCheck(staffId ?? held?.staff.id ?? null, address, "passkey", async () => {
    const expectedChallenge = await takeChallenge(challengeId, staffId ? "prove" : "sign-in", staffId);
    if (!expectedChallenge) return refuse(passkeyRefusals.challengeGone);
    if (!held) return refuse(passkeyRefusals.unknown);
    const handle = response.response.userHandle;
    if ((staffId && held.staff.id !== staffId) || (handle && handle !== userHandleOf(held.staff.id)))
      return refuse(passkeyRefusals.otherUser);
    if (!held.staff.active || !isRole(held.staff.role)) return refuse(passkeyRefusals.accountInactive);
    const { id: rpID, origin } = relyingParty();
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: held.factor.credentialId!,
        publicKey: isoBase64URL.toBuffer(held.factor.publicKey!),
        counter: held.factor.signCount ?? 0,
        transports: transportsOf(held.factor.transports),
      },
      requireUserVerification: true,
    }).catch((error: Error) => void (/origin|RP ID/i.test(error.message) && refuse(passkeyRefusals.otherSite)));
    if (!verified?.verified) return false;
    const info = verified.authenticationInfo;
    await db
      .update(staffFactors)
      .set({
        signCount: info.newCounter,
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        lastUsedAt: sql`now()`,
      })
      .where(eq(staffFactors.id, held.factor.id));
    return true;
  });
  if (!checked.ok) return { ...checked, message };
  const { id, name, email, role } = held!.staff;
  return { ok: true, staff: { id, name, email, role: role as Role } };
}

/** The second step (or a step-up) with a passkey: it must be one of the session's staff member's own. */
export async function provePasskey(
  session: { staffId: string; sessionId: string },
  challengeId: string,
  answer: PasskeyAssertion,
  address: string | null,
): Promise<PasskeyProof> {
  const proven = await verifyPasskey(session.staffId, challengeId, answer, address);
  if (proven.ok) await provenNow(session, "passkey");
  return proven;
}
