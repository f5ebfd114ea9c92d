"use client";

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Search } from "lucide-react";
import { messageOf } from "@/lib/contract/problem";
import type { BookingDiscountUsage } from "@/lib/contract/promotions";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { CsvDownload } from "@/components/ui/csv-download";
import { useDiscountUsage, useDiscountUsageOverTime, usageFilters, type DiscountUsageSearch } from "./queries";
import { UsageChart } from "./usage-chart";
import { DataTable, Th } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/venue/format";
import { DateField } from "@/components/ui/date-fields";
import { downloadUrl } from "@/lib/api/call";
import type { configurationApi } from "@/lib/api/configuration";

const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const when = (iso: string | null) => (iso ? formatDateTime(iso) : "—");

/**
 * Booking-discount usage history (endpoint 12): at least one filter, then pages of usages
 * following links.next. One usage (id) can have several rows: one per booking member.
 */
export function DiscountUsageScreen() {
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
      <h1 className="text-2xl font-semibold">Discount usage</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        Which bookings used a promotion code, for whom, and what it saved. Give at least one filter.
      </p>
      <form
        role="search"
        aria-label="Discount usage filters"
        onSubmit={handleSubmit((values) => setSearch({ ...values }))}
        className="grid gap-3 rounded-md border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-700"
      >
        <TextField label="Promotion code" autoComplete="off" {...register("promotionCode")} />
        <TextField label="Member ID" inputMode="numeric" {...register("memberId")} />
        <TextField label="Booking ID" inputMode="numeric" {...register("bookingId")} />
        <TextField label="Activity ID" autoComplete="off" {...register("activityId")} />
        <Controller
          control={control}
          name="dateFrom"
          render={({ field }) => <DateField label="Booking starts on or after" {...field} value={field.value ?? ""} />}
        />
        <Controller
          control={control}
          name="dateTo"
          render={({ field }) => <DateField label="Booking ends on or before" {...field} value={field.value ?? ""} />}
        />
        <TextField label="Usages per page" type="number" min={1} {...register("limit")} />
        <div className="flex items-end">
          <Button type="submit" variant="primary">
            <Search aria-hidden className="size-4" />
            Search
          </Button>
        </div>
      </form>

      <section aria-label="Results" className="mt-6">
        {search === null ? (
          <EmptyState>Choose filters and search to see discount usage.</EmptyState>
        ) : usage.isPending ? (
          <LoadingState label="Loading discount usage" />
        ) : failure && !usage.isFetchNextPageError ? (
          <ErrorState title="Could not search discount usage" message={failure} />
        ) : rows.length === 0 ? (
          <EmptyState>No discount usage matches these filters.</EmptyState>
        ) : (
          <>
            {overTime.isPending ? (
              <LoadingState label="Loading usage over time" />
            ) : overTime.isError ? (
              <ErrorState
                title="Could not draw usage over time"
                message={messageOf(overTime.error)}
                onRetry={() => void overTime.refetch()}
              />
            ) : (
              <UsageChart summary={overTime.data} />
            )}
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
                Showing {usageCount} {usageCount === 1 ? "usage" : "usages"} ({rows.length}{" "}
                {rows.length === 1 ? "row" : "rows"}){usage.hasNextPage ? "; more available" : ""}.
              </p>
              <CsvDownload
                href={downloadUrl<typeof configurationApi.discountUsageExport>(
                  "/api/configuration/discount-usage/export",
                  undefined,
                  usageFilters(search),
                )}
                what="every usage these filters match"
              />
            </div>
            <UsageTable rows={rows} />
            {usage.hasNextPage && (
              <Button className="mt-4" onClick={() => void usage.fetchNextPage()} disabled={usage.isFetchingNextPage}>
                {usage.isFetchingNextPage ? "Loading…" : "Load more"}
              </Button>
            )}
            {failure && <ErrorState title="Could not load the next page" message={failure} onRetry={retryNext} />}
          </>
        )}
      </section>
    </div>
  );
}

function UsageTable({ rows }: { rows: BookingDiscountUsage[] }) {
  return (
    <DataTable
      caption="Discount usage"
      head={
        <>
          <Th>Usage</Th>
          <Th>Code</Th>
          <Th>Member</Th>
          <Th>Booking</Th>
          <Th>When</Th>
          <Th>Price levels</Th>
          <Th className="text-right">Original</Th>
          <Th className="text-right">Discounted</Th>
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
                {r.bookingRef === null ? "No reference (older record)" : `Ref ${r.bookingRef}`}
              </span>
            </td>
            <td className="py-2 pr-4">{when(r.bookingStartDateTime)}</td>
            <td className="py-2 pr-4 font-mono text-xs">{r.priceLevelCombo}</td>
            <td className="py-2 pr-4 text-right tabular-nums">{money.format(r.originalPrice)}</td>
            <td className="py-2 pr-4 text-right tabular-nums">
              {money.format(r.discountedPrice)}
              <span className="block text-xs text-green-800 dark:text-green-300">
                saves {money.format(r.originalPrice - r.discountedPrice)}
              </span>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
