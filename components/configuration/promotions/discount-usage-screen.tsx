"use client";

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Search } from "lucide-react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import type { BookingDiscountUsage } from "@frontdesk/lib/contract/promotions";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { CsvDownload } from "@/components/ui/csv-download";
import { useDiscountUsage, useDiscountUsageOverTime, usageFilters, type DiscountUsageSearch } from "./queries";
import { UsageChart } from "./usage-chart";
import { DataTable, Th } from "@/components/ui/data-table";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { DateField } from "@/components/ui/date-fields";
import { downloadUrl } from "@frontdesk/lib/api/call";
import type { configurationApi } from "@frontdesk/lib/api/configuration";
import { useTranslations } from "@/components/ui/catalogue";

const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const when = (iso: string | null) => (iso ? formatDateTime(iso) : "—");

/**
 * Booking-discount usage history (endpoint 12): at least one filter, then pages of usages
 * following links.next. One usage (id) can have several rows: one per booking member.
 */
export function DiscountUsageScreen() {
  const t = useTranslations("Configuration");
  const [search, setSearch] = useState<DiscountUsageSearch | null>(null);
  const { register, handleSubmit, control } = useForm<DiscountUsageSearch>({ defaultValues: { limit: "50" } });
  const usage = useDiscountUsage(search);
  const overTime = useDiscountUsageOverTime(search);
  const rows = usage.data?.pages.flatMap((p) => p.data) ?? [];
  const usageCount = new Set(rows.map((r) => r.id)).size;
  // a failed "load more" keeps the pages already shown
  const failure = usage.isError ? messageOf(usage.error) : undefined;
  const retryNext = () => void usage.fetchNextPage();

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold">{t("topics.discountUsage.title")}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">{t("usage.intro")}</p>
      <form
        role="search"
        aria-label={t("usage.filters")}
        onSubmit={handleSubmit((values) => setSearch({ ...values }))}
        className="grid gap-3 rounded-md border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-700"
      >
        <TextField label={t("usage.promotionCode")} autoComplete="off" {...register("promotionCode")} />
        <TextField label={t("usage.memberId")} inputMode="numeric" {...register("memberId")} />
        <TextField label={t("usage.bookingId")} inputMode="numeric" {...register("bookingId")} />
        <TextField label={t("usage.activityId")} autoComplete="off" {...register("activityId")} />
        <Controller
          control={control}
          name="dateFrom"
          render={({ field }) => <DateField label={t("usage.dateFrom")} {...field} value={field.value ?? ""} />}
        />
        <Controller
          control={control}
          name="dateTo"
          render={({ field }) => <DateField label={t("usage.dateTo")} {...field} value={field.value ?? ""} />}
        />
        <TextField label={t("usage.perPage")} type="number" min={1} {...register("limit")} />
        <div className="flex items-end">
          <Button type="submit" variant="primary">
            <Search aria-hidden className="size-4" />
            {t("usage.search")}
          </Button>
        </div>
      </form>

      <section aria-label={t("usage.results")} className="mt-6">
        {search === null ? (
          <EmptyState>{t("usage.chooseFilters")}</EmptyState>
        ) : usage.isPending ? (
          <LoadingState label={t("usage.loading")} />
        ) : failure && !usage.isFetchNextPageError ? (
          <ErrorState title={t("usage.searchFailed")} message={failure} />
        ) : rows.length === 0 ? (
          <EmptyState>{t("usage.noMatch")}</EmptyState>
        ) : (
          <>
            {overTime.isPending ? (
              <LoadingState label={t("usage.loadingOverTime")} />
            ) : overTime.isError ? (
              <ErrorState
                title={t("usage.chartFailed")}
                message={messageOf(overTime.error)}
                onRetry={() => void overTime.refetch()}
              />
            ) : (
              <UsageChart summary={overTime.data} />
            )}
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
                {t(usage.hasNextPage ? "usage.showingMore" : "usage.showing", {
                  usages: usageCount,
                  rows: rows.length,
                })}
              </p>
              <CsvDownload
                href={downloadUrl<typeof configurationApi.discountUsageExport>(
                  "/api/configuration/discount-usage/export",
                  undefined,
                  usageFilters(search),
                )}
                what={t("usage.csvWhat")}
              />
            </div>
            <UsageTable rows={rows} />
            {usage.hasNextPage && (
              <Button className="mt-4" onClick={() => void usage.fetchNextPage()} disabled={usage.isFetchingNextPage}>
                {usage.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
              </Button>
            )}
            {failure && <ErrorState title={t("nextPageFailed")} message={failure} onRetry={retryNext} />}
          </>
        )}
      </section>
    </div>
  );
}

function UsageTable({ rows }: { rows: BookingDiscountUsage[] }) {
  const t = useTranslations("Configuration");
  return (
    <DataTable
      caption={t("topics.discountUsage.title")}
      head={
        <>
          <Th>{t("usage.usage")}</Th>
          <Th>{t("codes.code")}</Th>
          <Th>{t("usage.member")}</Th>
          <Th>{t("usage.booking")}</Th>
          <Th>{t("usage.when")}</Th>
          <Th>{t("usage.priceLevels")}</Th>
          <Th className="text-right">{t("usage.original")}</Th>
          <Th className="text-right">{t("usage.discounted")}</Th>
        </>
      }
    >
      {rows.map((r, i) => {
        const repeat = i > 0 && rows[i - 1].id === r.id;
        return (
          <tr
            key={`${r.id}-${r.memberId}-${i}`}
            className={`align-top ${repeat ? "" : "border-t border-slate-200 dark:border-slate-800"}`}
          >
            <td className="py-2 pr-4 font-mono">{repeat ? <span className="sr-only">{r.id}</span> : r.id}</td>
            <td className="py-2 pr-4 font-mono">{r.promotionCode}</td>
            <td className="py-2 pr-4">
              <a className="text-blue-700 hover:underline dark:text-sky-400" href={`/members/${r.memberId}`}>
                #{r.memberId}
              </a>
            </td>
            <td className="py-2 pr-4">
              {r.bookingId}
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {r.bookingRef === null ? t("usage.noRef") : t("usage.ref", { ref: r.bookingRef })}
              </span>
            </td>
            <td className="py-2 pr-4">{when(r.bookingStartDateTime)}</td>
            <td className="py-2 pr-4 font-mono text-xs">{r.priceLevelCombo}</td>
            <td className="py-2 pr-4 text-right tabular-nums">{money.format(r.originalPrice)}</td>
            <td className="py-2 pr-4 text-right tabular-nums">
              {money.format(r.discountedPrice)}
              <span className="block text-xs text-green-800 dark:text-green-300">
                {t("usage.saves", { amount: money.format(r.originalPrice - r.discountedPrice) })}
              </span>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
