"use client";

import Link from "next/link";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useResourceProducts } from "./queries";
import { openingSummary } from "./opening-times";
import { CalendarKind, ActiveChip } from "./resource-product-chips";
import { DataTable, Th } from "@/components/ui/data-table";
import { useLocale, useTranslations } from "@/components/ui/catalogue";

/** The bookable resources (courts, pitches) with their calendar and weekly opening times at a glance. */
export function ResourceProductList() {
  const t = useTranslations("Configuration");
  const locale = useLocale();
  const products = useResourceProducts();
  if (products.isPending) return <LoadingState label={t("products.loading")} />;
  if (products.isError)
    return <ErrorState message={messageOf(products.error)} onRetry={() => void products.refetch()} />;
  if (products.data.length === 0) return <EmptyState>{t("products.none")}</EmptyState>;
  return (
    <DataTable
      caption={t("topics.resourceProducts.title")}
      head={
        <>
          <Th>{t("products.product")}</Th>
          <Th>{t("sites.id")}</Th>
          <Th>{t("products.siteGroup")}</Th>
          <Th>{t("products.calendar")}</Th>
          <Th last>{t("products.openingTimes")}</Th>
        </>
      }
    >
      {products.data.map((product) => (
        <tr key={product.id} className="border-b border-slate-200 align-top dark:border-slate-800">
          <td className="py-3 pr-4">
            <Link
              href={`/configuration/resource-products/${encodeURIComponent(product.id)}`}
              className="font-medium text-blue-700 hover:underline dark:text-sky-400"
            >
              {product.description}
            </Link>
            <span className="ml-2">
              <ActiveChip active={product.active} />
            </span>
          </td>
          <td className="py-3 pr-4 font-mono">{product.id}</td>
          <td className="py-3 pr-4 font-mono">{product.siteGroupId}</td>
          <td className="py-3 pr-4">
            <CalendarKind calendarId={product.calendarId} />
          </td>
          <td className="py-3">
            {product.openingTimes.length
              ? openingSummary(product.openingTimes, t, locale)
              : t("products.noOpeningTimes")}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
