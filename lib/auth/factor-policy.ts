import type { Role } from "@frontdesk/lib/contract/roles";

/**
 * Second factors, the pure part the BFF, the proxy and the screens share. By default
 * administrators and managers must have a second factor, reception and sales may add one; an
 * admin changes this per role on the Staff screen (frontdesk.factor_policy).
 */
export const defaultFactorRequired: Record<Role, boolean> = {
  reception: false,
  sales: false,
  manager: true,
  admin: true,
};

/** How a session proved its second factor (staff_sessions.second_factor). */
export type FactorMethod = "totp" | "recovery" | "passkey" | "sso";
export const factorMethodLabels: Record<FactorMethod, string> = {
  totp: "Authenticator app",
  recovery: "Recovery code",
  passkey: "Passkey",
  sso: "Single sign-on (multi-factor)",
};

/**
 * What a session still owes after the password: `verify` (the staff member has a factor: prove it),
 * `enrol` (their role requires one and they have none: set one up), or nothing.
 */
export type FactorPending = "verify" | "enrol";

export function pendingFactor(s: {
  secondFactorAt: Date | null;
  hasFactor: boolean;
  required: boolean;
}): FactorPending | undefined {
  if (s.secondFactorAt) return undefined;
  if (s.hasFactor) return "verify";
  return s.required ? "enrol" : undefined;
}

/** A second factor proven this recently lets the most sensitive actions through (step-up). */
export const stepUpWindowMs = 5 * 60_000;
