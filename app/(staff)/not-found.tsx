import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { FileQuestion } from "lucide-react";
import { getStaffSession } from "@frontdesk/lib/auth/session";
import { homeOf } from "@frontdesk/lib/contract/roles";
import { buttonClass } from "@/components/ui/button";

/** "Page not found" inside the shell; the way out is the role's own start page (never a loop back to "/"). */
export default async function StaffNotFound() {
  const session = await getStaffSession();
  const t = await getTranslations("StaffPages");
  return (
    <section aria-labelledby="not-found-title" className="mx-auto mt-16 max-w-lg text-center">
      <FileQuestion aria-hidden className="mx-auto size-12 text-slate-500" />
      <h1 id="not-found-title" className="mt-4 text-2xl font-semibold">
        {t("notFound.title")}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("notFound.text")}</p>
      <Link href={session ? homeOf[session.role] : "/"} className={buttonClass("primary", "mt-6")}>
        {t("startPage")}
      </Link>
    </section>
  );
}
