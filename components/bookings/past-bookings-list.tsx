"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { messageOf } from "@/lib/contract/problem";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useActivities, usePastBookingsPage } from "./queries";
import { noHistoryFilter, type HistoryFilter } from "./booking-keys";

// The filters and the virtual list load while the first page of bookings is read, not with the page.
const loadParts = () => import("./past-bookings-parts");
const HistoryFilters = dynamic(() => loadParts().then((m) => m.HistoryFilters), {
  ssr: false,
  loading: () => <div className="mt-3 min-h-[62px]" />,
});
const VirtualHistory = dynamic(() => loadParts().then((m) => m.VirtualHistory), {
  ssr: false,
  loading: () => <LoadingState label="Loading past bookings" />,
});

/**
 * The member's past bookings, newest first, in a virtual list: only the rows in view are in the
 * page and only their pages are fetched, so a 10,000-booking history scrolls as fast as a short one.
 * Filters by dates and activity; "Go to date" scrolls to the newest booking on or before a day.
 */
export function PastBookingsList({ memberId }: { memberId: number }) {
  const [filter, setFilter] = useState<HistoryFilter>(noHistoryFilter);
  useEffect(() => void loadParts(), []);
  const first = usePastBookingsPage(memberId, filter, 0);
  const activities = useActivities();
  const total = first.data?.metaData.resultSet.total ?? 0;
  const filtered = filter.from !== "" || filter.to !== "" || filter.activityId !== "";
  const activityName = activities.data?.find((a) => a.activityId === filter.activityId)?.activityName;
  const summary = `${total} ${activityName ?? "past"} ${total === 1 ? "booking" : "bookings"}${filter.from || filter.to ? " in these dates" : ""}, newest first.`;

  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="text-lg font-semibold">
        Past bookings
      </h2>
      <HistoryFilters value={filter} activities={activities.data} onApply={setFilter} />
      <div className="mt-4" aria-busy={first.isFetching}>
        {first.isPending ? (
          <LoadingState label="Loading past bookings" />
        ) : first.isError ? (
          <ErrorState
            title="Could not load past bookings"
            message={messageOf(first.error)}
            onRetry={() => void first.refetch()}
          />
        ) : total === 0 ? (
          <EmptyState>{filtered ? "No bookings match these filters." : "No bookings yet."}</EmptyState>
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {summary}
            </p>
            <VirtualHistory
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
