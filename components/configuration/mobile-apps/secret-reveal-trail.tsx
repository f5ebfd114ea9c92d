"use client";

import { messageOf } from "@frontdesk/lib/contract/problem";
import { DataTable, Th } from "@/components/ui/data-table";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useSecretReveals } from "./queries";
import { formatTimestamp } from "@frontdesk/lib/venue/format";
import { useTranslations } from "@/components/ui/catalogue";

/** The audit of secret hand-outs: who revealed or copied which version's secret, and when. */
export function SecretRevealTrail() {
  const t = useTranslations("Configuration");
  const reveals = useSecretReveals();
  return (
    <section aria-labelledby="secret-reveals" className="mt-8">
      <h2 id="secret-reveals" className="text-lg font-semibold">
        {t("apps.reveals")}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t("apps.revealsIntro")}</p>
      {reveals.isPending ? (
        <LoadingState label={t("apps.loadingReveals")} />
      ) : reveals.isError ? (
        <ErrorState message={messageOf(reveals.error)} onRetry={() => void reveals.refetch()} />
      ) : reveals.data.length === 0 ? (
        <EmptyState>{t("apps.noReveals")}</EmptyState>
      ) : (
        <DataTable
          caption={t("apps.revealsCaption")}
          head={
            <>
              <Th>{t("usage.when")}</Th>
              <Th>{t("apps.who")}</Th>
              <Th last>{t("apps.appAndVersion")}</Th>
            </>
          }
        >
          {reveals.data.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-200 dark:border-slate-800">
              <td className="py-2 pr-4 whitespace-nowrap">{formatTimestamp(entry.at)}</td>
              <td className="py-2 pr-4">{entry.staffName}</td>
              <td className="py-2 font-mono break-all">
                {entry.appBundleId} {entry.appVersion}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
