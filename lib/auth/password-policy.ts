import { dictionary } from "@zxcvbn-ts/language-common";
import { demoStaffPassword } from "@frontdesk/lib/app-db/demo-staff";
import { passwordMinLength } from "@frontdesk/lib/contract/staff";

/** ~49,000 passwords most often found in breaches (zxcvbn-ts's common list). */
const commonPasswords = new Set<string>(dictionary["passwords-common"] as string[]);

/**
 * Why a new password is refused, or undefined when it is acceptable (ASVS 2.1):
 * at least 12 characters, not a common password (nor one padded with digits and symbols),
 * not one character repeated, not the username or email, not the demo's published password (so only the demo's
 * own accounts can hold it: lib/app-db/demo-guard.ts checks those at start). Reuse of the current password is
 * checked by the caller, which holds the hash.
 */
export function passwordProblem(password: string, account: { username: string; email: string }): string | undefined {
  if ([...password].length < passwordMinLength) return `Use at least ${passwordMinLength} characters.`;
  const lower = password.toLowerCase();
  if (lower.includes(demoStaffPassword))
    return "This is the demo's published password. Choose one of your own, such as a few unrelated words.";
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, "");
  if (
    commonPasswords.has(lower) ||
    (core.length >= 4 && commonPasswords.has(core)) ||
    /^(.)\1*$/.test(lower) ||
    isRun(lower)
  ) {
    return "This password is too common and easy to guess. Choose a less predictable one, such as a few unrelated words.";
  }
  const username = account.username.toLowerCase();
  const email = account.email.toLowerCase();
  const mailbox = email.split("@")[0];
  if (
    (username.length >= 4 && lower.includes(username)) ||
    lower === email ||
    (mailbox.length >= 4 && lower.includes(mailbox))
  ) {
    return "The password must not contain your username or email address.";
  }
  return undefined;
}

/** 1234567890123, abcdefghijkl: each character one after the previous. */
function isRun(value: string) {
  for (let i = 1; i < value.length; i++) if (value.charCodeAt(i) - value.charCodeAt(i - 1) !== 1) return false;
  return true;
}
