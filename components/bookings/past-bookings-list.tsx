"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarDays, MapPin } from "lucide-react";
import { pastBookingsRange, type PastBookingsRange } from "@/lib/contract/bookings";
import { messageOf } from "@/lib/bff/problem";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { TextField } from "@/components/ui/text-field";
import { formatSessionDay, formatSessionTimes } from "./booking-dates";
import { useActivities, usePastBookings } from "./queries";

/**
 * The member's past bookings, newest first: a date-range filter and a list that loads the next
 * page as it scrolls into view (and on "Show more" for keyboard users). No history is not an error.
 */
export function PastBookingsList({ memberId }: { memberId: number }) {
  const [range, setRange] = useState({ from: "", to: "" });
  const history = usePastBookings(memberId, range);
  const activities = useActivities();
  const siteNames = useMemo(() => new Map((activities.data ?? []).map((a) => [a.siteId, a.siteName])), [activities.data]);
  const filtered = range.from !== "" || range.to !== "";

  const bookings = history.data?.pages.flatMap((p) => p.pastBookingData) ?? [];
  const total = history.data?.pages[0]?.metaData.resultSet.total ?? 0;

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: "400px" });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="text-lg font-semibold">
        Past bookings
      </h2>
      <RangeFilter value={range} onApply={setRange} />
      <div className="mt-4" aria-busy={history.isFetching}>
        {history.isPending ? (
          <LoadingState label="Loading past bookings" />
        ) : history.isError ? (
          <ErrorState title="Could not load past bookings" message={messageOf(history.error)} onRetry={() => void history.refetch()} />
        ) : total === 0 ? (
          <EmptyState>{filtered ? "No bookings between these dates." : "No bookings yet."}</EmptyState>
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              Showing {bookings.length} of {total} {filtered ? "bookings in these dates" : "past bookings"}, newest first.
            </p>
            <ol aria-label="Past bookings" className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {bookings.map((b) => (
                <li key={b.bookingId} className="flex flex-wrap items-baseline gap-x-6 gap-y-1 px-4 py-3">
                  <span className="w-44 shrink-0 font-medium">
                    <CalendarDays aria-hidden className="mr-1 inline size-4 align-[-2px] text-slate-500" />
                    {formatSessionDay(b.startDateTime)}
                  </span>
                  <span className="w-28 shrink-0 text-sm tabular-nums">{formatSessionTimes(b.startDateTime, b.endDateTime)}</span>
                  <span className="min-w-40 flex-1">
                    <span className="font-medium">{b.activityName}</span>
                    {b.activityDescription && <span className="block text-xs text-slate-600 dark:text-slate-400">{b.activityDescription}</span>}
                  </span>
                  <span className="text-sm">
                    <MapPin aria-hidden className="mr-1 inline size-4 align-[-2px] text-slate-500" />
                    {siteNames.get(b.siteId) ?? b.siteId}
                  </span>
                  <span className="w-32 text-right text-xs text-slate-600 dark:text-slate-400">{b.bookingRef ? `Ref ${b.bookingRef}` : "No reference"}</span>
                </li>
              ))}
            </ol>
            <div ref={sentinel} className="mt-3 flex justify-center">
              {hasNextPage ? (
                <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                  {isFetchingNextPage ? "Loading more…" : "Show more"}
                </Button>
              ) : (
                <p className="text-xs text-slate-600 dark:text-slate-400">That is every booking{filtered ? " in these dates" : ""}.</p>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function RangeFilter({ value, onApply }: { value: PastBookingsRange & { from: string; to: string }; onApply: (range: { from: string; to: string }) => void }) {
  const form = useForm<PastBookingsRange>({ resolver: zodResolver(pastBookingsRange), defaultValues: value });
  const errors = form.formState.errors;
  return (
    <form
      aria-label="Filter past bookings by date"
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={form.handleSubmit((data) => onApply({ from: data.from ?? "", to: data.to ?? "" }))}
      noValidate
    >
      <TextField label="From" type="date" error={errors.from?.message} {...form.register("from")} />
      <TextField label="To" type="date" error={errors.to?.message} {...form.register("to")} />
      <Button type="submit" variant="primary">
        Show bookings
      </Button>
      <Button
        onClick={() => {
          form.reset({ from: "", to: "" });
          onApply({ from: "", to: "" });
        }}
      >
        All dates
      </Button>
    </form>
  );
}
