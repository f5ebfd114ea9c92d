import { z } from "zod";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { roles } from "@frontdesk/lib/contract/roles";
import { factorKinds } from "@frontdesk/lib/contract/factor-words";

/** Second factors: what the BFF's factor endpoints take and answer. Never a secret, but once. */
const factorKind = z.enum(factorKinds);

export const factorSummary = z.object({
  id: z.number().int(),
  kind: factorKind,
  name: z.string(),
  addedAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type FactorSummary = z.infer<typeof factorSummary>;

/** The signed-in staff member's own factors, whether their role requires one, and what the session owes. */
export const myFactors = z.object({
  factors: z.array(factorSummary),
  /** unused recovery codes (they come with the first factor, whichever kind) */
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
  pending: z.enum(["verify", "enrol"]).nullable(),
});

export const totpEnrolment = z.object({
  factorId: z.number().int(),
  key: z.string(),
  qrSvg: z.string(),
});

const code = z
  .string({ error: "Validation.factors.codeRequired" })
  .trim()
  .min(1, { error: "Validation.factors.codeRequired" })
  .max(40, { error: "Validation.factors.codeTooLong" });

/** A 6-digit code from the app (spaces allowed, as apps show them "123 456"). */
const appCode = code.refine((c) => /^\d{6}$/.test(c.replace(/\s/g, "")), {
  error: "Validation.factors.totpDigits",
});

export const confirmTotpRequest = z.object({ code: appCode });
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
/** A passkey added; with ten recovery codes, shown this once, when it is the staff member's first factor. */
export const passkeyAdded = factorSummary.extend({ recoveryCodes: z.array(z.string()).optional() });

/** A factor's name as its owner gives it ("Work laptop", "Phone"). */
export const factorName = z
  .string({ error: "Validation.factors.passkeyNameRequired" })
  .trim()
  .min(1, { error: "Validation.factors.passkeyNameRequired" })
  .max(60, { error: "Validation.factors.passkeyNameTooLong" })
  .refine((name) => !/[\p{Cc}\p{Cs}]/u.test(name), { error: "Validation.factors.passkeyNameControl" });

/** WebAuthn options as the server made them, with the challenge they answer to (handed to the browser as they are). */
const webAuthnOptions = <O>() =>
  z.custom<O>((v) => typeof (v as { challenge?: unknown } | null)?.challenge === "string");
export const passkeyRegistrationOptions = z.object({
  challengeId: z.string(),
  options: webAuthnOptions<PublicKeyCredentialCreationOptionsJSON>(),
});
export const passkeyRequestOptions = z.object({
  challengeId: z.string(),
  options: webAuthnOptions<PublicKeyCredentialRequestOptionsJSON>(),
});

const passkeyAnswerUnread = "Validation.factors.passkeyAnswerUnread";
const base64url = z
  .string({ error: passkeyAnswerUnread })
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, { error: passkeyAnswerUnread });
const challengeId = z.string({ error: passkeyAnswerUnread }).min(1).max(100);
/** The browser's answer (SimpleWebAuthn's JSON): its shape only; the server verifies what it says. */
const passkeyAnswer = <R extends z.ZodRawShape>(response: R) =>
  z.object(
    {
      id: base64url.min(1).max(1_400),
      rawId: base64url,
      type: z.literal("public-key", { error: passkeyAnswerUnread }),
      response: z.object({ clientDataJSON: base64url, ...response }, { error: passkeyAnswerUnread }),
      // the extensions' results are not used: kept only as the shape SimpleWebAuthn's types name
      clientExtensionResults: z.object(
        { credProps: z.object({ rk: z.boolean().optional() }).optional() },
        { error: passkeyAnswerUnread },
      ),
    },
    { error: passkeyAnswerUnread },
  );
export const passkeyAssertion = passkeyAnswer({
  authenticatorData: base64url,
  signature: base64url,
  userHandle: base64url.optional(),
});
const passkeyAttestation = passkeyAnswer({
  attestationObject: base64url,
  transports: z.array(z.string().max(20)).max(10).optional(),
});

export type PasskeyAssertion = z.infer<typeof passkeyAssertion>;
export type PasskeyAttestation = z.infer<typeof passkeyAttestation>;

export const addPasskeyRequest = z.object({ challengeId, name: factorName, response: passkeyAttestation });
export const renameFactorRequest = z.object({ name: factorName });

export const proveFactorRequest = z.discriminatedUnion(
  "method",
  [
    z.object({ method: z.literal("totp"), code: appCode }),
    z.object({ method: z.literal("recovery"), code }),
    z.object({ method: z.literal("passkey"), challengeId, response: passkeyAssertion }),
  ],
  { error: "Validation.factors.codeKind" },
);

export const factorPolicyRequest = z.object({
  role: z.enum(roles, { error: "Validation.factors.roleRequired" }),
  required: z.boolean({ error: "Validation.factors.requiredMissing" }),
});
export const factorPolicies = z.object(
  Object.fromEntries(roles.map((r) => [r, z.boolean()])) as Record<(typeof roles)[number], z.ZodBoolean>,
);

export const factorsReset = z.object({ factorsRemoved: z.number().int() });

/**
 * The factors' refusals as catalogue keys (docs/decisions/026-words-from-lib.md): the BFF says them in the request's
 * language, the sign-in page and the forms with `<Said>`.
 */
/** Said when a code is refused: never whether it was wrong, used before or out of time. */
export const codeRefusedMessage = "Problems.auth.codeRefused";
/** Why a passkey was refused, in words (each failure still counts in the throttle and answers in the same time). */
export const passkeyRefusals = {
  challengeGone: "Problems.auth.passkeyChallengeGone",
  unknown: "Problems.auth.passkeyUnknown",
  otherUser: "Problems.auth.passkeyOtherUser",
  otherSite: "Problems.auth.passkeyOtherSite",
  notVerified: "Problems.auth.passkeyNotVerified",
  alreadyRegistered: "Problems.auth.passkeyAlreadyRegistered",
  accountInactive: "Problems.auth.accountInactive",
} as const;

/** Said when removing one's last factor while one's role requires one. */
export const lastFactorMessage = "Problems.auth.lastFactor";

export const codeLockedMessage = "Problems.auth.locked";
