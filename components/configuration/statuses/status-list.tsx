"use client";

import Link from "next/link";
import { Pencil } from "lucide-react";
import { messageOf } from "@/lib/contract/problem";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useStatuses } from "./queries";
import { heldFlags } from "./status-flags";
import { ColourSwatch, StatusPreview } from "./status-swatch";
import { DataTable, Th } from "@/components/ui/data-table";

/** Every member status with its colours as swatches and its behaviour flags explained. */
export function StatusList() {
  const statuses = useStatuses();
  if (statuses.isPending) return <LoadingState label="Loading statuses" />;
  if (statuses.isError)
    return <ErrorState message={messageOf(statuses.error)} onRetry={() => void statuses.refetch()} />;
  if (statuses.data.length === 0) return <EmptyState>No member statuses are configured.</EmptyState>;
  return (
    <DataTable
      caption="Member statuses"
      head={
        <>
          <Th>Status</Th>
          <Th>Id</Th>
          <Th>Background</Th>
          <Th>Text</Th>
          <Th>Behaviour</Th>
          <Th last>
            <span className="sr-only">Actions</span>
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
              <ColourSwatch hex={status.backColourHex} label="Background colour" />
            </td>
            <td className="py-3 pr-4">
              <ColourSwatch hex={status.textColourHex} label="Text colour" />
            </td>
            <td className="py-3 pr-4">
              {flags.length === 0 ? (
                <span className="text-slate-600 dark:text-slate-400">An ordinary member status</span>
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
                Edit<span className="sr-only"> {status.description}</span>
              </Link>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
