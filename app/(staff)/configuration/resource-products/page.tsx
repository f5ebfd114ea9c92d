import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ResourceProductList } from "@/components/configuration/resource-products/resource-product-list";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Configuration"))("topics.resourceProducts.title") };
}

export default async function ResourceProductsPage() {
  const t = await getTranslations("Configuration");
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold">{t("topics.resourceProducts.title")}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">{t("resourceProducts.intro")}</p>
      <ResourceProductList />
    </div>
  );
}
