"use client";

import { api } from "@frontdesk/lib/api/areas";
import { ProblemError, problem } from "@frontdesk/lib/contract/problem";

/**
 * The browser's side of passkeys, SimpleWebAuthn's browser package loaded on first use:
 * adding one to my account, proving one (the second step, a step-up). The sign-in with a passkey
 * alone is in passkey-sign-in.tsx. A failure of the browser or the authenticator is thrown as a
 * ProblemError in plain words, as the BFF's are.
 */
const loadBrowser = () => import("@simplewebauthn/browser");

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = () => typeof window !== "undefined" && "PublicKeyCredential" in window;

/** A browser or authenticator failure in plain words. */
function passkeyFailure(error: unknown): ProblemError {
  if (error instanceof ProblemError) return error;
  const name = (error as { name?: string; cause?: { name?: string } })?.name;
  const words =
    name === "NotAllowedError" || (error as { cause?: { name?: string } })?.cause?.name === "NotAllowedError"
      ? "Problems.auth.passkeyPromptClosed"
      : name === "InvalidStateError"
        ? "Problems.auth.passkeyOnDevice"
        : name === "SecurityError"
          ? "Problems.auth.passkeyAddress"
          : "Problems.auth.passkeyBrowser";
  return new ProblemError(problem(400, words));
}

/** Makes a passkey on this device and keeps it on my account under the name given. */
export async function addPasskey(name: string) {
  const { startRegistration } = await loadBrowser();
  const { challengeId, options } = await api.factors.call("startPasskey", {});
  const response = await startRegistration({ optionsJSON: options }).catch((error: unknown) => {
    throw passkeyFailure(error);
  });
  return api.factors.call("addPasskey", { body: { challengeId, name, response } });
}

/** Proves this session's second factor with one of my passkeys. */
export async function provePasskey() {
  const { startAuthentication } = await loadBrowser();
  const { challengeId, options } = await api.factors.call("passkeyProof", {});
  const response = await startAuthentication({ optionsJSON: options }).catch((error: unknown) => {
    throw passkeyFailure(error);
  });
  await api.factors.call("prove", { body: { method: "passkey", challengeId, response } });
}

/** The answer for a sign-in with a passkey alone, to the server's options (passkey-sign-in.tsx). */
export async function passkeyAnswer(
  options: Parameters<typeof import("@simplewebauthn/browser").startAuthentication>[0]["optionsJSON"],
) {
  const { startAuthentication } = await loadBrowser();
  return startAuthentication({ optionsJSON: options }).catch((error: unknown) => {
    throw passkeyFailure(error);
  });
}
