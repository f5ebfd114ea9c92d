"use client";

import { Check, CircleSlash, History, PencilLine } from "lucide-react";
import type { ConsentHistoryViewEntry } from "@frontdesk/lib/contract/members";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { useConsentHistory } from "./queries";
import { useTranslations } from "@/components/ui/catalogue";

const actionIcons = { granted: Check, withdrawn: CircleSlash, changed: PencilLine } as const;

/** Every consent change of the member, newest first: what, when, by whom. */
export function ConsentHistoryTimeline({ memberId }: { memberId: number }) {
  const t = useTranslations("Members");
  const history = useConsentHistory(memberId);
  return (
    <section
      aria-labelledby="history-title"
      className="lg:border-l lg:border-slate-200 lg:pl-6 lg:dark:border-slate-800"
    >
      <h2 id="history-title" className="flex items-center gap-2 text-lg font-semibold">
        <History aria-hidden className="size-5" />
        {t("consent.history")}
      </h2>
      <div className="mt-3">
        {history.isPending ? (
          <LoadingState label={t("consent.historyLoading")} />
        ) : history.isError ? (
          <ErrorState
            title={t("consent.historyFailed")}
            message={messageOf(history.error)}
            onRetry={() => void history.refetch()}
          />
        ) : history.data.length === 0 ? (
          <EmptyState>{t("consent.noHistory")}</EmptyState>
        ) : (
          <ol className="relative space-y-4 border-l border-slate-300 pl-5 dark:border-slate-700">
            {history.data.map((entry) => (
              <HistoryItem key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

function HistoryItem({ entry }: { entry: ConsentHistoryViewEntry }) {
  const t = useTranslations("Members");
  const Icon = actionIcons[entry.action];
  return (
    <li className="relative text-sm">
      <span className="absolute top-0.5 -left-[1.85rem] flex size-5 items-center justify-center rounded-full border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900">
        <Icon aria-hidden className="size-3" />
      </span>
      <p>
        <span className="font-medium">{t(`consent.action.${entry.action}`)}</span> · {entry.subjectName}
        <span className="text-slate-600 dark:text-slate-400"> ({t(`consent.kind.${entry.kind}`)})</span>
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <time dateTime={entry.changedOn}>{formatDateTime(entry.changedOn)}</time>{" "}
        {t(`consent.bySource.${entry.source}`, { name: entry.recordedBy })}
        {entry.captureDate ? ` · ${t("consent.capturedLower", { time: formatDateTime(entry.captureDate) })}` : ""}
        {entry.guardianName ? ` · ${t("consent.guardian", { name: entry.guardianName })}` : ""}
      </p>
    </li>
  );
}
