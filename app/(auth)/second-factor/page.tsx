import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { SecondFactorStep } from "@/components/auth/second-factor-step";
import { getStaffSession } from "@frontdesk/lib/auth/session";
import { homeOf } from "@frontdesk/lib/contract/roles";
import { safeRedirectPath } from "@frontdesk/lib/auth/redirect";
import { factorsOf } from "@frontdesk/lib/auth/factors";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("SecondFactor"))("pageTitle") };
}
export const dynamic = "force-dynamic";

/**
 * The second step of signing in. The staff pages send a session here while it still owes its second factor
 * (`from` is the page it asked for, shown once the factor is proven).
 */
export default async function SecondFactorPage({ searchParams }: { searchParams: Promise<{ from?: string }> }) {
  const session = await getStaffSession();
  if (!session) redirect("/sign-in");
  const { from } = await searchParams;
  const target = safeRedirectPath(from);
  const returnTo = target && !target.startsWith("/second-factor") ? target : homeOf[session.role];
  if (!session.pending) redirect(returnTo);
  const enrol = session.pending === "enrol";
  const kinds = [...new Set((await factorsOf(session.staffId)).map((f) => f.kind))];
  const t = await getTranslations("SecondFactor");
  const intro = enrol ? "enrolIntro" : kinds.includes("totp") ? "codeIntro" : "passkeyIntro";
  return (
    <AuthCard title={enrol ? t("enrolTitle") : t("confirmTitle")}>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">{t(intro, { name: session.name })}</p>
      <SecondFactorStep pending={session.pending} returnTo={returnTo} kinds={kinds} />
    </AuthCard>
  );
}
