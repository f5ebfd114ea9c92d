import type { ReactNode } from "react";
import { useTranslations } from "./catalogue";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { DataTable, Th } from "./data-table";

/** One recorded change: when, by whom (their name, or their id once they are gone). */
interface Change {
  at: string;
  staffId: string;
  staffName?: string | null;
}

/**
 * A log of changes, newest first: When and Who, then the change's own columns (`columns` heads, `cells` of a row).
 * The site's offer settings and the message-template picks keep theirs so.
 */
export function ChangeLogTable<T extends Change>({
  caption,
  columns,
  changes,
  keyOf,
  cells,
  className,
}: {
  caption: string;
  columns: string[];
  changes: T[];
  keyOf: (change: T, index: number) => string;
  cells: (change: T) => ReactNode[];
  className?: string;
}) {
  const t = useTranslations("Ui");
  return (
    <DataTable
      className={className}
      caption={caption}
      head={
        <>
          <Th>{t("when")}</Th>
          <Th>{t("who")}</Th>
          {columns.map((column, i) => (
            <Th key={column} last={i === columns.length - 1}>
              {column}
            </Th>
          ))}
        </>
      }
    >
      {changes.map((change, i) => (
        <tr key={keyOf(change, i)} className="border-t border-slate-200 dark:border-slate-700">
          <td className="py-1 pr-4">{formatDateTime(change.at)}</td>
          <td className="py-1 pr-4">{change.staffName ?? change.staffId}</td>
          {cells(change).map((cell, c, all) => (
            <td key={c} className={c === all.length - 1 ? "py-1" : "py-1 pr-4"}>
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
