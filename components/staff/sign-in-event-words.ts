import type { Words } from "@/components/ui/catalogue";
import { signInEventLabels } from "@frontdesk/lib/contract/staff";

/**
 * The sign-in audit in the screen's words: each event's kind, and the details lib/auth records with it (kept as the
 * English it wrote, so the CSV and older rows read the same), said from StaffAccounts.audit in the screen's language.
 * A detail it does not know (a passkey's own name) shows as recorded.
 */
const camel = (text: string) => text.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

export const signInEventWords = (t: Words, kind: string) =>
  kind in signInEventLabels ? t(`audit.kinds.${camel(kind)}`) : kind;

const fixedDetails: Record<string, string> = {
  "Refused while locked": "refusedWhileLocked",
  "Too many failures": "tooManyFailures",
  "Authenticator app": "authenticatorApp",
  "Recovery code": "recoveryCode",
  Passkey: "passkey",
  "Single sign-on (multi-factor)": "ssoMultiFactor",
  "New recovery codes": "newRecoveryCodes",
  Password: "password",
  "Single sign-on: account not active": "ssoNotActive",
  "Single sign-on": "sso",
  "Account deactivated": "accountDeactivated",
  "Waiting for an administrator to activate it": "waitingForAdmin",
};

const wrongWhat: Record<string, string> = {
  "authenticator code (enrolment)": "wrongEnrolmentCode",
  "authenticator app": "wrongAppCode",
  "recovery code": "wrongRecoveryCode",
  passkey: "wrongPasskey",
};

const roles = new Set(["reception", "sales", "manager", "admin"]);

export function signInDetailWords(t: Words, shell: Words, detail: string | null): string {
  if (!detail) return "";
  const fixed = fixedDetails[detail];
  if (fixed) return t(`audit.details.${fixed}`);
  const wrong = /^Wrong (.+)$/.exec(detail);
  if (wrong && wrongWhat[wrong[1]!]) return t(`audit.details.${wrongWhat[wrong[1]!]}`);
  const passkey = /^Passkey: (.+)$/s.exec(detail);
  if (passkey) return t("audit.details.passkeyNamed", { name: passkey[1]! });
  const removed = /^(\d+) removed$/.exec(detail);
  if (removed) return t("audit.details.removed", { count: Number(removed[1]) });
  const policy = /^(\w+): second factor (required|optional)$/.exec(detail);
  if (policy && roles.has(policy[1]!))
    return t("audit.details.policy", { role: shell(`role.${policy[1]}`), required: policy[2]! });
  return detail;
}
