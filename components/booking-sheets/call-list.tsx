"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CsvTextDownload } from "@/components/ui/csv-download";
import { DataTable, Th } from "@/components/ui/data-table";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { callListCsv, type CallListRow } from "@frontdesk/lib/domain/booking-sheets/closures";
import { formatCalendarDate } from "@frontdesk/lib/venue/format";
import { ClosureNotices } from "./closure-notices";
import { useTranslations } from "@/components/ui/catalogue";

/**
 * The people to call before a closure: one row per clashing booking with its members and their
 * phones where the platform knows them (else the booking's id, date, time and product only).
 * Printable (only the list is printed) and as CSV.
 */
export function CallList({ rows, loading }: { rows: CallListRow[]; loading: boolean }) {
  const t = useTranslations("BookingSheets");
  return (
    <ModalDialog
      triggerLabel={t("calls.trigger", { count: rows.length })}
      triggerAccessibleLabel={t("calls.triggerName", { count: rows.length })}
      title={t("calls.title")}
      wide
    >
      {() => (
        <div data-print-root>
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
            {t("calls.intro")}
            {loading && ` ${t("calls.loading")}`}
          </p>
          <DataTable
            caption={t("calls.caption")}
            head={
              <>
                <Th>{t("calls.booking")}</Th>
                <Th>{t("form.date")}</Th>
                <Th>{t("calls.time")}</Th>
                <Th>{t("calls.product")}</Th>
                <Th>{t("calls.member")}</Th>
                <Th last>{t("calls.phone")}</Th>
              </>
            }
          >
            {rows.map((r) => (
              <tr key={r.bookingId} className="border-b border-slate-200 dark:border-slate-700" data-call-row>
                <td className="py-1.5 pr-3">#{r.bookingId}</td>
                <td className="py-1.5 pr-3 whitespace-nowrap">{formatCalendarDate(r.date)}</td>
                <td className="py-1.5 pr-3 whitespace-nowrap">{r.time}</td>
                <td className="py-1.5 pr-3">{r.product}</td>
                <td className="py-1.5 pr-3">{r.member || t("calls.notKnown")}</td>
                <td className="py-1.5">{r.phone || t("calls.notKnown")}</td>
              </tr>
            ))}
          </DataTable>
          <div className="mt-4 flex flex-wrap gap-2 print:hidden">
            <Button onClick={() => window.print()}>
              <Printer aria-hidden className="size-4" />
              {t("calls.print")}
            </Button>
            <CsvTextDownload csv={callListCsv(rows)} fileName="closure-call-list.csv" what={t("calls.csvWhat")} />
          </div>
          <div className="print:hidden">
            <ClosureNotices bookingIds={[...new Set(rows.map((r) => r.bookingId))]} />
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
