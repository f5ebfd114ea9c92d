"use client";

import { useMemo, useState } from "react";
import { consentAsAt, type ConsentRowAt, type ConsentSubject } from "@frontdesk/lib/domain/consent/as-at";
import type { ConsentHistoryViewEntry } from "@frontdesk/lib/contract/members";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { DateTimeField } from "@/components/ui/date-fields";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { formatDateTime, instantOfSiteDateTime, siteDateTimeOf } from "@frontdesk/lib/venue/format";
import { useCommunicationChannels, useConsentCampaigns, useConsentHistory } from "./queries";
import { Section } from "./consent-parts";
import { useTranslations } from "@/components/ui/catalogue";

const stateLook = {
  granted: { key: "granted", className: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100" },
  withdrawn: { key: "withdrawn", className: "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-100" },
  "never asked": {
    key: "neverAsked",
    className: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  },
} as const;

/**
 * Consent as at a date: pick a site date and time, see what the member had agreed to then,
 * each campaign and channel, with who recorded the change that put it so and from where. A replay of
 * the history (lib/domain/consent/as-at), so "never asked" and "withdrawn" are told apart.
 */
export function ConsentAsAt({ memberId }: { memberId: number }) {
  const t = useTranslations("Members");
  const history = useConsentHistory(memberId);
  const marketing = useConsentCampaigns("marketing-campaigns");
  const data = useConsentCampaigns("data-processing");
  const channels = useCommunicationChannels();
  const [local, setLocal] = useState(() => siteDateTimeOf(new Date()));
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? instantOfSiteDateTime(local) : null;
  const reads = [history, marketing, data, channels];
  const failed = reads.find((r) => r.isError);

  const subjects = useMemo((): ConsentSubject[] => {
    const campaign = (c: { campaignId: number; campaignName: string }): ConsentSubject => ({
      kind: "campaign",
      subjectId: String(c.campaignId),
      subjectName: c.campaignName,
    });
    return [
      ...(marketing.data ?? []).map(campaign),
      ...(data.data ?? []).map(campaign),
      ...(channels.data ?? []).map((c) => ({
        kind: "channel" as const,
        subjectId: c.channelId,
        subjectName: c.channelName,
      })),
    ];
  }, [marketing.data, data.data, channels.data]);
  const rows = history.data && at ? consentAsAt(history.data, subjects, at) : [];

  return (
    <Section id="consent-as-at-title" title={t("consent.asAtTitle")} description={t("consent.asAtIntro")}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-64">
          <DateTimeField label={t("consent.asAtField")} value={local} onChange={setLocal} />
        </div>
        <Button onClick={() => setLocal(siteDateTimeOf(new Date()))}>{t("consent.now")}</Button>
      </div>
      <div className="mt-3" aria-live="polite">
        {failed ? (
          <ErrorState
            title={t("consent.asAtFailed")}
            message={messageOf(failed.error)}
            onRetry={() => reads.forEach((r) => void r.refetch())}
          />
        ) : reads.some((r) => r.isPending) ? (
          <LoadingState label={t("consent.asAtLoading")} />
        ) : !at ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("consent.wholeDate")}</p>
        ) : (
          <AsAtTable rows={rows} at={at} />
        )}
      </div>
    </Section>
  );
}

function AsAtTable({ rows, at }: { rows: ConsentRowAt<ConsentHistoryViewEntry>[]; at: string }) {
  const t = useTranslations("Members");
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-sm text-slate-600 dark:text-slate-300">
        {t("consent.asAtCaption", { time: formatDateTime(at) })}
      </caption>
      <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
        <tr>
          <th scope="col" className="py-1 pr-3">
            {t("consent.colSubject")}
          </th>
          <th scope="col" className="py-1 pr-3">
            {t("consent.colThen")}
          </th>
          <th scope="col" className="py-1">
            {t("consent.colRecorded")}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map((row) => {
          const look = stateLook[row.at.state];
          const change = row.at.change;
          return (
            <tr key={`${row.kind}:${row.subjectId}`}>
              <th scope="row" className="py-2 pr-3 font-medium">
                {row.subjectName}
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                  {t(`consent.kind.${row.kind}`)}
                </span>
              </th>
              <td className="py-2 pr-3">
                <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${look.className}`}>
                  {t(`consent.state.${look.key}`)}
                </span>
              </td>
              <td className="py-2 text-slate-700 dark:text-slate-300">
                {change ? (
                  <>
                    <time dateTime={change.changedOn}>{formatDateTime(change.changedOn)}</time>{" "}
                    {t(`consent.bySource.${change.source}`, { name: change.recordedBy })}
                  </>
                ) : (
                  t("consent.noChangeThen")
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
