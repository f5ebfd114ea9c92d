"use client";

import { Said, useTranslations } from "@/components/ui/catalogue";
import { useState } from "react";
import { Fingerprint } from "lucide-react";
import { homeOf, isRole } from "@frontdesk/lib/contract/roles";
import { ProblemError, messageOf, problem } from "@frontdesk/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { passkeyAnswer } from "./passkey-browser";

/**
 * "Sign in with a passkey": no username typed, the passkey says whose it is (a discoverable
 * credential); the server's challenge, the device's answer, then next-auth's "passkey" sign-in.
 * A passkey proves two factors, so the session goes straight on.
 */
export function PasskeySignIn({
  callbackUrl,
  passkeySignInOptions,
}: {
  callbackUrl?: string;
  /** The sign-in page's server action (app/(auth)/sign-in/actions.ts): the server's challenge. */
  passkeySignInOptions: () => Promise<{ challengeId: string; options: Parameters<typeof passkeyAnswer>[0] }>;
}) {
  const t = useTranslations("SignIn");
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const signInWithPasskey = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const { challengeId, options } = await passkeySignInOptions().catch(() => {
        throw new ProblemError(problem(503, t("noConnection")));
      });
      const response = await passkeyAnswer(options);
      const { getSession, signIn } = await import("next-auth/react");
      const result = await signIn("passkey", { challengeId, response: JSON.stringify(response), redirect: false });
      if (!result || result.error) {
        setFailure(!result || result.error === "CredentialsSignin" ? t("passkeyFailed") : (result.error ?? undefined));
        return;
      }
      const role = (await getSession())?.user?.role;
      window.location.assign(callbackUrl ?? (isRole(role) ? homeOf[role] : "/"));
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4">
      {failure && (
        <p
          role="alert"
          className="mb-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <Said text={failure} />
        </p>
      )}
      <Button className="w-full" onClick={() => void signInWithPasskey()} disabled={busy}>
        <Fingerprint aria-hidden className="size-4" />
        {busy ? t("passkeyWaiting") : t("passkey")}
      </Button>
    </div>
  );
}
