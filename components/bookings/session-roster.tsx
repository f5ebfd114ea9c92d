"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useRef, type KeyboardEvent } from "react";
import Link from "next/link";
import { ChevronLeft } from "lucide-react";
import type { AttendanceMark, SessionRoster } from "@frontdesk/lib/contract/booking-places";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { formatDateTime, formatTime } from "@frontdesk/lib/venue/format";
import { useMarkAttendance, useRoster } from "./place-queries";
import { useLiveQueries } from "@/components/live/use-live";
import { LiveNote } from "@/components/live/live-note";
import { liveTopics } from "@frontdesk/lib/contract/live";
import { api } from "@frontdesk/lib/api/areas";

/** A mark's message key (messages/*.json, Bookings.places.kind). */
const markKeys: Record<AttendanceMark, string> = { attended: "places.kind.attended", "no-show": "places.kind.noShow" };
const keys: Record<string, AttendanceMark> = { a: "attended", n: "no-show" };

/**
 * A session's roster: the places booked (with their marks) and the waiting list. Once the session has started a
 * class is marked by keyboard: up and down move through the places, A marks attended and N a no-show, and each mark
 * moves to the next place; the buttons do the same by pointer.
 */
export function SessionRosterScreen({ bookingId }: { bookingId: number }) {
  const t = useTranslations("Bookings");
  const roster = useRoster(bookingId);
  // another desk's booking, cancellation or mark shows here within a second
  const live = useLiveQueries({
    [liveTopics.sessionPlaces(bookingId)]: [api.bookings.read("roster", { params: { bookingId } }).queryKey],
  });
  if (roster.isPending) return <LoadingState label={t("roster.loading")} />;
  if (roster.isError)
    return (
      <ErrorState title={t("roster.failed")} message={messageOf(roster.error)} onRetry={() => void roster.refetch()} />
    );
  const s = roster.data;
  const marked = s.places.filter((p) => p.attendance !== null).length;
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        href={`/bookings/waiting-lists?site=${encodeURIComponent(s.siteId)}&session=${s.bookingId}`}
        className="inline-flex items-center gap-1 text-sm text-blue-700 hover:underline dark:text-sky-400"
      >
        <ChevronLeft aria-hidden className="size-4" />
        {t("book.sessions")}
      </Link>
      <h1 className="mt-1 text-2xl font-semibold">
        {t("roster.title", { activity: s.activityName, time: formatDateTime(s.startDateTime) })}
      </h1>
      <LiveNote state={live} what={t("roster.liveWhat")} />
      <p className="text-sm" aria-live="polite">
        {s.started
          ? t("roster.bookedMarked", {
              booked: s.booked,
              capacity: s.capacity,
              waiting: s.waiting.length,
              marked,
              places: s.places.length,
            })
          : t("lists.booked", { booked: s.booked, capacity: s.capacity, waiting: s.waiting.length })}
      </p>
      {!s.started && (
        <p role="note" className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          {t("roster.notStarted", { time: formatTime(s.startDateTime) })}
        </p>
      )}
      <Places roster={s} />
      <section aria-labelledby="roster-waiting" className="mt-6">
        <h2 id="roster-waiting" className="text-lg font-semibold">
          {t("lists.list")}
        </h2>
        {s.waiting.length === 0 ? (
          <EmptyState>{t("roster.nobodyWaiting")}</EmptyState>
        ) : (
          <ol aria-label={t("lists.list")} className="mt-2 list-decimal pl-6 text-sm">
            {s.waiting.map((w) => (
              <li key={w.memberId}>
                {w.firstName} {w.lastName} (#{w.memberId})
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Places({ roster: s }: { roster: SessionRoster }) {
  const t = useTranslations("Bookings");
  const mark = useMarkAttendance(s.bookingId);
  const rows = useRef<(HTMLLIElement | null)[]>([]);
  const focusRow = (i: number) => rows.current[Math.max(0, Math.min(i, s.places.length - 1))]?.focus();
  const send = (memberId: number, name: string, attendance: AttendanceMark) =>
    mark.mutate(
      { memberId, attendance },
      { onError: (error) => toast.error(t("failedFor", { name, reason: messageOf(error) })) },
    );
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>, i: number) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      focusRow(i + (e.key === "ArrowDown" ? 1 : -1));
      return;
    }
    const attendance = keys[e.key.toLowerCase()];
    if (!attendance || !s.started || e.target !== e.currentTarget) return;
    e.preventDefault();
    const p = s.places[i];
    send(p.memberId, `${p.firstName} ${p.lastName}`, attendance);
    focusRow(i + 1);
  };
  return (
    <section aria-labelledby="roster-places" className="mt-6">
      <h2 id="roster-places" className="text-lg font-semibold">
        {t("roster.places")}
      </h2>
      {s.started && s.places.length > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("roster.keys")}</p>
      )}
      {s.places.length === 0 ? (
        <EmptyState>{t("roster.nobodyBooked")}</EmptyState>
      ) : (
        <ul
          aria-label={t("roster.places")}
          className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {s.places.map((p, i) => {
            const name = `${p.firstName} ${p.lastName}`;
            return (
              <li
                key={p.memberId}
                ref={(el) => void (rows.current[i] = el)}
                tabIndex={i === 0 ? 0 : -1}
                aria-label={t("roster.rowLabel", {
                  name,
                  mark: p.attendance ? t(markKeys[p.attendance]) : t("roster.notMarkedLower"),
                })}
                onKeyDown={(e) => onKeyDown(e, i)}
                className="flex items-center justify-between gap-3 px-4 py-2 text-sm focus:outline-2 focus:outline-blue-600"
              >
                <span>
                  <span className="font-medium">{name}</span> (#{p.memberId})
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {p.attendance ? t(markKeys[p.attendance]) : t("roster.notMarked")}
                  </span>
                </span>
                <span className="flex gap-2" role="group" aria-label={t("roster.mark", { name })}>
                  {(["attended", "no-show"] as const).map((m) => (
                    <button
                      key={m}
                      type="button"
                      disabled={!s.started}
                      aria-pressed={p.attendance === m}
                      onClick={() => send(p.memberId, name, m)}
                      className={`rounded-md border px-2.5 py-1 text-sm disabled:opacity-50 ${
                        p.attendance === m
                          ? "border-blue-700 bg-blue-700 text-white dark:border-sky-400 dark:bg-sky-400 dark:text-slate-950"
                          : "border-slate-300 dark:border-slate-600"
                      }`}
                    >
                      {t(markKeys[m])}
                    </button>
                  ))}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
