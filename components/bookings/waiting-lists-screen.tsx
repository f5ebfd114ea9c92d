"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useState } from "react";
import { Users } from "lucide-react";
import type { AvailabilitySlot } from "@frontdesk/lib/contract/bookings";
import { messageOf } from "@frontdesk/lib/contract/problem";
import Link from "next/link";
import { Button, buttonClass } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { formatTime, formatTimeRange, siteToday, formatCalendarDay } from "@frontdesk/lib/venue/format";
import { useAvailability } from "./queries";
import { SiteSelect, useActivitySites } from "./book-picker-parts";
import { AlertListPanel, placesText } from "./waiting-list-panel";
import { sessionStage } from "@frontdesk/lib/domain/waiting-list-offers";
import { downloadUrl } from "@frontdesk/lib/api/call";
import type { bookingApi } from "@frontdesk/lib/api/bookings";
import { DateField } from "@/components/ui/date-fields";
import { CsvDownload } from "@/components/ui/csv-download";

/**
 * Waiting lists at the desk: a site's sessions of a day with their places, then one session's
 * waiting list in order: add a member to a full session (their position comes back) and promote
 * when a space is free. A session with free spaces is booked, not waited for. Its page reads the activities and the
 * day's sessions on the server, so the sessions paint with the page.
 */
export function WaitingListsScreen({
  initialSiteId = "",
  initialDate,
  initialSession,
}: { initialSiteId?: string; initialDate?: string; initialSession?: number } = {}) {
  const t = useTranslations("Bookings");
  const { activities, sites } = useActivitySites();
  const [siteId, setSiteId] = useState(initialSiteId);
  const [date, setDate] = useState(() => initialDate ?? siteToday());
  const [selected, setSelected] = useState<number | undefined>(initialSession);
  const site = siteId || sites[0]?.[0] || "";
  const sessions = useAvailability(site, date);
  // The open session is shown while it is among the site's and day's sessions: another site or day
  // closes it (a field reporting the day it already shows does not).
  const session = sessions.data?.find((s) => s.bookingId === selected);

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold">{t("lists.title")}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("lists.intro")}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SiteSelect sites={sites} value={site} onChange={setSiteId} />
        <DateField label={t("day")} value={date} onChange={setDate} />
        {site && date && (
          <CsvDownload
            href={downloadUrl<typeof bookingApi.alertListExport>("/api/bookings/alert-list/export", undefined, {
              siteId: site,
              date,
            })}
            what={t("lists.csvWhat")}
          />
        )}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="sessions-title">
          <h2 id="sessions-title" className="text-lg font-semibold">
            {date ? t("book.sessionsOn", { day: formatCalendarDay(date) }) : t("book.sessions")}
          </h2>
          <div className="mt-2">
            {activities.isError ? (
              <ErrorState
                title={t("sitesFailed")}
                message={messageOf(activities.error)}
                onRetry={() => void activities.refetch()}
              />
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
              <ul
                aria-label={t("book.sessions")}
                className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
              >
                {sessions.data.map((s) => (
                  <SessionRow
                    key={s.bookingId}
                    session={s}
                    selected={s.bookingId === selected}
                    onOpen={() => setSelected(s.bookingId)}
                  />
                ))}
              </ul>
            )}
          </div>
        </section>
        <section aria-labelledby="list-title">
          {session ? (
            <AlertListPanel session={session} />
          ) : (
            <h2 id="list-title" className="text-lg font-semibold text-slate-600 dark:text-slate-300">
              {t("lists.openOne")}
            </h2>
          )}
        </section>
      </div>
    </div>
  );
}

function SessionRow({
  session: s,
  selected,
  onOpen,
}: {
  session: AvailabilitySlot;
  selected: boolean;
  onOpen: () => void;
}) {
  const t = useTranslations("Bookings");
  const stage = sessionStage(s);
  return (
    // one grid line per session, whatever its words: places and who waits stacked as the activity and its kind are
    <li
      className={`grid grid-cols-[5.75rem_minmax(0,1fr)_auto_auto] items-center gap-3 px-4 py-3 ${selected ? "bg-blue-50 dark:bg-slate-800" : ""}`}
    >
      <span className="text-sm tabular-nums">{formatTimeRange(s.startDateTime, s.endDateTime)}</span>
      <span className="min-w-0">
        <span className="font-medium">{s.activityName}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">{t(`kind.${s.kind}`)}</span>
      </span>
      <span className="text-right text-sm whitespace-nowrap">
        <span className={`block ${s.spacesLeft === 0 ? "font-semibold text-red-800 dark:text-red-300" : ""}`}>
          {stage === "ended" ? t("lists.ended") : stage === "started" ? t("lists.started") : placesText(t, s)}
        </span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {t("lists.waiting", { count: s.waiting })}
        </span>
      </span>
      <span className="flex gap-2">
        <Button
          onClick={onOpen}
          aria-pressed={selected}
          aria-label={t("lists.openNamed", { activity: s.activityName, time: formatTime(s.startDateTime) })}
        >
          <Users aria-hidden className="size-4" />
          {t("lists.open")}
        </Button>
        <Link
          href={`/bookings/sessions/${s.bookingId}`}
          className={buttonClass("secondary", "px-2.5 py-1.5")}
          aria-label={t("lists.rosterNamed", { activity: s.activityName, time: formatTime(s.startDateTime) })}
        >
          {t("lists.roster")}
        </Link>
      </span>
    </li>
  );
}
