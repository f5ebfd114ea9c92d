"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useState } from "react";
import dynamic from "next/dynamic";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useActivities, usePastBookingsPage } from "./queries";
import { noHistoryFilter, type HistoryFilter } from "./booking-keys";

// The filters (react-hook-form) and the history are their own chunk, not in the page's first load. The server renders
// them with the first page of bookings it read (app/(staff)/server-reads.ts), inline: with no Suspense boundary of
// their own (no `loading`), as a boundary this size is streamed after the page's first part, where the browser
// painted its fallback first and then moved everything below it. The browser fetches the chunk as this module loads,
// beside the page's own scripts, and hydrates them with the page.
const loadParts = () => import("./past-bookings-parts");
if (typeof window !== "undefined") void loadParts();
const HistoryFilters = dynamic(() => loadParts().then((m) => m.HistoryFilters));
const HistoryView = dynamic(() => loadParts().then((m) => m.HistoryView));

/**
 * The member's past bookings, newest first, in a virtual list once the page is used: only the rows in view are in
 * the page and only their pages are fetched, so a 10,000-booking history scrolls as fast as a short one.
 * Filters by dates and activity; "Go to date" scrolls to the newest booking on or before a day.
 */
export function PastBookingsList({ memberId }: { memberId: number }) {
  const t = useTranslations("Bookings");
  const [filter, setFilter] = useState<HistoryFilter>(noHistoryFilter);
  const first = usePastBookingsPage(memberId, filter, 0);
  const activities = useActivities();
  const total = first.data?.metaData.resultSet.total ?? 0;
  const filtered = filter.from !== "" || filter.to !== "" || filter.activityId !== "";
  const activityName = activities.data?.find((a) => a.activityId === filter.activityId)?.activityName;
  const dated = filter.from || filter.to ? "Dated" : "";
  const summary = activityName
    ? t(`past.summaryActivity${dated}`, { count: total, activity: activityName })
    : t(`past.summary${dated}`, { count: total });

  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="text-lg font-semibold">
        {t("past.title")}
      </h2>
      <HistoryFilters value={filter} activities={activities.data} onApply={setFilter} />
      <div className="mt-4" aria-busy={first.isFetching}>
        {first.isPending ? (
          <LoadingState label={t("past.loading")} />
        ) : first.isError ? (
          <ErrorState title={t("past.failed")} message={messageOf(first.error)} onRetry={() => void first.refetch()} />
        ) : total === 0 ? (
          <EmptyState>{filtered ? t("past.noMatch") : t("past.none")}</EmptyState>
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {summary}
            </p>
            <HistoryView
              key={JSON.stringify(filter)}
              memberId={memberId}
              filter={filter}
              total={total}
              activities={activities.data}
            />
          </>
        )}
      </div>
    </section>
  );
}
