"use client";

import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { ProblemError, messageOf } from "@frontdesk/lib/contract/problem";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useResourceProduct } from "./queries";
import { OpeningTimesTable } from "./opening-times";
import { ActiveChip, CalendarKind } from "./resource-product-chips";
import { useTranslations } from "@/components/ui/catalogue";

/** One resource product and its weekly opening pattern (endpoint 20). */
export function ResourceProductDetailScreen({ productId }: { productId: string }) {
  const t = useTranslations("Configuration");
  const product = useResourceProduct(productId);
  if (product.isPending) return <LoadingState label={t("products.loadingOne")} />;
  if (product.isError) {
    const missing = product.error instanceof ProblemError && product.error.problem.detail === "Product not found";
    return (
      <ErrorState
        title={missing ? t("products.noSuch") : t("products.couldNotLoad")}
        message={messageOf(product.error)}
        onRetry={missing ? undefined : () => void product.refetch()}
      />
    );
  }
  const data = product.data;
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        href="/configuration/resource-products"
        className="inline-flex items-center gap-1 text-sm text-blue-700 hover:underline dark:text-sky-400"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("products.all")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{data.description}</h1>
        <ActiveChip active={data.active} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">{t("products.productId")}</dt>
          <dd className="font-mono font-medium">{data.id}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">{t("products.siteGroup")}</dt>
          <dd className="font-mono font-medium">{data.siteGroupId}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">{t("products.calendar")}</dt>
          <dd className="font-medium">
            <CalendarKind calendarId={data.calendarId} />
          </dd>
        </div>
      </dl>
      <h2 className="mt-8 mb-2 text-lg font-semibold">{t("products.weekly")}</h2>
      <OpeningTimesTable product={data} />
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t("products.timesNote")}</p>
    </div>
  );
}
