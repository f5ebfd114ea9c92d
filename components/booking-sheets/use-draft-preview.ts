"use client";

import { useMemo } from "react";
import { messageOf } from "@frontdesk/lib/contract/problem";
import { clashingDates } from "@frontdesk/lib/domain/booking-sheets/closures";
import { generateOccurrences, type RecurrenceRule } from "@frontdesk/lib/domain/booking-sheets/recurrence";
import { clashCounts } from "./day-clash";
import { toRequest, type ScheduleDraft } from "./schedule-draft";
import type { Editor } from "./schedule-editor";
import type { PreviewBlock } from "./preview-block";
import { datesBetween } from "./sheet-range";
import { draftPause, usePreview } from "./queries";
import { useDebounced } from "@/components/ui/use-debounced";
import { useTranslations } from "@/components/ui/catalogue";

const dayIndex: Record<string, number> = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
};
const wallMs = (date: string, time: string) => Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);

/**
 * The live clash check of the draft: the platform's dry run of its request (debounced), the
 * draft's blocks on the visible dates coloured by it, what they clash with, and why saving is
 * not possible now (undefined: it is).
 */
export function useDraftPreview({
  editor,
  draft,
  site,
  range,
}: {
  editor?: Editor;
  draft?: ScheduleDraft;
  site: string;
  range: { from: string; to: string };
}) {
  const t = useTranslations("BookingSheets");
  const request = useMemo(
    () => (draft ? toRequest(draft, site, editor?.otherTimes) : undefined),
    [draft, site, editor?.otherTimes],
  );
  const preview = usePreview(editor ? request : undefined, editor?.scheduleId);
  const settled = useDebounced(request, draftPause);
  const checking = !!request && (JSON.stringify(settled) !== JSON.stringify(request) || preview.isFetching);
  // the last dry run is kept while the next one runs, never once the panel is closed
  const result = editor ? preview.data?.result : undefined;

  const clashingBookingIds = new Set((result?.existingBookings ?? []).map((b) => b.bookingId));
  const clashingExceptionKeys = new Set(
    (result?.existingExceptions ?? []).map((e) => `${e.productId}|${e.dateTimeFrom}`),
  );

  // every occurrence of the whole range: the clashing dates to skip are found among them
  const occurrences = useMemo(() => {
    if (!editor || !request) return [];
    const rule: RecurrenceRule = {
      frequency: request.frequency as RecurrenceRule["frequency"],
      recursEvery: request.recursEvery ?? 1,
      recurranceType: request.recurranceType as RecurrenceRule["recurranceType"],
      recursOn: request.recursOn,
      days: (request.days ?? []).map((d) => dayIndex[d]),
      times: request.times.map((t) => ({
        timeBandId: t.timeBandId,
        from: wallMs(t.dateTimeFrom.slice(0, 10), t.dateTimeFrom.slice(11)),
        to: wallMs(t.dateTimeTo.slice(0, 10), t.dateTimeTo.slice(11)),
      })),
      exclusionDates: request.exclusionDates ?? [],
    };
    return generateOccurrences(rule);
  }, [editor, request]);
  const skipDates = useMemo(
    () =>
      result && request && preview.data?.status === 409 ? clashingDates(occurrences, request.productIds, result) : [],
    [occurrences, request, result, preview.data?.status],
  );

  const blocks: PreviewBlock[] = useMemo(() => {
    if (!editor || !request) return [];
    const visible = new Set(datesBetween(range.from, range.to));
    const overlapping = new Set((result?.overlappingExceptions ?? []).map((o) => o.dateTimeFrom));
    const out: PreviewBlock[] = [];
    for (const o of occurrences) {
      if (!visible.has(o.date)) continue;
      const from = new Date(o.from).toISOString().slice(11, 16);
      const to = new Date(o.end).toISOString().slice(11, 16);
      const startText = `${o.date}T${from}:00`;
      const endText = `${o.date}T${to}:00`;
      for (const productId of request.productIds) {
        const clash =
          (result?.existingBookings ?? []).some(
            (b) => b.productId === productId && b.dateTimeFrom < endText && b.dateTimeTo > startText,
          ) ||
          (result?.existingExceptions ?? []).some(
            (e) => e.productId === productId && e.dateTimeFrom < endText && e.dateTimeTo >= startText,
          );
        out.push({
          productId,
          date: o.date,
          from,
          to,
          state: clash ? "clash" : overlapping.has(startText) ? "overlap" : "ok",
        });
      }
    }
    return out;
  }, [editor, request, result, occurrences, range.from, range.to]);

  const blockedReason = (() => {
    if (!editor) return undefined;
    if (!draft) return t("preview.incomplete");
    if (checking || (!preview.data && !preview.error)) return t("preview.checking");
    if (preview.error) return t("preview.disabledBecause", { reason: messageOf(preview.error) });
    if (!result) return undefined;
    if (preview.data!.status === 409) return t("preview.clashes", { counts: clashCounts(result, skipDates.length, t) });
    if (preview.data!.status === 400)
      return t("preview.overlap", {
        dates: [...new Set(result.overlappingExceptions.map((o) => o.dateTimeFrom.slice(0, 10)))].join(", "),
      });
    if (result.exceptionsUpdated === 0)
      return t("preview.disabledBecause", { reason: `${result.errors.join(" ") || t("preview.noDates")}.` });
    return undefined;
  })();

  /** the dry run found no clash and would write blocks */
  const clear = !!result && !!preview.data && preview.data.status < 300 && result.exceptionsUpdated > 0 && !checking;
  const clashing = !!result && preview.data?.status === 409 && !checking;
  return { blocks, clashingBookingIds, clashingExceptionKeys, blockedReason, clear, clashing, result, skipDates };
}
