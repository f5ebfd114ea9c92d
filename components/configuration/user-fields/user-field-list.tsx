"use client";

import { messageOf } from "@frontdesk/lib/contract/problem";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useUserFields } from "./queries";
import { describeDefault, userFieldTypeLabel } from "./user-field-text";
import { DataTable, Th } from "@/components/ui/data-table";
import { useLocale, useTranslations } from "@/components/ui/catalogue";

/** User field definitions in display (sort) order, with their type, default and options explained. */
export function UserFieldList({ highlightId }: { highlightId?: number }) {
  const t = useTranslations("Configuration");
  const locale = useLocale();
  const fields = useUserFields();
  if (fields.isPending) return <LoadingState label={t("userFields.loading")} />;
  if (fields.isError) return <ErrorState message={messageOf(fields.error)} onRetry={() => void fields.refetch()} />;
  if (fields.data.length === 0) return <EmptyState>{t("userFields.none")}</EmptyState>;
  const sorted = [...fields.data].sort((a, b) => (a.sortOrder ?? Infinity) - (b.sortOrder ?? Infinity) || a.id - b.id);
  return (
    <DataTable
      caption={t("topics.userFields.title")}
      head={
        <>
          <Th>{t("userFields.order")}</Th>
          <Th>{t("userFields.label")}</Th>
          <Th>{t("userFields.holds")}</Th>
          <Th>{t("userFields.default")}</Th>
          <Th last>{t("userFields.options")}</Th>
        </>
      }
    >
      {sorted.map((field) => (
        <tr
          key={field.id}
          className={`border-b border-slate-200 align-top dark:border-slate-800 ${field.id === highlightId ? "bg-blue-50 dark:bg-slate-900" : ""}`}
          aria-current={field.id === highlightId ? "true" : undefined}
        >
          <td className="py-3 pr-4 font-mono">
            {field.sortOrder ?? <span className="text-slate-600 dark:text-slate-400">—</span>}
          </td>
          <td className="py-3 pr-4 font-medium">{field.description}</td>
          <td className="py-3 pr-4">{userFieldTypeLabel(field.type, t)}</td>
          <td className="py-3 pr-4">{describeDefault(field, t, locale)}</td>
          <td className="py-3">
            {field.options.length === 0 ? (
              <span className="text-slate-600 dark:text-slate-400">—</span>
            ) : (
              <ol className="list-inside list-decimal">
                {field.options.map((o) => (
                  <li key={o.id}>{o.description}</li>
                ))}
              </ol>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
