"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CsvTextDownload } from "@/components/ui/csv-download";
import { DataTable, Th } from "@/components/ui/data-table";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { callListCsv, type CallListRow } from "@/lib/domain/booking-sheets/closures";
import { formatCalendarDate } from "@/lib/venue/format";
import { ClosureNotices } from "./closure-notices";

/**
 * The people to call before a closure: one row per clashing booking with its members and their
 * phones where the platform knows them (else the booking's id, date, time and product only).
 * Printable (only the list is printed) and as CSV.
 */
export function CallList({ rows, loading }: { rows: CallListRow[]; loading: boolean }) {
  return (
    <ModalDialog
      triggerLabel={`Call list (${rows.length})`}
      triggerAccessibleLabel={`Call list of the ${rows.length} affected ${rows.length === 1 ? "booking" : "bookings"}`}
      title="Call list"
      wide
    >
      {() => (
        <div data-print-root>
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
            Bookings the closure would meet. Call the members to move them, then save the closure.
            {loading && " Loading members and phones…"}
          </p>
          <DataTable
            caption="Affected bookings"
            head={
              <>
                <Th>Booking</Th>
                <Th>Date</Th>
                <Th>Time</Th>
                <Th>Product</Th>
                <Th>Member</Th>
                <Th last>Phone</Th>
              </>
            }
          >
            {rows.map((r) => (
              <tr key={r.bookingId} className="border-b border-slate-200 dark:border-slate-700" data-call-row>
                <td className="py-1.5 pr-3">#{r.bookingId}</td>
                <td className="py-1.5 pr-3 whitespace-nowrap">{formatCalendarDate(r.date)}</td>
                <td className="py-1.5 pr-3 whitespace-nowrap">{r.time}</td>
                <td className="py-1.5 pr-3">{r.product}</td>
                <td className="py-1.5 pr-3">{r.member || "Not known"}</td>
                <td className="py-1.5">{r.phone || "Not known"}</td>
              </tr>
            ))}
          </DataTable>
          <div className="mt-4 flex flex-wrap gap-2 print:hidden">
            <Button onClick={() => window.print()}>
              <Printer aria-hidden className="size-4" />
              Print
            </Button>
            <CsvTextDownload csv={callListCsv(rows)} fileName="closure-call-list.csv" what="the affected bookings" />
          </div>
          <div className="print:hidden">
            <ClosureNotices bookingIds={[...new Set(rows.map((r) => r.bookingId))]} />
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
