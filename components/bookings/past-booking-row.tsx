import type { Ref } from "react";
import { useTranslations } from "@/components/ui/catalogue";
import { CalendarDays, MapPin } from "lucide-react";
import type { PastBooking } from "@frontdesk/lib/contract/bookings";
import { formatDay, formatTimeRange } from "@frontdesk/lib/venue/format";

/**
 * One past booking in the history's list (components/bookings/past-bookings-parts.tsx): in the still list the page
 * opens with, in normal flow; in the virtual list (./past-bookings-virtual), placed at `start` and measured (`measure`).
 * The same box either way, so the rows stay where they are when the virtual list takes over.
 */
export function PastBookingItem({
  index,
  total,
  booking,
  siteNames,
  start,
  measure,
}: {
  index: number;
  total: number;
  booking: PastBooking | undefined;
  siteNames: Map<string, string>;
  start?: number;
  measure?: Ref<HTMLLIElement>;
}) {
  return (
    <li
      data-index={index}
      ref={measure}
      aria-setsize={total}
      aria-posinset={index + 1}
      className={`${start === undefined ? "" : "absolute top-0 left-0 "}flex w-full flex-wrap items-baseline gap-x-6 gap-y-1 border-b border-slate-200 px-4 py-3 dark:border-slate-800`}
      style={start === undefined ? undefined : { transform: `translateY(${start}px)` }}
    >
      <PastBookingRow booking={booking} index={index} siteNames={siteNames} />
    </li>
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
  const t = useTranslations("Bookings");
  if (!b)
    return (
      // as tall as a loaded row, so the rows in view stay in place when their page arrives
      <span className="min-h-[4.75rem] text-sm text-slate-600 dark:text-slate-400">
        {t("past.loadingRow", { position: index + 1 })}
      </span>
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
        {b.bookingRef ? t("past.ref", { ref: b.bookingRef }) : t("past.noRef")}
      </span>
    </>
  );
}

/** A row the list keeps in view while the rows around it arrive and are measured (End, Home, Go to date). */
export interface PinnedRow {
  index: number;
  align: "start" | "end";
}
