import { z } from "zod";
import { roles } from "@/lib/contract/roles";

/** Second factors (issue 30): what the BFF's factor endpoints take and answer. Never a secret, but once. */
export const factorKind = z.enum(["totp", "passkey"]);
export const factorKindLabels: Record<z.infer<typeof factorKind>, string> = {
  totp: "Authenticator app",
  passkey: "Passkey",
};

export const factorSummary = z.object({
  id: z.number().int(),
  kind: factorKind,
  name: z.string(),
  addedAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** an authenticator app's unused recovery codes */
  recoveryCodesLeft: z.number().int().optional(),
});
export type FactorSummary = z.infer<typeof factorSummary>;

/** The signed-in staff member's own factors, whether their role requires one, and what the session owes. */
export const myFactors = z.object({
  factors: z.array(factorSummary),
  required: z.boolean(),
  pending: z.enum(["verify", "enrol"]).nullable(),
});

export const totpEnrolment = z.object({
  factorId: z.number().int(),
  key: z.string(),
  qrSvg: z.string(),
});

const code = z
  .string({ error: "Enter the code." })
  .trim()
  .min(1, { error: "Enter the code." })
  .max(40, { error: "A code has at most 40 characters." });

/** A 6-digit code from the app (spaces allowed, as apps show them "123 456"). */
export const appCode = code.refine((c) => /^\d{6}$/.test(c.replace(/\s/g, "")), {
  error: "Enter the 6 digits your authenticator app shows.",
});

export const confirmTotpRequest = z.object({ code: appCode });
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

export const proveFactorRequest = z.discriminatedUnion(
  "method",
  [z.object({ method: z.literal("totp"), code: appCode }), z.object({ method: z.literal("recovery"), code })],
  { error: "Choose an authenticator code or a recovery code." },
);
export type ProveFactorRequest = z.infer<typeof proveFactorRequest>;

export const factorPolicyRequest = z.object({
  role: z.enum(roles, { error: "Choose a role." }),
  required: z.boolean({ error: "Say whether the role must have a second factor." }),
});
export const factorPolicies = z.object(
  Object.fromEntries(roles.map((r) => [r, z.boolean()])) as Record<(typeof roles)[number], z.ZodBoolean>,
);

export const factorsReset = z.object({ factorsRemoved: z.number().int() });

/** Said when a code is refused: never whether it was wrong, used before or out of time. */
export const codeRefusedMessage = "That code did not work. Check it and try again.";
export const codeLockedMessage =
  "Too many failed sign-ins. Signing in is paused for 15 minutes; try again later or ask an administrator.";
