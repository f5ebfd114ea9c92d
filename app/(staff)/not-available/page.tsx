import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { ShieldX } from "lucide-react";
import { getStaffSession } from "@frontdesk/lib/auth/session";
import { homeOf } from "@frontdesk/lib/contract/roles";
import { buttonClass } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("StaffPages"))("notAvailable.title") };
}

/** Shown (with status 403, by the proxy's rewrite) when a role opens another role's screen. */
export default async function NotAvailablePage({ searchParams }: { searchParams: Promise<{ from?: string }> }) {
  const session = await getStaffSession();
  const { from } = await searchParams;
  const t = await getTranslations("StaffPages");
  const role = session ? (await getTranslations("Shell"))(`role.${session.role}`) : undefined;
  return (
    <section aria-labelledby="not-available-title" className="mx-auto mt-16 max-w-lg text-center">
      <ShieldX aria-hidden className="mx-auto size-12 text-slate-500" />
      <h1 id="not-available-title" className="mt-4 text-2xl font-semibold">
        {t("notAvailable.title")}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {t.rich(from ? "notAvailable.pageNotForRole" : "notAvailable.thisPageNotForRole", {
          page: () => <code className="rounded bg-slate-100 px-1 dark:bg-slate-800">{from}</code>,
          role: role ?? t("notAvailable.yourRole"),
        })}
      </p>
      {session && (
        <Link href={homeOf[session.role]} className={buttonClass("primary", "mt-6")}>
          {t("startPage")}
        </Link>
      )}
    </section>
  );
}
