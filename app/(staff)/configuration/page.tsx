import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Configuration"))("title") };
}

/** The manager's configuration topics (admin-only topics have their own navigation entries): each a title and a description in the Configuration messages. */
const topics = [
  { href: "/configuration/statuses", key: "statuses" },
  { href: "/configuration/sites", key: "sites" },
  { href: "/configuration/resource-products", key: "resourceProducts" },
  { href: "/configuration/cost-centres", key: "costCentres" },
  { href: "/configuration/user-fields", key: "userFields" },
  { href: "/configuration/promotion-codes", key: "promotionCodes" },
  { href: "/configuration/discount-usage", key: "discountUsage" },
];

export default async function ConfigurationPage() {
  const t = await getTranslations("Configuration");
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {topics.map((topic) => (
          <li key={topic.href}>
            <Link
              href={topic.href}
              className="block h-full rounded-lg border border-slate-200 p-4 hover:border-blue-400 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
            >
              <span className="font-semibold text-blue-700 dark:text-sky-400">{t(`topics.${topic.key}.title`)}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
                {t(`topics.${topic.key}.description`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
