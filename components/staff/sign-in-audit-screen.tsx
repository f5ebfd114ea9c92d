"use client";

import { useState } from "react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { orderedDays, orderedDaysMessage, signInEventKinds } from "@frontdesk/lib/contract/staff";
import { DataTable, Th } from "@/components/ui/data-table";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useSignInEvents, useStaffList } from "./queries";
import { downloadUrl } from "@frontdesk/lib/api/call";
import type { staffApi } from "@frontdesk/lib/api/staff";
import { formatTimestamp } from "@frontdesk/lib/venue/format";
import { DateField } from "@/components/ui/date-fields";
import { CsvDownload } from "@/components/ui/csv-download";
import { useTranslations } from "@/components/ui/catalogue";
import { signInDetailWords, signInEventWords } from "./sign-in-event-words";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900";
const emptyFilter = { staffId: "", kind: "", from: "", to: "" };

/** The sign-in audit: sign-ins, failures, lockouts, sign-outs and account changes, newest first. */
export function SignInAuditScreen() {
  const t = useTranslations("StaffAccounts");
  const shell = useTranslations("Shell");
  const [filter, setFilter] = useState(emptyFilter);
  const active = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
  // days the wrong way round are refused under the field before anything is sent
  const daysInOrder = orderedDays(filter);
  const events = useSignInEvents(active, daysInOrder);
  const staff = useStaffList();
  const set = (key: keyof typeof emptyFilter) => (e: { target: { value: string } }) =>
    setFilter((f) => ({ ...f, [key]: e.target.value }));
  const nameOf = (id: string | null) => (id ? (staff.data?.staff.find((s) => s.id === id)?.name ?? id) : "");

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t("audit.title")}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("audit.intro")}</p>
        </div>
        <CsvDownload
          href={downloadUrl<typeof staffApi.signInEventsExport>("/api/staff/sign-in-events/export", undefined, active)}
          what={t("audit.csvWhat")}
        />
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => e.preventDefault()}
        aria-label={t("audit.filter")}
      >
        <div className="w-56">
          <label htmlFor="audit-staff" className="block text-sm font-medium">
            {t("staffMember")}
          </label>
          <select id="audit-staff" value={filter.staffId} onChange={set("staffId")} className={inputClass}>
            <option value="">{t("everyone")}</option>
            {staff.data?.staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.username})
              </option>
            ))}
          </select>
        </div>
        <div className="w-56">
          <label htmlFor="audit-kind" className="block text-sm font-medium">
            {t("audit.event")}
          </label>
          <select id="audit-kind" value={filter.kind} onChange={set("kind")} className={inputClass}>
            <option value="">{t("audit.allEvents")}</option>
            {signInEventKinds.map((kind) => (
              <option key={kind} value={kind}>
                {signInEventWords(t, kind)}
              </option>
            ))}
          </select>
        </div>
        <DateField label={t("from")} value={filter.from} onChange={(from) => setFilter((f) => ({ ...f, from }))} />
        <DateField
          label={t("to")}
          value={filter.to}
          onChange={(to) => setFilter((f) => ({ ...f, to }))}
          error={daysInOrder ? undefined : orderedDaysMessage}
        />
        <button
          type="button"
          className="rounded-md px-3 py-2 text-sm underline underline-offset-2"
          onClick={() => setFilter(emptyFilter)}
        >
          {t("clearFilters")}
        </button>
      </form>

      {!daysInOrder ? (
        <EmptyState>{t("audit.daysOrder")}</EmptyState>
      ) : events.isPending ? (
        <LoadingState label={t("audit.loading")} />
      ) : events.isError ? (
        <ErrorState message={messageOf(events.error)} onRetry={() => void events.refetch()} />
      ) : events.data.length === 0 ? (
        <EmptyState>{t("audit.noMatch")}</EmptyState>
      ) : (
        <DataTable
          caption={t("audit.caption")}
          head={
            <>
              <Th>{t("when")}</Th>
              <Th>{t("audit.event")}</Th>
              <Th>{t("staffMember")}</Th>
              <Th>{t("audit.typed")}</Th>
              <Th>{t("audit.by")}</Th>
              <Th>{t("audit.address")}</Th>
              <Th last>{t("audit.detail")}</Th>
            </>
          }
        >
          {events.data.map((event) => (
            <tr key={event.id} className="border-b border-slate-200 dark:border-slate-800">
              <td className="py-2 pr-4 whitespace-nowrap">{formatTimestamp(event.at)}</td>
              <td className="py-2 pr-4">{signInEventWords(t, event.kind)}</td>
              <td className="py-2 pr-4">{nameOf(event.staffId)}</td>
              <td className="py-2 pr-4">{event.username ?? ""}</td>
              <td className="py-2 pr-4">{nameOf(event.actorId)}</td>
              <td className="py-2 pr-4">{event.clientAddress ?? ""}</td>
              <td className="py-2">{signInDetailWords(t, shell, event.detail)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
