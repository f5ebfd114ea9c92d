import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SsoButton } from "@/components/auth/sso-button";
import { PasskeySignIn } from "@/components/auth/passkey-sign-in";
import { passkeySignInOptions } from "./actions";
import { AuthCard } from "@/components/auth/auth-card";
import { getStaffSession } from "@/lib/auth/session";
import { homeOf } from "@/lib/contract/roles";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { passwordSignInEnabled, ssoConfig } from "@/lib/auth/sso";
import { ssoPendingMessage } from "@/lib/auth/options";
import { appDatabase } from "@/lib/app-db";
import { demoStaffLoaded, demoStaffPassword, demoTotpKey } from "@/lib/app-db/demo-staff";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

/** next-auth's error codes (?error=) in plain words; none says whether an account exists. */
const errorMessages: Record<string, string> = {
  [ssoPendingMessage]:
    "Your single sign-on worked, but your Frontdesk account is not active yet. Ask an administrator to activate it.",
  SsoNoEmail:
    "Your identity provider did not share an email address, so no Frontdesk account could be matched. Ask your IT team.",
  OAuthSignin: "Single sign-on could not start. Try again, or ask your IT team.",
  OAuthCallback: "Single sign-on did not finish. Try again, or ask your IT team.",
  AccessDenied: "Signing in was refused.",
};

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string; error?: string }>;
}) {
  const session = await getStaffSession();
  if (session) redirect(session.pending ? "/second-factor" : homeOf[session.role]);
  const { callbackUrl, error } = await searchParams;
  const target = safeRedirectPath(callbackUrl);
  const returnTo = target && !target.startsWith("/sign-in") ? target : undefined;
  const sso = ssoConfig();
  const passwords = passwordSignInEnabled();
  const demo = passwords && (await demoStaffLoaded(await appDatabase()));
  return (
    <AuthCard title="Sign in to Frontdesk">
      {error && (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {errorMessages[error] ?? "Signing in failed. Try again."}
        </p>
      )}
      {passwords && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Use your staff username or email.</p>
      )}
      {passwords && <SignInForm callbackUrl={returnTo} />}
      {passwords && <PasskeySignIn callbackUrl={returnTo} passkeySignInOptions={passkeySignInOptions} />}
      {sso && <SsoButton name={sso.name} callbackUrl={returnTo} separated={passwords} />}
      {demo && (
        <p className="mt-6 border-t border-slate-200 pt-4 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
          Demo data is loaded: sign in as reception, sales, manager or admin with the password {demoStaffPassword}.
          Manager and admin also need a code from an authenticator app set up with the demo key{" "}
          <code className="break-all">{demoTotpKey}</code>.
        </p>
      )}
    </AuthCard>
  );
}
