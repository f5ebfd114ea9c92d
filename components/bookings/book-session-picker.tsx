"use client";

import { Said, useTranslations } from "@/components/ui/catalogue";
import { useId, useMemo, useState } from "react";
import { useQueries, useQuery } from "@tanstack/react-query";
import { CalendarPlus } from "lucide-react";
import { api } from "@/lib/api/areas";
import type { AvailabilitySlot } from "@/lib/contract/bookings";
import type { BookingSuspension } from "@/lib/contract/booking-places";
import { messageOf } from "@/lib/contract/problem";
import { Button } from "@/components/ui/button";
import { DialogCancel } from "@/components/ui/modal-dialog";
import { DateField } from "@/components/ui/date-fields";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { formatCalendarDay, formatDateTime, formatTime, formatTimeRange, siteToday } from "@/lib/venue/format";
import { useActivities, useAvailability } from "./queries";
import { useBookingHistory, useBookPlace } from "./place-queries";
import { emailWords, freePlacesWords, whyNotBookable, type MemberStanding } from "./book-words";

/** What the picker knows of the member before anyone presses anything: restrictions, suspensions, places held. */
function useStanding(memberId: number, sessions: AvailabilitySlot[] | undefined): MemberStanding {
  const activityIds = [...new Set((sessions ?? []).map((s) => s.activityId))];
  const checks = useQueries({
    queries: activityIds.map((activityId) =>
      api.members.read("restrictions", { params: { memberId }, query: { activityId } }),
    ),
  });
  const history = useBookingHistory(memberId);
  const upcoming = useQuery(api.members.read("upcomingBookings", { params: { memberId }, query: { limit: 50 } }));
  // a handful of activities a day: worked out again at each render, no memo to keep in step
  const restricted = new Set(activityIds.filter((_, i) => checks[i]?.data?.member.memberAbleToProceed === false));
  return {
    restricted,
    suspensions: history.data?.suspensions ?? [],
    statusRefusal: history.data?.statusRefusal,
    holds: new Set((upcoming.data ?? []).map((b) => b.bookingId)),
  };
}

/**
 * Book a member in a few keys: a site and a day (today at their home site to start), then the sessions with their
 * free places, each either a "Book" button or, in words, why it cannot be booked.
 */
export function BookSessionPicker({
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
  const sessions = useAvailability(site, date);
  const standing = useStanding(memberId, sessions.data);
  const book = useBookPlace(memberId);
  const suspended = standing.suspensions.find((x) => x.siteId === site);
  const overriding = canOverride && suspended !== undefined;
  // a manager sees the sessions as if not suspended: the reason field above them books past it
  const seen = overriding ? { ...standing, suspensions: [] } : standing;

  const onBook = (s: AvailabilitySlot) => {
    const reason = overrideReason.trim();
    if (overriding && reason.length < 3) return setReasonError(t("book.reasonTooShort"));
    setReasonError(undefined);
    book.mutate(
      { bookingId: s.bookingId, overrideReason: overriding ? reason : undefined },
      {
        onSuccess: (answer) => {
          toast.success(
            t("book.booked", { name: memberName, activity: s.activityName, time: formatTime(s.startDateTime) }),
            { description: emailWords(t, answer.email) },
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
        <OverrideReason
          suspension={suspended}
          value={overrideReason}
          onChange={setOverrideReason}
          error={reasonError}
        />
      )}
      <h3 className="mt-4 font-semibold">
        {date ? t("book.sessionsOn", { day: formatCalendarDay(date) }) : t("book.sessions")}
      </h3>
      <div className="mt-2 max-h-96 overflow-y-auto">
        {activities.isError ? (
          <ErrorState title={t("sitesFailed")} message={messageOf(activities.error)} />
        ) : !site || sessions.isPending ? (
          <LoadingState label={t("book.sessionsLoading")} />
        ) : sessions.isError ? (
          <ErrorState
            title={t("book.sessionsFailed")}
            message={messageOf(sessions.error)}
            onRetry={() => void sessions.refetch()}
          />
        ) : sessions.data.length === 0 ? (
          <EmptyState>{t("book.noSessions")}</EmptyState>
        ) : (
          <SessionList
            sessions={sessions.data}
            whyNot={(s) => whyNotBookable(t, s, seen, site)}
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

function SessionList({
  sessions,
  whyNot,
  label,
  busy,
  onBook,
}: {
  sessions: AvailabilitySlot[];
  whyNot: (s: AvailabilitySlot) => string | undefined;
  label: string;
  busy: boolean;
  onBook: (s: AvailabilitySlot) => void;
}) {
  const t = useTranslations("Bookings");
  return (
    <ul aria-label={t("book.sessionsList")} className="divide-y divide-slate-200 dark:divide-slate-800">
      {sessions.map((s) => {
        const why = whyNot(s);
        return (
          <li key={s.bookingId} className="grid grid-cols-[6rem_minmax(0,1fr)_auto] items-center gap-3 py-2">
            <span className="text-sm tabular-nums">{formatTimeRange(s.startDateTime, s.endDateTime)}</span>
            <span className="min-w-0 text-sm">
              <span className="font-medium">{s.activityName}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">{freePlacesWords(t, s)}</span>
              {why && <span className="block text-xs text-amber-900 dark:text-amber-300">{why}</span>}
            </span>
            {why ? null : (
              <Button
                onClick={() => onBook(s)}
                disabled={busy}
                aria-label={t("book.bookNamed", { activity: s.activityName, time: formatTime(s.startDateTime) })}
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
