"use server";

import { startPasskeyProof } from "@/lib/auth/passkeys";
import { passwordSignInEnabled } from "@/lib/auth/sso";

/**
 * The challenge of a sign-in with a passkey alone (no username; Next checks the action's origin). The
 * answer goes to next-auth's "passkey" sign-in with it.
 */
export async function passkeySignInOptions() {
  if (!passwordSignInEnabled()) throw new Error("Signing in with a passkey is not available here.");
  return startPasskeyProof(null);
}
