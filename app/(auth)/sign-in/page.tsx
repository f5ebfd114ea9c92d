import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SsoButton } from "@/components/auth/sso-button";
import { PasskeySignIn } from "@/components/auth/passkey-sign-in";
import { chooseSignInLanguage, passkeySignInOptions } from "./actions";
import { SignInLanguageSwitch } from "@/components/auth/sign-in-language-switch";
import { isLocale } from "@frontdesk/lib/contract/locales";
import { AuthCard } from "@/components/auth/auth-card";
import { getStaffSession } from "@frontdesk/lib/auth/session";
import { homeOf } from "@frontdesk/lib/contract/roles";
import { safeRedirectPath } from "@frontdesk/lib/auth/redirect";
import { passwordSignInEnabled, ssoConfig } from "@frontdesk/lib/auth/sso";
import { ssoPendingMessage } from "@frontdesk/lib/auth/options";
import { appDatabase } from "@frontdesk/lib/app-db";
import { demoStaffLoaded, demoStaffPassword, demoTotpKey } from "@frontdesk/lib/app-db/demo-staff";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("SignIn"))("pageTitle") };
}
export const dynamic = "force-dynamic";

/** next-auth's error codes (?error=) in plain words (messages/*.json, SignIn); none says whether an account exists. */
const errorKeys: Record<string, "ssoPending" | "ssoNoEmail" | "ssoStart" | "ssoFinish" | "refused"> = {
  [ssoPendingMessage]: "ssoPending",
  SsoNoEmail: "ssoNoEmail",
  OAuthSignin: "ssoStart",
  OAuthCallback: "ssoFinish",
  AccessDenied: "refused",
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
  const t = await getTranslations("SignIn");
  const locale = await getLocale();
  const errorKey = error ? errorKeys[error] : undefined;
  return (
    <AuthCard title={t("title")}>
      <SignInLanguageSwitch current={isLocale(locale) ? locale : "en"} choose={chooseSignInLanguage} />
      {error && (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {errorKey ? t(errorKey) : t("failed")}
        </p>
      )}
      {passwords && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("hint")}</p>}
      {passwords && <SignInForm callbackUrl={returnTo} />}
      {passwords && <PasskeySignIn callbackUrl={returnTo} passkeySignInOptions={passkeySignInOptions} />}
      {sso && <SsoButton name={sso.name} callbackUrl={returnTo} separated={passwords} />}
      {demo && (
        <p className="mt-6 border-t border-slate-200 pt-4 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t.rich("demo", {
            password: demoStaffPassword,
            key: demoTotpKey,
            code: (chunks) => <code className="break-all">{chunks}</code>,
          })}
        </p>
      )}
    </AuthCard>
  );
}
