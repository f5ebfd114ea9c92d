"use client";

import { useState } from "react";
import Link from "next/link";
import { ProblemError, messageOf } from "@frontdesk/lib/contract/problem";
import { auditActionWords, orderedDays, orderedDaysMessage } from "@frontdesk/lib/contract/staff";
import type { DataAccessPage } from "@frontdesk/lib/contract/staff";
import { formatTimestamp } from "@frontdesk/lib/venue/format";
import { Button } from "@/components/ui/button";
import { CsvDownload } from "@/components/ui/csv-download";
import { DataTable, Th } from "@/components/ui/data-table";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { DataAccessFilters, emptyDataAccessFilter } from "./data-access-filters";
import { useDataAccess } from "./queries";
import { downloadUrl } from "@frontdesk/lib/api/call";
import type { staffApi } from "@frontdesk/lib/api/staff";
import { useSay, useTranslations } from "@/components/ui/catalogue";

/**
 * The data-access audit (UK GDPR accountability): who read or changed which member's medical
 * details, consent, addresses or payment card, and when; newest first, a page at a time.
 * `memberLinks`: whether the viewer's role may open a member's overview (the member ID is a link then).
 */
export function DataAccessScreen({ memberLinks }: { memberLinks: boolean }) {
  const t = useTranslations("StaffAccounts");
  const [filter, setFilter] = useState(emptyDataAccessFilter);
  const active = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
  // days the wrong way round are refused under the field before anything is sent
  const daysInOrder = orderedDays(filter);
  const audit = useDataAccess(active, daysInOrder);
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];
  const problem = audit.error instanceof ProblemError ? audit.error.problem : undefined;
  // a bad filter is shown under its field; a failed "Show more" keeps the rows already shown
  const filterErrors = !daysInOrder
    ? { to: [orderedDaysMessage] }
    : problem?.status === 400
      ? problem.errors
      : undefined;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t("access.title")}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("access.intro")}</p>
        </div>
        <CsvDownload
          href={downloadUrl<typeof staffApi.dataAccessExport>("/api/staff/data-access/export", undefined, active)}
          what={t("access.csvWhat")}
        />
      </div>
      <DataAccessFilters filter={filter} onChange={setFilter} errors={filterErrors} />

      <section aria-label={t("access.entries")} aria-busy={audit.isFetching && !audit.isFetchingNextPage}>
        {!daysInOrder ? (
          <EmptyState>{t("access.daysOrder")}</EmptyState>
        ) : audit.isPending ? (
          <LoadingState label={t("access.loading")} />
        ) : audit.isError && !audit.isFetchNextPageError ? (
          <ErrorState
            title={filterErrors ? t("checkFilters") : t("access.couldNotLoad")}
            message={messageOf(audit.error)}
            onRetry={filterErrors ? undefined : () => void audit.refetch()}
          />
        ) : entries.length === 0 ? (
          <EmptyState>{t("access.noMatch")}</EmptyState>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {t(audit.hasNextPage ? "access.showingMore" : "access.showing", { count: entries.length })}
            </p>
            <DataAccessTable entries={entries} memberLinks={memberLinks} />
            {audit.isFetchNextPageError && (
              <ErrorState
                title={t("access.olderFailed")}
                message={messageOf(audit.error)}
                onRetry={() => void audit.fetchNextPage()}
              />
            )}
            {audit.hasNextPage && !audit.isFetchNextPageError && (
              <Button className="mt-4" onClick={() => void audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
                {audit.isFetchingNextPage ? t("loadingMore") : t("showMore")}
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function DataAccessTable({ entries, memberLinks }: { entries: DataAccessPage["entries"]; memberLinks: boolean }) {
  const t = useTranslations("StaffAccounts");
  const say = useSay();
  return (
    <DataTable
      caption={t("access.caption")}
      head={
        <>
          <Th>{t("when")}</Th>
          <Th>{t("staffMember")}</Th>
          <Th>{t("member")}</Th>
          <Th last>{t("access.what")}</Th>
        </>
      }
    >
      {entries.map((entry) => (
        <tr key={entry.id} className="border-b border-slate-200 dark:border-slate-800">
          <td className="py-2 pr-4 whitespace-nowrap">{formatTimestamp(entry.at)}</td>
          <td className="py-2 pr-4">
            {entry.staffName ?? entry.staffId}
            <span className="block text-xs text-slate-600 dark:text-slate-400">{entry.staffId}</span>
          </td>
          <td className="py-2 pr-4">
            {memberLinks ? (
              <Link
                className="text-blue-700 underline-offset-2 hover:underline dark:text-sky-400"
                href={`/members/${entry.memberId}`}
              >
                {t("memberN", { id: entry.memberId })}
              </Link>
            ) : (
              <>{t("memberN", { id: entry.memberId })}</>
            )}
          </td>
          <td className="py-2">{auditActionWords(say, entry.action)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
