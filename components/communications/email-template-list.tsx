"use client";

import Link from "next/link";
import dynamic from "next/dynamic";
import { Pencil, Plus } from "lucide-react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useEmailTemplates, useTemplateQueries, useTemplateTypes } from "./queries";
import { DataTable, Th } from "@/components/ui/data-table";
import { useTranslations } from "@/components/ui/catalogue";

// The form (react-hook-form, the contract's zod schema) loads when its dialog opens: not in the page's first load.
const CreateTemplateForm = dynamic(() => import("./create-template-form").then((m) => m.CreateTemplateForm), {
  ssr: false,
  loading: () => <LoadingState />,
});

/** Email templates: what each is bound to and whether it was ever saved; create a new one. */
export function EmailTemplateListScreen() {
  const w = useTranslations("Communications");
  const templates = useEmailTemplates();
  const queries = useTemplateQueries();
  const types = useTemplateTypes();
  const queryName = (id: number | null) =>
    id === null ? null : (queries.data?.find((q) => q.id === id)?.name ?? null);
  const typeName = (id: string) => types.data?.find((t) => t.id === id)?.description ?? id;

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{w("title")}</h1>
          <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
            {w("intro")}{" "}
            <Link
              href="/communications/messages"
              className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-sky-400"
            >
              {w("messagesLink")}
            </Link>
          </p>
        </div>
        <ModalDialog
          triggerLabel={w("new")}
          triggerVariant="primary"
          triggerIcon={<Plus aria-hidden className="size-4" />}
          title={w("newTitle")}
        >
          {(close) => <CreateTemplateForm close={close} />}
        </ModalDialog>
      </div>
      {templates.isPending ? (
        <LoadingState label={w("loading")} />
      ) : templates.isError ? (
        <ErrorState message={messageOf(templates.error)} onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <EmptyState>{w("none")}</EmptyState>
      ) : (
        <DataTable
          caption={w("title")}
          head={
            <>
              <Th>{w("template")}</Th>
              <Th>{w("kind")}</Th>
              <Th>{w("query")}</Th>
              <Th>{w("content")}</Th>
              <Th last>
                <span className="sr-only">{w("actions")}</span>
              </Th>
            </>
          }
        >
          {templates.data.map((t) => {
            const bound = queryName(t.queryId);
            return (
              <tr key={t.id} className="border-b border-slate-200 align-top dark:border-slate-800">
                <td className="py-3 pr-4 font-medium">{t.description}</td>
                <td className="py-3 pr-4">{typeName(t.templateTypeId)}</td>
                <td className="py-3 pr-4">
                  {t.queryId === null ? (
                    <span className="text-amber-800 dark:text-amber-300">{w("noQuery")}</span>
                  ) : bound ? (
                    bound
                  ) : queries.isPending ? (
                    "…"
                  ) : (
                    <span className="text-amber-800 dark:text-amber-300">{w("queryRemoved")}</span>
                  )}
                </td>
                <td className="py-3 pr-4">
                  {t.saved ? w("saved") : <span className="text-slate-600 dark:text-slate-400">{w("neverSaved")}</span>}
                </td>
                <td className="py-3 text-right">
                  <Link
                    href={`/communications/templates/${t.id}`}
                    className="inline-flex items-center gap-1 rounded px-2 py-1 font-medium text-blue-700 hover:underline dark:text-sky-400"
                  >
                    <Pencil aria-hidden className="size-4" />
                    {w("open")}
                    <span className="sr-only"> {t.description}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </div>
  );
}
