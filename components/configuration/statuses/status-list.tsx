"use client";

import Link from "next/link";
import { Pencil } from "lucide-react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useStatuses } from "./queries";
import { heldFlags } from "./status-flags";
import { ColourSwatch, StatusPreview } from "./status-swatch";
import { DataTable, Th } from "@/components/ui/data-table";
import { useTranslations } from "@/components/ui/catalogue";

/** Every member status with its colours as swatches and its behaviour flags explained. */
export function StatusList() {
  const t = useTranslations("Configuration");
  const statuses = useStatuses();
  if (statuses.isPending) return <LoadingState label={t("statuses.loading")} />;
  if (statuses.isError)
    return <ErrorState message={messageOf(statuses.error)} onRetry={() => void statuses.refetch()} />;
  if (statuses.data.length === 0) return <EmptyState>{t("statuses.none")}</EmptyState>;
  return (
    <DataTable
      caption={t("topics.statuses.title")}
      head={
        <>
          <Th>{t("statuses.status")}</Th>
          <Th>{t("sites.id")}</Th>
          <Th>{t("statuses.backgroundShort")}</Th>
          <Th>{t("statuses.textShort")}</Th>
          <Th>{t("statuses.behaviour")}</Th>
          <Th last>
            <span className="sr-only">{t("actions")}</span>
          </Th>
        </>
      }
    >
      {statuses.data.map((status) => {
        const flags = heldFlags(status);
        return (
          <tr key={status.id} className="border-b border-slate-200 align-top dark:border-slate-800">
            <td className="py-3 pr-4">
              <StatusPreview status={status} warn />
            </td>
            <td className="py-3 pr-4 font-mono">{status.id}</td>
            <td className="py-3 pr-4">
              <ColourSwatch hex={status.backColourHex} label={t("statuses.background")} />
            </td>
            <td className="py-3 pr-4">
              <ColourSwatch hex={status.textColourHex} label={t("statuses.text")} />
            </td>
            <td className="py-3 pr-4">
              {flags.length === 0 ? (
                <span className="text-slate-600 dark:text-slate-400">{t("statuses.ordinary")}</span>
              ) : (
                <ul className="space-y-1">
                  {flags.map((f) => (
                    <li key={f.name}>
                      <span className="font-medium">{f.label}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{f.explanation}</span>
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td className="py-3 text-right">
              <Link
                href={`/configuration/statuses/${encodeURIComponent(status.id)}`}
                className="inline-flex items-center gap-1 rounded px-2 py-1 font-medium text-blue-700 hover:underline dark:text-sky-400"
              >
                <Pencil aria-hidden className="size-4" />
                {t("edit")}
                <span className="sr-only"> {status.description}</span>
              </Link>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
