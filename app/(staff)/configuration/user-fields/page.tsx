import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Plus } from "lucide-react";
import { UserFieldList } from "@/components/configuration/user-fields/user-field-list";
import { buttonClass } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Configuration"))("topics.userFields.title") };
}

export default async function UserFieldsPage({ searchParams }: { searchParams: Promise<{ created?: string }> }) {
  const { created } = await searchParams;
  const t = await getTranslations("Configuration");
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t("topics.userFields.title")}</h1>
        <Link href="/configuration/user-fields/new" className={buttonClass("primary")}>
          <Plus aria-hidden className="size-4" />
          {t("userFields.newTitle")}
        </Link>
      </div>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">{t("userFields.intro")}</p>
      <UserFieldList highlightId={created && /^\d+$/.test(created) ? Number(created) : undefined} />
    </div>
  );
}
