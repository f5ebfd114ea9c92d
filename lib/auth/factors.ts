import "server-only";
import crypto from "node:crypto";
import { and, desc, eq, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { appDatabase, type AppExecutor } from "@frontdesk/lib/app-db";
import { factorPolicy, staffFactors, staffRecoveryCodes, staffUsers } from "@frontdesk/lib/app-db/schema";
import { totpSecretColumn } from "@frontdesk/lib/app-db/sealed-columns";
import { seal, unseal } from "@frontdesk/lib/security/sealed-secrets";
import type { FactorSummary } from "@frontdesk/lib/contract/factors";
import { roles, type Role } from "@frontdesk/lib/contract/roles";
import { defaultFactorRequired, factorMethodLabels, type FactorMethod } from "./factor-policy";
import { endAllSessions, markSecondFactor } from "./sessions";
import { addressKey, clearFailures, factorKey, recordFailure, throttleState } from "./throttle";
import { recordSignInEvent } from "./sign-in-events";

/**
 * Second factors: authenticator-app codes (TOTP, RFC 6238: SHA-1, 6 digits, 30 s, one
 * step of clock drift either way) and single-use recovery codes; passkeys in ./passkeys.ts.
 * A TOTP code is accepted once: the factor keeps the last step a code was accepted at and a code
 * of that step or an earlier one is refused (one conditional UPDATE, so two instances agree).
 * Every check of a code is throttled with the password's counters (per account, per address) and
 * every failure answers after the same time.
 */
const period = 30;
const recoveryCodeCount = 10;
/** A failed check answers no sooner than this after it started, whatever failed. */
const failureAnswerMs = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const totpOf = (secret: string, label = "Frontdesk") =>
  new TOTP({ issuer: "Frontdesk", label, algorithm: "SHA1", digits: 6, period, secret: Secret.fromBase32(secret) });

/** The per-role policy: the database's rows over the defaults. */
export async function factorPolicies(executor?: AppExecutor): Promise<Record<Role, boolean>> {
  const db = executor ?? (await appDatabase());
  const rows = await db.select().from(factorPolicy);
  return Object.fromEntries(
    roles.map((role) => [role, rows.find((r) => r.role === role)?.required ?? defaultFactorRequired[role]]),
  ) as Record<Role, boolean>;
}

/** An admin changes whether a role must have a second factor (audited). */
export async function setFactorPolicy(role: Role, required: boolean, actorId: string) {
  const db = await appDatabase();
  await db.transaction(async (tx) => {
    await tx
      .insert(factorPolicy)
      .values({ role, required, updatedBy: actorId })
      .onConflictDoUpdate({ target: factorPolicy.role, set: { required, updatedBy: actorId, updatedAt: sql`now()` } });
    await recordSignInEvent(
      {
        kind: "factor-policy-changed",
        actorId,
        detail: `${role}: second factor ${required ? "required" : "optional"}`,
      },
      tx,
    );
  });
}

/** A staff member's factors as anyone may see them: kinds, names and dates, never a secret. */
export async function factorsOf(staffId: string, executor?: AppExecutor): Promise<FactorSummary[]> {
  const db = executor ?? (await appDatabase());
  const rows = await db
    .select()
    .from(staffFactors)
    .where(and(eq(staffFactors.staffId, staffId), isNotNull(staffFactors.confirmedAt)))
    .orderBy(staffFactors.id);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as FactorSummary["kind"],
    name: r.name,
    addedAt: r.confirmedAt!.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  }));
}

/** How many of the staff member's recovery codes are still unused. */
export async function recoveryCodesLeft(staffId: string): Promise<number> {
  const db = await appDatabase();
  const [{ left }] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return left;
}

/** Which kinds of factor each staff member has (the Staff screen's column). */
export async function factorKindsByStaff(): Promise<Map<string, FactorSummary["kind"][]>> {
  const db = await appDatabase();
  const rows = await db
    .selectDistinct({ staffId: staffFactors.staffId, kind: staffFactors.kind })
    .from(staffFactors)
    .where(isNotNull(staffFactors.confirmedAt));
  const byStaff = new Map<string, FactorSummary["kind"][]>();
  for (const r of rows) byStaff.set(r.staffId, [...(byStaff.get(r.staffId) ?? []), r.kind as "totp" | "passkey"]);
  return byStaff;
}

export interface TotpEnrolment {
  factorId: number;
  /** the key as text, for typing into an app (base32, in groups of four) */
  key: string;
  /** the otpauth:// URI the QR code holds */
  uri: string;
  /** the QR code as an SVG document, drawn on the server */
  qrSvg: string;
}

/**
 * Starts an authenticator-app enrolment: a new secret, not counted until a first code confirms it
 * (an earlier unfinished enrolment is dropped). The key is shown this once.
 */
export async function startTotpEnrolment(staffId: string): Promise<TotpEnrolment> {
  const db = await appDatabase();
  const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
  const secret = new Secret({ size: 20 }).base32;
  const [row] = await db.transaction(async (tx) => {
    await tx
      .delete(staffFactors)
      .where(and(eq(staffFactors.staffId, staffId), eq(staffFactors.kind, "totp"), isNull(staffFactors.confirmedAt)));
    return tx
      .insert(staffFactors)
      .values({ staffId, kind: "totp", name: "Authenticator app", totpSecret: seal(secret, totpSecretColumn.purpose) })
      .returning({ id: staffFactors.id });
  });
  const uri = totpOf(secret, staff?.email || staffId).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { factorId: row.id, key: secret.replace(/(.{4})/g, "$1 ").trim(), uri, qrSvg };
}

/** A code as typed: digits only for an app's code; letters and digits, lower case, for a recovery code. */
const totpCode = (code: string) => code.replace(/[\s-]/g, "");
const recoveryCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();
const recoveryHash = (staffId: string, code: string) =>
  crypto
    .createHash("sha256")
    .update(`${staffId}:${recoveryCode(code)}`)
    .digest("base64url");

/**
 * Accepts a TOTP code for the factor once: the code's step (now, or one step either side) must be
 * later than the last step accepted. Answers whether it was accepted.
 */
async function acceptTotp(
  db: AppExecutor,
  factor: { id: number; totpSecret: string | null },
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const token = totpCode(code);
  if (!factor.totpSecret || !/^\d{6}$/.test(token)) return false;
  const delta = totpOf(unseal(factor.totpSecret, totpSecretColumn.purpose)).validate({
    token,
    timestamp: now,
    window: 1,
  });
  if (delta === null) return false;
  const step = TOTP.counter({ period, timestamp: now }) + delta;
  const accepted = await db
    .update(staffFactors)
    .set({ lastUsedStep: step, lastUsedAt: sql`now()` })
    .where(
      and(eq(staffFactors.id, factor.id), or(isNull(staffFactors.lastUsedStep), lt(staffFactors.lastUsedStep, step))),
    )
    .returning({ id: staffFactors.id });
  return accepted.length === 1;
}

/**
 * New recovery codes for the staff member (earlier ones stop working): shown once, kept as hashes. They come
 * with the first factor confirmed, an authenticator app or a passkey (./passkeys.ts), and with each new app.
 */
export async function newRecoveryCodes(tx: AppExecutor, staffId: string): Promise<string[]> {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from(crypto.randomBytes(10), (b) => alphabet[b % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(codes.map((c) => ({ staffId, codeHash: recoveryHash(staffId, c) })));
  return codes;
}

export type CodeCheck = { ok: true } | { ok: false; locked: boolean };

/**
 * Runs a check of something a staff member typed (a code) or presented (a passkey) under the sign-in
 * throttle: the slowdown first, the check only when not locked, a failure counted per account and per
 * address, and every failure answered no sooner than failureAnswerMs after the start. `staffId` null:
 * a passkey no account holds, counted against the address alone.
 */
export async function throttledCheck(
  staffId: string | null,
  address: string | null,
  what: string,
  check: () => Promise<boolean>,
): Promise<CodeCheck> {
  const started = Date.now();
  const keys = [...(staffId ? [factorKey(staffId)] : []), ...(address ? [addressKey(address)] : [])];
  const throttle = await throttleState(keys);
  if (throttle.delayMs) await sleep(throttle.delayMs);
  const ok = !throttle.locked && (await check());
  if (ok) {
    if (staffId) await clearFailures(factorKey(staffId));
    return { ok: true };
  }
  const lockedNow = throttle.locked ? false : await recordFailure(keys);
  await recordSignInEvent({
    kind: throttle.locked ? "locked-out" : "sign-in-failed",
    staffId,
    username: staffId,
    clientAddress: address,
    detail: throttle.locked ? "Refused while locked" : `Wrong ${what}`,
  });
  if (lockedNow)
    await recordSignInEvent({
      kind: "locked-out",
      staffId,
      username: staffId,
      clientAddress: address,
      detail: "Too many failures",
    });
  await sleep(Math.max(0, started + failureAnswerMs - Date.now()));
  return { ok: false, locked: throttle.locked || lockedNow };
}

/**
 * Confirms an authenticator-app enrolment with its first code: the factor counts from now (it
 * replaces an earlier app), the session has proven it, and ten new recovery codes are answered, once.
 */
export async function confirmTotpEnrolment(
  session: { staffId: string; sessionId: string },
  factorId: number,
  code: string,
  address: string | null,
): Promise<(CodeCheck & { ok: false }) | { ok: true; recoveryCodes: string[] }> {
  const db = await appDatabase();
  const [factor] = await db
    .select()
    .from(staffFactors)
    .where(
      and(
        eq(staffFactors.id, factorId),
        eq(staffFactors.staffId, session.staffId),
        eq(staffFactors.kind, "totp"),
        isNull(staffFactors.confirmedAt),
      ),
    );
  const checked = await throttledCheck(session.staffId, address, "authenticator code (enrolment)", async () =>
    factor ? acceptTotp(db, factor, code) : false,
  );
  if (!checked.ok) return checked;
  const recoveryCodes = await db.transaction(async (tx) => {
    await tx
      .delete(staffFactors)
      .where(
        and(eq(staffFactors.staffId, session.staffId), eq(staffFactors.kind, "totp"), ne(staffFactors.id, factorId)),
      );
    await tx
      .update(staffFactors)
      .set({ confirmedAt: sql`now()` })
      .where(eq(staffFactors.id, factorId));
    await markSecondFactor(session.sessionId, "totp", tx);
    await recordSignInEvent({ kind: "factor-added", staffId: session.staffId, detail: "Authenticator app" }, tx);
    return newRecoveryCodes(tx, session.staffId);
  });
  return { ok: true, recoveryCodes };
}

/**
 * The second step (and a step-up): an authenticator-app code or a recovery code, proven for this
 * session. A recovery code is spent by the check that accepts it.
 */
export async function proveCode(
  session: { staffId: string; sessionId: string },
  method: "totp" | "recovery",
  code: string,
  address: string | null,
): Promise<CodeCheck> {
  const db = await appDatabase();
  const checked = await throttledCheck(session.staffId, address, factorMethodLabels[method].toLowerCase(), async () => {
    if (method === "recovery") {
      const spent = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, session.staffId),
            eq(staffRecoveryCodes.codeHash, recoveryHash(session.staffId, code)),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ staffId: staffRecoveryCodes.staffId });
      return spent.length === 1;
    }
    const factors = await db
      .select()
      .from(staffFactors)
      .where(
        and(
          eq(staffFactors.staffId, session.staffId),
          eq(staffFactors.kind, "totp"),
          isNotNull(staffFactors.confirmedAt),
        ),
      )
      .orderBy(desc(staffFactors.id));
    for (const factor of factors) if (await acceptTotp(db, factor, code)) return true;
    return false;
  });
  if (checked.ok) await provenNow(session, method);
  return checked;
}

/** The session proved a factor: recorded on it and in the sign-in audit (which names the factor). */
export async function provenNow(session: { staffId: string; sessionId: string }, method: FactorMethod) {
  await markSecondFactor(session.sessionId, method);
  await recordSignInEvent({ kind: "second-factor", staffId: session.staffId, detail: factorMethodLabels[method] });
}

/**
 * Ten new recovery codes for a staff member with a second factor (the earlier ones stop working),
 * answered once; undefined when they have none (recovery codes come with one). Audited.
 */
export async function renewRecoveryCodes(staffId: string): Promise<string[] | undefined> {
  const db = await appDatabase();
  return db.transaction(async (tx) => {
    const [factor] = await tx
      .select({ id: staffFactors.id })
      .from(staffFactors)
      .where(and(eq(staffFactors.staffId, staffId), isNotNull(staffFactors.confirmedAt)));
    if (!factor) return undefined;
    await recordSignInEvent({ kind: "factor-added", staffId, detail: "New recovery codes" }, tx);
    return newRecoveryCodes(tx, staffId);
  });
}

/** Renames one of the staff member's own factors (audited). Answers whether there was one. */
export async function renameFactor(staffId: string, factorId: number, name: string): Promise<boolean> {
  const db = await appDatabase();
  return db.transaction(async (tx) => {
    const renamed = await tx
      .update(staffFactors)
      .set({ name })
      .where(and(eq(staffFactors.id, factorId), eq(staffFactors.staffId, staffId), isNotNull(staffFactors.confirmedAt)))
      .returning({ id: staffFactors.id });
    if (renamed.length === 0) return false;
    await recordSignInEvent({ kind: "factor-renamed", staffId, detail: name }, tx);
    return true;
  });
}

/**
 * Removes one of the staff member's own factors (audited): "missing" when they have no such factor,
 * "last-required" (nothing removed) when it is their last one and their role requires a second factor.
 */
export async function removeFactor(
  staff: { staffId: string; role: Role },
  factorId: number,
): Promise<"removed" | "missing" | "last-required"> {
  const { staffId } = staff;
  const db = await appDatabase();
  return db.transaction(async (tx) => {
    // the staff member's factors, locked: two removals at once cannot both leave the other one
    const held = await tx
      .select({ id: staffFactors.id, name: staffFactors.name, confirmedAt: staffFactors.confirmedAt })
      .from(staffFactors)
      .where(eq(staffFactors.staffId, staffId))
      .for("update");
    const factor = held.find((f) => f.id === factorId);
    if (!factor) return "missing";
    const left = held.filter((f) => f.id !== factorId && f.confirmedAt);
    if (left.length === 0 && factor.confirmedAt && (await factorPolicies(tx))[staff.role]) return "last-required";
    await tx.delete(staffFactors).where(eq(staffFactors.id, factorId));
    if (left.length === 0) await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await recordSignInEvent({ kind: "factor-removed", staffId, detail: factor.name }, tx);
    return "removed";
  });
}

/**
 * An admin (or the CLI: actorId null) resets a staff member's factors: every factor and recovery
 * code goes, every session of theirs ends, and they enrol again at their next sign-in if their role
 * requires it. Answers the number of factors removed (undefined: no such staff member).
 */
export async function resetFactors(staffId: string, actorId: string | null): Promise<number | undefined> {
  const db = await appDatabase();
  return db.transaction(async (tx) => {
    const [staff] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, staffId));
    if (!staff) return undefined;
    const removed = await tx
      .delete(staffFactors)
      .where(eq(staffFactors.staffId, staffId))
      .returning({ id: staffFactors.id });
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await endAllSessions(staffId, tx);
    await recordSignInEvent({ kind: "factors-reset", staffId, actorId, detail: `${removed.length} removed` }, tx);
    return removed.length;
  });
}
