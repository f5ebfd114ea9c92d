"use client";

import { useTranslations } from "@/components/ui/catalogue";
import { useMemo } from "react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { columnLabel } from "./interaction-card";
import { useMemberInteractions } from "./queries";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import type { InteractionCatalogue } from "@frontdesk/lib/contract/prospects";

/** Every interaction with the person, newest first: what was done, when, by whom and how it ended. */
export function InteractionTimeline({
  memberId,
  name,
  catalogue,
  currentId,
}: {
  memberId: number;
  name: string;
  catalogue: InteractionCatalogue;
  currentId: number;
}) {
  const t = useTranslations("Prospects");
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : t("when.none"));
  const interactions = useMemberInteractions(memberId);
  const subTypes = useMemo(
    () => new Map(catalogue.flatMap((t) => t.subTypes.map((s) => [s.id, s.description] as const))),
    [catalogue],
  );
  const outcomes = useMemo(
    () => new Map(catalogue.flatMap((t) => t.outcomes.map((o) => [o.id, o.description] as const))),
    [catalogue],
  );
  const ordered = useMemo(
    () =>
      [...(interactions.data ?? [])].sort(
        (a, b) => Date.parse(b.nextActionDate ?? b.raisedDate) - Date.parse(a.nextActionDate ?? a.raisedDate),
      ),
    [interactions.data],
  );
  return (
    <section aria-labelledby="timeline-title" className="border-t border-slate-200 px-5 py-4 dark:border-slate-800">
      <h3 id="timeline-title" className="font-semibold">
        {t("timeline.title", { name })}
      </h3>
      <div className="mt-2">
        {interactions.isPending ? (
          <LoadingState label={t("timeline.loading")} />
        ) : interactions.isError ? (
          <ErrorState
            title={t("timeline.failed")}
            message={messageOf(interactions.error)}
            onRetry={() => void interactions.refetch()}
          />
        ) : ordered.length === 0 ? (
          <EmptyState>{t("timeline.none")}</EmptyState>
        ) : (
          <ol
            aria-label={t("timeline.list", { name })}
            className="space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700"
          >
            {ordered.map((i) => (
              <li key={i.id} aria-current={i.id === currentId ? "true" : undefined} className="text-sm">
                <p className="font-medium">
                  {subTypes.get(i.interactionSubTypeId) ?? t("timeline.interaction")}
                  {i.id === currentId && (
                    <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">
                      {t("timeline.thisOne")}
                    </span>
                  )}
                </p>
                <p className="text-xs text-slate-700 dark:text-slate-300">
                  {when(i.nextActionDate)} · {columnLabel(t, i.interactionStatus) ?? t("timeline.noStatus")}
                  {i.outcomeOfInteractionTypeId
                    ? ` · ${outcomes.get(i.outcomeOfInteractionTypeId) ?? t("timeline.outcome")}`
                    : ""}
                  {i.scheduledWith ? ` · ${t("timeline.with", { name: i.scheduledWithName ?? i.scheduledWith })}` : ""}
                </p>
                {i.details && (
                  <p className="mt-0.5 text-xs break-words text-slate-600 dark:text-slate-400">{i.details}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
