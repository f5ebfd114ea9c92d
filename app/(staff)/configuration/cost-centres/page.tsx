import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CostCentreList } from "@/components/configuration/cost-centres/cost-centre-list";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Configuration"))("topics.costCentres.title") };
}

export default async function CostCentresPage() {
  const t = await getTranslations("Configuration");
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-semibold">{t("topics.costCentres.title")}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">{t("costCentres.intro")}</p>
      <CostCentreList />
    </div>
  );
}
