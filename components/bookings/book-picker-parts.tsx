"use client";

import { Said, useTranslations } from "@/components/ui/catalogue";
import { useId, useMemo, useState, type ReactNode } from "react";
import { CalendarPlus } from "lucide-react";
import type { BookingSuspension } from "@frontdesk/lib/contract/booking-places";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { DialogCancel } from "@/components/ui/modal-dialog";
import { DateField } from "@/components/ui/date-fields";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { formatCalendarDay, formatDateTime, siteToday } from "@frontdesk/lib/venue/format";
import { useActivities } from "./queries";

/**
 * What the session picker and the slot picker share: the site and day (the member's home site and today to start),
 * a manager's reason to book past a suspension, the list's states and its rows, and Close.
 */

/** The sites that have activities, as [id, name], in the activities' order. */
export function useActivitySites() {
  const activities = useActivities();
  const sites = useMemo(() => {
    const seen = new Map<string, string>();
    for (const a of activities.data ?? []) seen.set(a.siteId, a.siteName);
    return [...seen.entries()];
  }, [activities.data]);
  return { activities, sites };
}

/** The picker's site (of the sites with activities) and day. */
export function useSiteAndDay(homeSiteId: string | null | undefined) {
  const { activities, sites } = useActivitySites();
  const [siteId, setSiteId] = useState(homeSiteId ?? "");
  const [date, setDate] = useState(() => siteToday());
  const site = sites.some(([id]) => id === siteId) ? siteId : (sites[0]?.[0] ?? "");
  return { activities, sites, site, setSiteId, date, setDate };
}

/**
 * A manager books past a suspension at the site with a reason (audited): `overriding` while one applies, and `take`
 * answers the reason to send (undefined when none is needed) or false, having said why, when it is too short.
 */
export function useOverrideReason(canOverride: boolean, suspension: BookingSuspension | undefined) {
  const t = useTranslations("Bookings");
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const overriding = canOverride && suspension !== undefined;
  const take = (): string | undefined | false => {
    const reason = value.trim();
    if (overriding && reason.length < 3) {
      setError(t("book.reasonTooShort"));
      return false;
    }
    setError(undefined);
    return overriding ? reason : undefined;
  };
  const field = overriding ? (
    <OverrideReason suspension={suspension} value={value} onChange={setValue} error={error} />
  ) : null;
  return { overriding, take, field };
}

function OverrideReason({
  suspension,
  value,
  onChange,
  error,
}: {
  suspension: BookingSuspension;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useTranslations("Bookings");
  const id = useId();
  return (
    <div className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      <p>{t("book.suspendedManager", { until: formatDateTime(suspension.until), strikes: suspension.strikes })}</p>
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

/** The site field of the booking screens: the sites with activities, by name ("loading" until they are read). */
export function SiteSelect({
  sites,
  value,
  onChange,
}: {
  sites: [id: string, name: string][];
  value: string;
  onChange: (siteId: string) => void;
}) {
  const t = useTranslations("Bookings");
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {t("site")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
      >
        {sites.length === 0 && <option value="">{t("sitesLoading")}</option>}
        {sites.map(([siteId, name]) => (
          <option key={siteId} value={siteId}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The picker around its list: the site and day, the override reason, the heading, the list's states, Close. */
export function PickerFrame({
  place,
  override,
  heading,
  list,
  children,
}: {
  place: ReturnType<typeof useSiteAndDay>;
  override: ReactNode;
  /** the heading for a day, and without one */
  heading: [(day: string) => string, string];
  list: { pending: boolean; error: unknown; retry: () => void; empty: boolean; words: ListWords };
  children: ReactNode;
}) {
  const t = useTranslations("Bookings");
  const { activities, sites, site, date } = place;
  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <SiteSelect sites={sites} value={site} onChange={place.setSiteId} />
        <DateField label={t("day")} value={date} onChange={place.setDate} />
      </div>
      {override}
      <h3 className="mt-4 font-semibold">{date ? heading[0](formatCalendarDay(date)) : heading[1]}</h3>
      <div className="mt-2 max-h-96 overflow-y-auto">
        {activities.isError ? (
          <ErrorState title={t("sitesFailed")} message={messageOf(activities.error)} />
        ) : !site || list.pending ? (
          <LoadingState label={list.words.loading} />
        ) : list.error ? (
          <ErrorState title={list.words.failed} message={messageOf(list.error)} onRetry={list.retry} />
        ) : list.empty ? (
          <EmptyState>{list.words.empty}</EmptyState>
        ) : (
          children
        )}
      </div>
      <div className="mt-4 flex justify-end">
        <DialogCancel label={t("close")} />
      </div>
    </div>
  );
}

interface ListWords {
  loading: string;
  failed: string;
  empty: string;
}

/** One bookable row a session or slot: its time, its name, what is free or why it cannot be booked, and Book. */
export interface BookableRow {
  key: string;
  time: string;
  name: string;
  /** in words: the free places, or "free" (empty: nothing to say beside why not) */
  free: string;
  /** in words, why it cannot be booked; undefined: it can */
  why: string | undefined;
  /** the Book button's accessible name */
  bookNamed: string;
}

export function BookableList({
  label,
  rows,
  timeWidth,
  bookLabel,
  busy,
  onBook,
}: {
  label: string;
  rows: BookableRow[];
  timeWidth: "6rem" | "7rem";
  bookLabel: string;
  busy: boolean;
  onBook: (key: string) => void;
}) {
  const columns = timeWidth === "6rem" ? "grid-cols-[6rem_minmax(0,1fr)_auto]" : "grid-cols-[7rem_minmax(0,1fr)_auto]";
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 dark:divide-slate-800">
      {rows.map((r) => (
        <li key={r.key} className={`grid ${columns} items-center gap-3 py-2`}>
          <span className="text-sm tabular-nums">{r.time}</span>
          <span className="min-w-0 text-sm">
            <span className="font-medium">{r.name}</span>
            {r.free && <span className="block text-xs text-slate-600 dark:text-slate-400">{r.free}</span>}
            {r.why && <span className="block text-xs text-amber-900 dark:text-amber-300">{r.why}</span>}
          </span>
          {r.why ? null : (
            <Button onClick={() => onBook(r.key)} disabled={busy} aria-label={r.bookNamed}>
              <CalendarPlus aria-hidden className="size-4" />
              {bookLabel}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
