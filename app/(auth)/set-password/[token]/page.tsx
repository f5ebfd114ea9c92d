import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { passwordWordings } from "@frontdesk/lib/contract/password-words";
import { sayIn } from "@frontdesk/lib/contract/said-words";
import { staffWordsOf } from "@frontdesk/lib/contract/staff-words";
import Link from "next/link";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import { AuthCard } from "@/components/auth/auth-card";
import { PageWords } from "@/components/ui/page-words";
import { setPasswordAction } from "./actions";
import { passwordLinkMessage, passwordLinkState } from "@frontdesk/lib/auth/staff-accounts";

// The token is in the path: never send it on to another site in a Referer.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("SetPassword"))("title"), referrer: "no-referrer" };
}
export const dynamic = "force-dynamic";

export default async function SetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await passwordLinkState(token);
  const t = await getTranslations("SetPassword");
  return (
    <AuthCard title={t("title")}>
      {link.state === "valid" ? (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t.rich("hello", {
              name: link.name,
              username: link.username,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <PageWords namespaces={["SetPassword"]}>
            <SetPasswordForm token={token} username={link.username} setPassword={setPasswordAction} />
          </PageWords>
        </>
      ) : (
        <>
          <p
            role="alert"
            className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
          >
            {sayIn(await getLocale(), staffWordsOf(passwordLinkMessage(link.state), passwordWordings).say)}
          </p>
          <p className="mt-4 text-sm">
            <Link href="/sign-in" className="underline underline-offset-2">
              {t("goToSignIn")}
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
