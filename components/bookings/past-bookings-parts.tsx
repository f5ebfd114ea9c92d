"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { startTransition, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Controller } from "react-hook-form";
import { useContractForm } from "@/components/ui/plain-words-resolver";
import type { ActivitySummary, PastBookingsRange } from "@frontdesk/lib/contract/bookings";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/states";
import { whenUsed } from "@/components/ui/when-idle";
import { formatCalendarDay } from "@frontdesk/lib/venue/format";
import { countBookingsUpTo, usePastBookingsPages } from "./queries";
import { historyPageSize, noHistoryFilter, type HistoryFilter } from "./booking-keys";
import { DateField } from "@/components/ui/date-fields";
import { ActivitySelect } from "./activity-select";
import { PastBookingItem, type PinnedRow } from "./past-booking-row";

// The past-bookings list's filters (react-hook-form, the contract's zod schema) and its history: their own chunk,
// rendered on the server with the first page of bookings it read (see past-bookings-list.tsx).

/** Rows the history shows still (in normal flow, no virtual list) until the page is used: more than a screen holds. */
const stillRows = 20;

type Virtual = typeof import("./past-bookings-virtual");
let virtual: Virtual | undefined;
let loadingVirtual: Promise<Virtual> | undefined;
const loadVirtual = () => (loadingVirtual ??= import("./past-bookings-virtual").then((m) => (virtual = m)));

/**
 * The virtual list's module: none while the page starts (mounted then, with the filters, it and its measuring of the
 * rows made a task of some 225 ms at 4x CPU), loaded when the page is first used (a key, a pointer, a touch; 10 s at
 * the latest, for a screen reader, which sends no events) or at once when `now` (a jump was asked); already there
 * for a new filter's list. It takes over in a transition (its render yields; its commit and measuring are one task).
 */
function useVirtualList(now: boolean): Virtual | undefined {
  const [loaded, setLoaded] = useState(() => virtual);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const take = () => void loadVirtual().then((m) => live && startTransition(() => setLoaded(() => m)));
    const cancel = now ? (take(), () => undefined) : whenUsed(take, { orAfter: 10_000 });
    return () => {
      live = false;
      cancel();
    };
  }, [loaded, now]);
  return loaded;
}

/**
 * The filter's history, newest first, in its scroll area: the first rows still (as the server rendered them), then
 * the virtual list (only the rows in view are in the page and only their pages are fetched). End and Home go
 * through the virtual list, not the browser: the browser's End scrolls to the end of the rows' estimated height, the
 * last rows then measure taller and the oldest booking is left below the view. "Go to date" scrolls to the newest
 * booking on or before a day.
 */
export function HistoryView({
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
  const t = useTranslations("Bookings");
  const scrollRef = useRef<HTMLDivElement>(null);
  const siteNames = useMemo(() => new Map((activities ?? []).map((a) => [a.siteId, a.siteName])), [activities]);
  const [inView, setInView] = useState("0");
  const pages = inView.split(",").map(Number);
  const results = usePastBookingsPages(memberId, filter, pages);
  const failed = results.find((r) => r.isError);
  const bookingAt = (index: number) =>
    results[pages.indexOf(Math.floor(index / historyPageSize))]?.data?.pastBookingData[index % historyPageSize];
  const [jumped, setJumped] = useState("");
  // the row kept in view until the person scrolls by themselves; `jump` counts the asks
  const pinned = useRef<PinnedRow | null>(null);
  const [jump, setJump] = useState(0);
  const Virtual = useVirtualList(jump > 0);
  const jumpTo = (index: number, align: PinnedRow["align"]) => {
    pinned.current = { index, align };
    setJump((n) => n + 1);
  };
  const unpin = () => {
    pinned.current = null;
  };
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
            setJumped(t("past.noneBefore", { day: formatCalendarDay(day) }));
          } else {
            jumpTo(index, "start");
            setJumped(t("past.showingFrom", { day: formatCalendarDay(day), position: index + 1, total }));
          }
        }}
      />
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {jumped}
      </p>
      {failed && (
        <ErrorState
          title={t("past.someFailed")}
          message={messageOf(failed.error)}
          onRetry={() => void failed.refetch()}
        />
      )}
      <div
        ref={scrollRef}
        tabIndex={0}
        role="region"
        aria-label={t("past.scrollable")}
        onKeyDown={onKeyDown}
        onWheel={unpin}
        onTouchStart={unpin}
        onPointerDown={unpin}
        className="mt-2 h-[60vh] min-h-72 overflow-y-auto rounded-lg border border-slate-200 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:border-slate-800"
      >
        {Virtual ? (
          <Virtual.VirtualRows
            scrollRef={scrollRef}
            total={total}
            pinned={pinned}
            jump={jump}
            arrived={results.map((r) => r.dataUpdatedAt).join()}
            bookingAt={bookingAt}
            onPages={setInView}
            siteNames={siteNames}
          />
        ) : (
          <ol aria-label={t("past.title")} className="relative w-full">
            {Array.from({ length: Math.min(total, stillRows) }, (_, index) => (
              <PastBookingItem
                key={index}
                index={index}
                total={total}
                booking={bookingAt(index)}
                siteNames={siteNames}
              />
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

function JumpToDate({ onJump }: { onJump: (day: string) => Promise<void> }) {
  const t = useTranslations("Bookings");
  const [day, setDay] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label={t("past.goToADate")}
      noValidate
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return setError(t("past.enterDate"));
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
      <DateField label={t("past.goToDate")} value={day} error={error} onChange={setDay} />
      <Button type="submit" disabled={busy}>
        {busy ? t("past.finding") : t("past.go")}
      </Button>
    </form>
  );
}

// the filters' check (the contract's zod schema) loads when they are first applied, not with the page
const pastBookingsRange = () => import("@frontdesk/lib/contract/bookings").then((m) => m.pastBookingsRange);

export function HistoryFilters({
  value,
  activities,
  onApply,
}: {
  value: HistoryFilter;
  activities: ActivitySummary[] | undefined;
  onApply: (filter: HistoryFilter) => void;
}) {
  const t = useTranslations("Bookings");
  const form = useContractForm<PastBookingsRange>(pastBookingsRange, value);
  const errors = form.formState.errors;
  return (
    <form
      aria-label={t("past.filter")}
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
          <DateField label={t("past.from")} error={errors.from?.message} {...field} value={field.value ?? ""} />
        )}
      />
      <Controller
        control={form.control}
        name="to"
        render={({ field }) => (
          <DateField label={t("past.to")} error={errors.to?.message} {...field} value={field.value ?? ""} />
        )}
      />
      <ActivitySelect
        label={t("past.showOnly")}
        activities={activities}
        placeholder={t("past.allActivities")}
        {...form.register("activityId")}
      />
      <Button type="submit" variant="primary">
        {t("past.show")}
      </Button>
      <Button
        onClick={() => {
          form.reset(noHistoryFilter);
          onApply(noHistoryFilter);
        }}
      >
        {t("past.clear")}
      </Button>
    </form>
  );
}
