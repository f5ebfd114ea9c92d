"use client";

import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Controller } from "react-hook-form";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import { useVirtualizer } from "@tanstack/react-virtual";
import { CalendarDays, MapPin } from "lucide-react";
import type { ActivitySummary, PastBooking, PastBookingsRange } from "@/lib/contract/bookings";
import { messageOf } from "@/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/states";
import { formatDay, formatTimeRange, formatCalendarDay } from "@/lib/venue/format";
import { countBookingsUpTo, usePastBookingsPages } from "./queries";
import { historyPageSize, noHistoryFilter, type HistoryFilter } from "./booking-keys";
import { DateField } from "@/components/ui/date-fields";
import { ActivitySelect } from "./activity-select";

// The past-bookings list's filters (react-hook-form, the contract's zod schema) and its virtual list:
// loaded beside the first page of bookings, not with the page (see past-bookings-list.tsx).

/** A row's height at a desk's width (date, time, activity with its description, site, reference); a row is measured once shown. */
const rowHeight = 100;

export function VirtualHistory({
  memberId,
  filter,
  total,
  activities,
}: {
  memberId: number;
  filter: HistoryFilter;
  total: number;
  activities: ActivitySummary[] | undefined;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const siteNames = useMemo(() => new Map((activities ?? []).map((a) => [a.siteId, a.siteName])), [activities]);
  // TanStack Virtual returns fresh functions each render; the React Compiler skips memoizing this component, as intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  const rows = virtualizer.getVirtualItems();
  const pages = [...new Set(rows.map((r) => Math.floor(r.index / historyPageSize)))];
  const results = usePastBookingsPages(memberId, filter, pages);
  const failed = results.find((r) => r.isError);
  const bookingAt = (index: number) => {
    const page = results[pages.indexOf(Math.floor(index / historyPageSize))];
    return page?.data?.pastBookingData[index % historyPageSize];
  };
  const [jumped, setJumped] = useState("");
  // A jump (End, Home, Go to date) keeps its row in view while the rows around it arrive and are measured:
  // each row is estimated, then measured when shown and again when its page of bookings arrives, and every
  // change of height moves the rows below it. The row stays pinned until the person scrolls by themselves.
  const pinned = useRef<{ index: number; align: "start" | "end" } | null>(null);
  const jumpTo = (index: number, align: "start" | "end") => {
    pinned.current = { index, align };
    virtualizer.scrollToIndex(index, { align });
  };
  const unpin = () => {
    pinned.current = null;
  };
  const totalSize = virtualizer.getTotalSize();
  const arrived = results.map((r) => r.dataUpdatedAt).join();
  useEffect(() => {
    if (pinned.current) virtualizer.scrollToIndex(pinned.current.index, { align: pinned.current.align });
  }, [virtualizer, totalSize, arrived]);
  // Home and End go through the virtualizer, not the browser: the browser's End scrolls to the end of the
  // rows' estimated height, the last rows then measure taller and the oldest booking is left below the view.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.metaKey || event.shiftKey || event.ctrlKey)
      return unpin();
    if (event.key === "End") jumpTo(total - 1, "end");
    else if (event.key === "Home") jumpTo(0, "start");
    else return unpin();
    event.preventDefault();
  };

  return (
    <>
      <JumpToDate
        onJump={async (day) => {
          const upTo = filter.from && day < filter.from ? 0 : await countBookingsUpTo(memberId, filter, day);
          const index = total - upTo;
          if (index >= total) {
            jumpTo(total - 1, "end");
            setJumped(`No bookings on or before ${formatCalendarDay(day)}: showing the oldest.`);
          } else {
            jumpTo(index, "start");
            setJumped(`Showing from ${formatCalendarDay(day)}: booking ${index + 1} of ${total}.`);
          }
        }}
      />
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {jumped}
      </p>
      {failed && (
        <ErrorState
          title="Could not load some bookings"
          message={messageOf(failed.error)}
          onRetry={() => void failed.refetch()}
        />
      )}
      <div
        ref={scrollRef}
        tabIndex={0}
        role="region"
        aria-label="Past bookings, scrollable"
        onKeyDown={onKeyDown}
        onWheel={unpin}
        onTouchStart={unpin}
        onPointerDown={unpin}
        className="mt-2 h-[60vh] min-h-72 overflow-y-auto rounded-lg border border-slate-200 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:border-slate-800"
      >
        <ol aria-label="Past bookings" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {rows.map((row) => (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              aria-setsize={total}
              aria-posinset={row.index + 1}
              className="absolute top-0 left-0 flex w-full flex-wrap items-baseline gap-x-6 gap-y-1 border-b border-slate-200 px-4 py-3 dark:border-slate-800"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <PastBookingRow booking={bookingAt(row.index)} index={row.index} siteNames={siteNames} />
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}

/** One past booking's row: day, time, activity, site and reference; a placeholder while its page loads. */
function PastBookingRow({
  booking: b,
  index,
  siteNames,
}: {
  booking: PastBooking | undefined;
  index: number;
  siteNames: Map<string, string>;
}) {
  if (!b)
    return (
      // as tall as a loaded row, so the rows in view stay in place when their page arrives
      <span className="min-h-[4.75rem] text-sm text-slate-600 dark:text-slate-400">Loading booking {index + 1}…</span>
    );
  return (
    <>
      <span className="w-44 shrink-0 font-medium">
        <CalendarDays aria-hidden className="mr-1 inline size-4 align-[-2px] text-slate-500" />
        {formatDay(b.startDateTime)}
      </span>
      <span className="w-28 shrink-0 text-sm tabular-nums">{formatTimeRange(b.startDateTime, b.endDateTime)}</span>
      <span className="min-w-40 flex-1">
        <span className="font-medium">{b.activityName}</span>
        {b.activityDescription && (
          <span className="block text-xs text-slate-600 dark:text-slate-400">{b.activityDescription}</span>
        )}
      </span>
      <span className="text-sm">
        <MapPin aria-hidden className="mr-1 inline size-4 align-[-2px] text-slate-500" />
        {siteNames.get(b.siteId) ?? b.siteId}
      </span>
      <span className="w-28 text-right text-xs text-slate-600 dark:text-slate-400">
        {b.bookingRef ? `Ref ${b.bookingRef}` : "No reference"}
      </span>
    </>
  );
}

function JumpToDate({ onJump }: { onJump: (day: string) => Promise<void> }) {
  const [day, setDay] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label="Go to a date"
      noValidate
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return setError("Enter the date to go to");
        setError("");
        setBusy(true);
        try {
          await onJump(day);
        } catch (failure) {
          setError(messageOf(failure));
        } finally {
          setBusy(false);
        }
      }}
    >
      <DateField label="Go to date" value={day} error={error} onChange={setDay} />
      <Button type="submit" disabled={busy}>
        {busy ? "Finding…" : "Go"}
      </Button>
    </form>
  );
}

// the filters' check (the contract's zod schema) loads when they are first applied, not with the page
const pastBookingsRange = () => import("@/lib/contract/bookings").then((m) => m.pastBookingsRange);

export function HistoryFilters({
  value,
  activities,
  onApply,
}: {
  value: HistoryFilter;
  activities: ActivitySummary[] | undefined;
  onApply: (filter: HistoryFilter) => void;
}) {
  const form = useContractForm<PastBookingsRange>(pastBookingsRange, value);
  const errors = form.formState.errors;
  return (
    <form
      aria-label="Filter past bookings"
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={form.handleSubmit((data) =>
        onApply({ from: data.from ?? "", to: data.to ?? "", activityId: data.activityId ?? "" }),
      )}
      noValidate
    >
      <Controller
        control={form.control}
        name="from"
        render={({ field }) => (
          <DateField label="From" error={errors.from?.message} {...field} value={field.value ?? ""} />
        )}
      />
      <Controller
        control={form.control}
        name="to"
        render={({ field }) => <DateField label="To" error={errors.to?.message} {...field} value={field.value ?? ""} />}
      />
      <ActivitySelect
        label="Show only"
        activities={activities}
        placeholder="All activities"
        {...form.register("activityId")}
      />
      <Button type="submit" variant="primary">
        Show bookings
      </Button>
      <Button
        onClick={() => {
          form.reset(noHistoryFilter);
          onApply(noHistoryFilter);
        }}
      >
        Clear filters
      </Button>
    </form>
  );
}
