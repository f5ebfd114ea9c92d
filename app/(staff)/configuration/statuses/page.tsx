import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { StatusList } from "@/components/configuration/statuses/status-list";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Configuration"))("topics.statuses.title") };
}

export default async function StatusesPage() {
  const t = await getTranslations("Configuration");
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold">{t("topics.statuses.title")}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">{t("statuses.intro")}</p>
      <StatusList />
    </div>
  );
}
