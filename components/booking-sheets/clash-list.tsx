"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import type { ExceptionUpdateResult } from "@frontdesk/lib/contract/booking-sheets";
import { clashRows, type CallListRow } from "@frontdesk/lib/domain/booking-sheets/closures";
import { formatCalendarDay } from "@frontdesk/lib/venue/format";
import { CallList } from "./call-list";
import { useBookingContacts } from "./closure-queries";
import { clashCounts } from "./day-clash";
import { useTranslations } from "@/components/ui/catalogue";

/**
 * Every clash of the closure over its whole range (not only the dates on screen), by date, time and
 * product, with the members of each booking; "Skip the clashing dates" saves without those dates.
 */
export function ClashList({
  result,
  names,
  bands,
  skipDates,
  onSkip,
  saving,
}: {
  result: ExceptionUpdateResult;
  names: Map<string, string>;
  bands: Map<string, string>;
  skipDates: string[];
  onSkip: () => void;
  saving: boolean;
}) {
  const t = useTranslations("BookingSheets");
  const headingId = useId();
  const rows = clashRows(result);
  const bookingIds = [...new Set(result.existingBookings.map((b) => b.bookingId))];
  const contacts = useBookingContacts(bookingIds);
  const members = new Map((contacts.data ?? []).map((c) => [c.bookingId, c.members]));
  const callRows: CallListRow[] = bookingIds.map((id) => {
    const booking = result.existingBookings.find((b) => b.bookingId === id)!;
    const held = members.get(id) ?? [];
    return {
      bookingId: id,
      date: booking.dateTimeFrom.slice(0, 10),
      time: `${booking.dateTimeFrom.slice(11, 16)}-${booking.dateTimeTo.slice(11, 16)}`,
      product: names.get(booking.productId) ?? booking.productId,
      member: held.map((m) => m.name).join("; "),
      phone: held
        .map((m) => m.phone ?? "")
        .filter(Boolean)
        .join("; "),
    };
  });

  return (
    <section aria-labelledby={headingId} className="mb-4 rounded-md border border-red-300 p-3 dark:border-red-800">
      <h3 id={headingId} className="text-sm font-semibold">
        {t("clashes.heading", { counts: clashCounts(result, skipDates.length, t) })}
      </h3>
      <div
        role="region"
        aria-label={t("clashes.byDate")}
        tabIndex={0}
        className="mt-2 max-h-64 overflow-y-auto rounded border border-slate-200 dark:border-slate-700"
      >
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
          {rows.map((r) => {
            const who = r.bookingId ? (members.get(r.bookingId) ?? []).map((m) => m.name).join(", ") : "";
            return (
              <li
                key={`${r.kind}-${r.bookingId ?? ""}-${r.productId}-${r.date}-${r.from}`}
                className="px-2 py-1"
                data-clash-row
              >
                <span className="font-medium">{formatCalendarDay(r.date)}</span> {r.from}-{r.to},{" "}
                {names.get(r.productId) ?? r.productId}:{" "}
                {r.kind === "booking"
                  ? who
                    ? t("clashes.bookingWho", { id: r.bookingId ?? "", who })
                    : t("clashes.booking", { id: r.bookingId ?? "" })
                  : t("clashes.blocked", { band: bands.get(r.timeBandId ?? "") ?? r.timeBandId ?? "" })}
              </li>
            );
          })}
        </ul>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="primary" onClick={onSkip} disabled={saving || skipDates.length === 0}>
          {t("clashes.skip", { count: skipDates.length })}
        </Button>
        {callRows.length > 0 && <CallList rows={callRows} loading={contacts.isLoading} />}
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
        {t("clashes.skipHint", { count: skipDates.length })}
      </p>
    </section>
  );
}
