"use server";

import { cookies } from "next/headers";
import { startPasskeyProof } from "@frontdesk/lib/auth/passkeys";
import { isLocale, localeCookie } from "@frontdesk/lib/contract/locales";
import { passwordSignInEnabled } from "@frontdesk/lib/auth/sso";

/**
 * The challenge of a sign-in with a passkey alone (no username; Next checks the action's origin). The
 * answer goes to next-auth's "passkey" sign-in with it.
 */
export async function passkeySignInOptions() {
  if (!passwordSignInEnabled()) throw new Error("Signing in with a passkey is not available here.");
  return startPasskeyProof(null);
}

/**
 * The sign-in page's language switch: signed out there is no account to keep it with, so a cookie (a year; the
 * browser's Accept-Language decides until it is set). A form's action, so it works before the page's script runs.
 */
export async function chooseSignInLanguage(form: FormData) {
  const language = form.get("language");
  if (!isLocale(language)) return;
  // not a secret (a language), so no Secure flag to depend on how the app is served
  (await cookies()).set(localeCookie, language, {
    path: "/",
    maxAge: 365 * 24 * 60 * 60,
    sameSite: "lax",
    httpOnly: true,
  });
}
