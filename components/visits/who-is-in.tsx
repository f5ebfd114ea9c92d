"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useId, useState } from "react";
import { useDebounced } from "@/components/ui/use-debounced";
import Link from "next/link";
import { messageOf } from "@frontdesk/lib/contract/problem";
import type { SiteVisit } from "@frontdesk/lib/contract/visits";
import { visitMethods, type VisitMethod } from "@frontdesk/lib/contract/visit-words";
import type { visitApi } from "@frontdesk/lib/api/visits";
import { downloadUrl } from "@frontdesk/lib/api/call";
import { formatCalendarDay, formatTime } from "@frontdesk/lib/venue/format";
import { Button } from "@/components/ui/button";
import { CsvDownload } from "@/components/ui/csv-download";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { controlClass } from "@/components/ui/text-field";
import { UndoVisitButton } from "./door-dialogs";
import { useRecordLeaving, useSiteVisits } from "./queries";
import { whoIsInPage } from "./visit-keys";
import { LogOut } from "lucide-react";
import { toast } from "@/components/ui/toast";
import type { LiveState } from "@/components/live/use-live";
import { LiveNote } from "@/components/live/live-note";

/** The visitor's name, else "Member 1001" in the screen's language. */
const useNameOf = () => {
  const t = useTranslations("Door");
  return (v: SiteVisit) =>
    v.firstName ? `${v.firstName} ${v.lastName ?? ""}`.trim() : t("memberNumbered", { id: v.memberId });
};

/**
 * Who is in: the site's visits today, newest first, a page at a time, the count by hour, filtered (by the platform) by
 * name or member number and by how they came in (the CSV download holds every row the filter matches). A visit undone
 * stays listed, marked, and is not counted.
 */
export function WhoIsIn({
  siteId,
  recordsLeaving,
  refocus,
  live,
}: {
  siteId: string;
  /** the site's door records members leaving (a site setting): who is in the building now, and "Left" on each row */
  recordsLeaving: boolean;
  refocus: () => void;
  /** the door screen's one live connection (its topics include this site's visits) */
  live: LiveState;
}) {
  const t = useTranslations("Door");
  const [search, setSearch] = useState("");
  const [method, setMethod] = useState<VisitMethod | "">("");
  const [shown, setShown] = useState(whoIsInPage);
  const ids = useId();
  // the platform filters (a busy day has thousands of visits): asked again once typing pauses, not at each key
  const words = useDebounced(search.trim(), 250);
  const filtering = words !== "" || method !== "";
  const day = useSiteVisits(siteId, { search: words || undefined, method: method || undefined }, shown);
  const visits = day.data?.visits ?? [];
  const matching = day.data?.matching ?? 0;

  return (
    <section aria-labelledby="who-is-in-title" className="mt-8">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="who-is-in-title" className="text-lg font-semibold">
          {day.data ? t("whoIsInOn", { day: formatCalendarDay(day.data.date) }) : t("whoIsIn")}
        </h2>
        <LiveNote state={live} what={t("liveWhat")} />
      </div>
      {day.isPending ? (
        <LoadingState label={t("visitsLoading")} />
      ) : day.isError ? (
        <ErrorState title={t("visitsFailed")} message={messageOf(day.error)} onRetry={() => void day.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="visits-total">
            {t("visitsTotal", { count: day.data.total })}
            {recordsLeaving && (
              <>
                {" "}
                <strong data-testid="still-in">{t("stillIn", { count: day.data.stillIn })}</strong>
              </>
            )}
          </p>
          <HourCounts byHour={day.data.byHour} />
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={`${ids}-search`} className="block text-sm font-medium">
                {t("filter")}
              </label>
              <input
                id={`${ids}-search`}
                type="search"
                value={search}
                autoComplete="off"
                onChange={(e) => {
                  setSearch(e.target.value);
                  setShown(whoIsInPage);
                }}
                className={`${controlClass} w-64`}
              />
            </div>
            <div>
              <label htmlFor={`${ids}-how`} className="block text-sm font-medium">
                {t("how")}
              </label>
              <select
                id={`${ids}-how`}
                value={method}
                onChange={(e) => {
                  setMethod(e.target.value as VisitMethod | "");
                  setShown(whoIsInPage);
                }}
                className={controlClass}
              >
                <option value="">{t("anyWay")}</option>
                {visitMethods.map((m) => (
                  <option key={m} value={m}>
                    {t(`method.${m}`)}
                  </option>
                ))}
              </select>
            </div>
            <CsvDownload
              href={downloadUrl<typeof visitApi.visitsExport>("/api/visits/export", undefined, {
                siteId,
                search: search.trim() || undefined,
                method: method || undefined,
              })}
              what={t("csvWhat")}
            />
          </div>
          {visits.length === 0 ? (
            <div className="mt-3">
              <EmptyState>{filtering ? t("noMatch") : t("nobodyYet")}</EmptyState>
            </div>
          ) : (
            <VisitTable visits={visits} recordsLeaving={recordsLeaving} refocus={refocus} />
          )}
          {matching > visits.length && (
            <Button
              className="mt-2"
              disabled={day.isPlaceholderData}
              onClick={() => setShown(visits.length + whoIsInPage)}
            >
              {t("showMore", { count: Math.min(whoIsInPage, matching - visits.length), total: matching })}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** The day's visits that count, by the site's local hour: each hour in words, with a bar for the eye. */
function HourCounts({ byHour }: { byHour: { hour: number; count: number }[] }) {
  const t = useTranslations("Door");
  if (byHour.length === 0) return null;
  const most = Math.max(...byHour.map((h) => h.count));
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    <ol aria-label={t("byHour")} className="mt-3 grid max-w-xl gap-1 text-sm">
      {byHour.map(({ hour, count }) => (
        <li key={hour} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-2">
          <span>
            {pad(hour)}:00–{pad((hour + 1) % 24)}:00
          </span>
          <span
            aria-hidden
            className="h-3 rounded bg-blue-600 dark:bg-sky-500"
            style={{ width: `${(count / most) * 100}%` }}
          />
          <span className="text-right tabular-nums">{count}</span>
        </li>
      ))}
    </ol>
  );
}

function VisitTable({
  visits,
  recordsLeaving,
  refocus,
}: {
  visits: SiteVisit[];
  recordsLeaving: boolean;
  refocus: () => void;
}) {
  const t = useTranslations("Door");
  const nameOf = useNameOf();
  const leave = useRecordLeaving();
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("tableCaption")}</caption>
        <thead className="border-b border-slate-300 dark:border-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("colTime")}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("colMember")}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("colHow")}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("colNote")}
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t("colActions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {visits.map((v) => (
            <tr key={v.visitId} className={v.undoneAt ? "text-slate-500 dark:text-slate-400" : ""}>
              <td className="py-2 pr-3 tabular-nums">{formatTime(v.visitedAt)}</td>
              <td className="py-2 pr-3">
                <Link
                  href={`/members/${v.memberId}`}
                  className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-sky-400"
                >
                  {nameOf(v)}
                </Link>{" "}
                <span className="text-slate-600 dark:text-slate-400">#{v.memberId}</span>
              </td>
              <td className="py-2 pr-3">{t(`method.${v.method}`)}</td>
              <td className="py-2 pr-3">
                {v.undoneAt ? (
                  <span>
                    <span className="font-medium">{t("undoneMark")}</span>
                    {v.undoReason ? `: ${v.undoReason}` : ""}
                  </span>
                ) : (
                  <>
                    {v.overrideReason ?? ""}
                    {v.leftAt && <span className="block">{t("leftAt", { time: formatTime(v.leftAt) })}</span>}
                  </>
                )}
              </td>
              <td className="py-2 text-right whitespace-nowrap">
                {recordsLeaving && !v.undoneAt && !v.leftAt && (
                  <Button
                    className="mr-2"
                    disabled={leave.isPending && leave.variables === v.visitId}
                    aria-label={t("leftNamed", { name: nameOf(v) })}
                    onClick={() =>
                      leave.mutate(v.visitId, {
                        onSuccess: () => toast.success(t("leftDone", { name: nameOf(v) })),
                        onError: (error) => toast.error(messageOf(error)),
                      })
                    }
                  >
                    <LogOut aria-hidden className="size-4" />
                    {t("left")}
                  </Button>
                )}
                {!v.undoneAt && (
                  <UndoVisitButton visit={v} name={nameOf(v)} onUndone={() => undefined} onClosed={refocus} compact />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
