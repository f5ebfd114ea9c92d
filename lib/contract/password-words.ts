import { said } from "./said";
import type { StaffWording } from "./problem";

/**
 * The set-password page's messages (lib/auth/password-policy.ts, lib/auth/staff-accounts.ts and the contract's
 * setPasswordRequest keep their English: their tests and the sign-in audit read it) in the page's language
 * (docs/decisions/026-words-from-lib.md): the form's own checks through its resolver, the server action's refusals
 * said in the request's language before they are answered.
 */
export const passwordWordings: readonly StaffWording[] = [
  { match: /^Enter a password\.$/, say: "Words.password.required" },
  { match: /^Use at least (\d+) characters\.$/, say: (m) => said("Words.password.tooShort", { min: m[1]! }) },
  { match: /^Use at most (\d+) characters\.$/, say: (m) => said("Words.password.tooLong", { max: m[1]! }) },
  { match: /^The two passwords are not the same\.$/, say: "Words.password.notSame" },
  { match: /^This is the demo's published password\./, say: "Words.password.demo" },
  { match: /^This password is too common and easy to guess\./, say: "Words.password.common" },
  { match: /^The password must not contain your username or email address\.$/, say: "Words.password.personal" },
  { match: /^Choose a password different from your current one\.$/, say: "Words.password.sameAsCurrent" },
  { match: /^This link has expired/, say: "Words.password.linkExpired" },
  { match: /^This link has already been used\./, say: "Words.password.linkUsed" },
  { match: /^This link is not valid\./, say: "Words.password.linkUnknown" },
];
