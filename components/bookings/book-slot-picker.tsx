"use client";

import { Said, useTranslations } from "@/components/ui/catalogue";
import { useId, useMemo, useState } from "react";
import { CalendarPlus } from "lucide-react";
import type { ResourceSlot } from "@/lib/contract/booking-slots";
import { messageOf } from "@/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { DialogCancel } from "@/components/ui/modal-dialog";
import { DateField } from "@/components/ui/date-fields";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { formatCalendarDay, formatDateTime, formatTime, formatTimeRange, siteToday } from "@/lib/venue/format";
import { useActivities } from "./queries";
import { useBookingHistory } from "./place-queries";
import { useBookSlot, useSlots } from "./slot-queries";
import { whyNotSlot } from "./slot-words";

/** A slot's wall-clock time (the site's) read as it is written: formatted in UTC, so no zone moves it. */
const wallTime = (wall: string) => formatTime(`${wall}Z`, { timeZone: "UTC" });
const wallRange = (from: string, to: string) => formatTimeRange(`${from}Z`, `${to}Z`, { timeZone: "UTC" });

/**
 * Book a member onto a resource slot (a court, a lane) in a few keys: a site and a day, then each resource's hour
 * slots, each either a "Book" button or, in words, why it cannot be booked, before anyone presses anything.
 */
export function BookSlotPicker({
  memberId,
  memberName,
  homeSiteId,
  canOverride = false,
  close,
}: {
  memberId: number;
  memberName: string;
  homeSiteId?: string | null;
  /** a manager: a suspension by the site's rule is booked past with a reason (audited) */
  canOverride?: boolean;
  close: () => void;
}) {
  const t = useTranslations("Bookings");
  const [overrideReason, setOverrideReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const siteFieldId = useId();
  const activities = useActivities();
  const sites = useMemo(() => {
    const seen = new Map<string, string>();
    for (const a of activities.data ?? []) seen.set(a.siteId, a.siteName);
    return [...seen.entries()];
  }, [activities.data]);
  const [siteId, setSiteId] = useState(homeSiteId ?? "");
  const [date, setDate] = useState(() => siteToday());
  const site = sites.some(([id]) => id === siteId) ? siteId : (sites[0]?.[0] ?? "");
  const slots = useSlots(site, date);
  const history = useBookingHistory(memberId);
  const book = useBookSlot(memberId);
  const standing = { statusRefusal: history.data?.statusRefusal, suspensions: history.data?.suspensions ?? [] };
  const suspended = standing.suspensions.find((x) => x.siteId === slots.data?.siteId);
  const overriding = canOverride && suspended !== undefined;
  // a manager sees the slots as if not suspended: the reason field above them books past it
  const seen = overriding ? { ...standing, suspensions: [] } : standing;

  const onBook = (s: ResourceSlot) => {
    const reason = overrideReason.trim();
    if (overriding && reason.length < 3) return setReasonError(t("book.reasonTooShort"));
    setReasonError(undefined);
    book.mutate(
      {
        productId: s.productId,
        dateTimeFrom: s.dateTimeFrom,
        dateTimeTo: s.dateTimeTo,
        overrideReason: overriding ? reason : undefined,
      },
      {
        onSuccess: () => {
          toast.success(
            t("slots.booked", { name: memberName, resource: s.productName, time: wallTime(s.dateTimeFrom) }),
          );
          close();
        },
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  };

  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={siteFieldId} className="block text-sm font-medium">
            {t("site")}
          </label>
          <select
            id={siteFieldId}
            value={site}
            onChange={(e) => setSiteId(e.target.value)}
            className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
          >
            {sites.length === 0 && <option value="">{t("sitesLoading")}</option>}
            {sites.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <DateField label={t("day")} value={date} onChange={setDate} />
      </div>
      {overriding && (
        <SlotOverride
          until={suspended.until}
          strikes={suspended.strikes}
          value={overrideReason}
          onChange={setOverrideReason}
          error={reasonError}
        />
      )}
      <h3 className="mt-4 font-semibold">
        {date ? t("slots.slotsOn", { day: formatCalendarDay(date) }) : t("slots.slots")}
      </h3>
      <div className="mt-2 max-h-96 overflow-y-auto">
        {activities.isError ? (
          <ErrorState title={t("sitesFailed")} message={messageOf(activities.error)} />
        ) : !site || slots.isPending ? (
          <LoadingState label={t("slots.slotsLoading")} />
        ) : slots.isError ? (
          <ErrorState
            title={t("slots.slotsFailed")}
            message={messageOf(slots.error)}
            onRetry={() => void slots.refetch()}
          />
        ) : slots.data.slots.length === 0 ? (
          <EmptyState>{t("slots.noSlots")}</EmptyState>
        ) : (
          <SlotList
            slots={slots.data.slots}
            whyNot={(s) => whyNotSlot(t, s, seen, slots.data.siteId)}
            label={overriding ? t("book.bookAnyway") : t("tile.book")}
            busy={book.isPending}
            onBook={onBook}
          />
        )}
      </div>
      <div className="mt-4 flex justify-end">
        <DialogCancel label={t("close")} />
      </div>
    </div>
  );
}

function SlotList({
  slots,
  whyNot,
  label,
  busy,
  onBook,
}: {
  slots: ResourceSlot[];
  whyNot: (s: ResourceSlot) => string | undefined;
  label: string;
  busy: boolean;
  onBook: (s: ResourceSlot) => void;
}) {
  const t = useTranslations("Bookings");
  return (
    <ul aria-label={t("slots.slotsList")} className="divide-y divide-slate-200 dark:divide-slate-800">
      {slots.map((s) => {
        const why = whyNot(s);
        return (
          <li
            key={`${s.productId} ${s.dateTimeFrom}`}
            className="grid grid-cols-[7rem_minmax(0,1fr)_auto] items-center gap-3 py-2"
          >
            <span className="text-sm tabular-nums">{wallRange(s.dateTimeFrom, s.dateTimeTo)}</span>
            <span className="min-w-0 text-sm">
              <span className="font-medium">{s.productName}</span>
              {why ? (
                <span className="block text-xs text-amber-900 dark:text-amber-300">{why}</span>
              ) : (
                <span className="block text-xs text-slate-600 dark:text-slate-400">{t("slots.free")}</span>
              )}
            </span>
            {why ? null : (
              <Button
                onClick={() => onBook(s)}
                disabled={busy}
                aria-label={t("slots.bookNamed", { resource: s.productName, time: wallTime(s.dateTimeFrom) })}
              >
                <CalendarPlus aria-hidden className="size-4" />
                {label}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A manager's reason for booking past the site's rule (the same words as a session's). */
function SlotOverride({
  until,
  strikes,
  value,
  onChange,
  error,
}: {
  until: string;
  strikes: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useTranslations("Bookings");
  const id = useId();
  return (
    <div className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      <p>{t("book.suspendedManager", { until: formatDateTime(until), strikes })}</p>
      <label htmlFor={id} className="mt-2 block font-medium">
        {t("book.overrideReason")}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-red-800 dark:text-red-300">
          <Said text={error} />
        </p>
      )}
    </div>
  );
}
