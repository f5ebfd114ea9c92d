"use client";

import { RecordChangedNotice, changesBetween } from "@/components/ui/record-changed";
import type { ExceptionSchedule } from "@frontdesk/lib/contract/booking-sheets";
import { formatCalendarDate } from "@frontdesk/lib/venue/format";
import { ruleSentenceIn } from "./rule-sentence";
import { fromSchedule } from "./schedule-draft";
import { useLocale, useTranslations, type Words } from "@/components/ui/catalogue";

const labelsOf = (t: Words) => ({
  blocks: t("changed.blocks"),
  timeBand: t("form.timeBand"),
  skipped: t("form.skippedDates"),
  notes: t("form.notes"),
});

/** A schedule in the words the panel shows it, for "their version now has". */
function inWords(
  schedule: ExceptionSchedule,
  names: Map<string, string>,
  bands: Map<string, string>,
  today: string,
  words: { locale: string; t: Words },
) {
  const { draft } = fromSchedule(schedule);
  return {
    blocks: ruleSentenceIn(
      words.locale,
      draft,
      draft.productIds.map((id) => names.get(id) ?? id),
      today,
      words.t,
    ),
    timeBand: bands.get(draft.timeBandId) ?? draft.timeBandId,
    skipped: draft.exclusionDates.map(formatCalendarDate).join(", "),
    notes: draft.notes,
  };
}

/**
 * After a save or a deletion met a schedule someone else changed since the panel opened it (412):
 * what they changed, and the choice to load their version or keep editing on top of it.
 */
export function ScheduleChangedNotice({
  readAt,
  newer,
  names,
  bands,
  today,
  onLoadTheirs,
  onKeepEditing,
}: {
  readAt?: ExceptionSchedule;
  /** their version; null when the schedule is gone */
  newer: ExceptionSchedule | null;
  names: Map<string, string>;
  bands: Map<string, string>;
  today: string;
  onLoadTheirs: () => void;
  onKeepEditing: () => void;
}) {
  const t = useTranslations("BookingSheets");
  const words = { locale: useLocale(), t };
  const labels = labelsOf(t);
  const changes =
    readAt && newer
      ? changesBetween(inWords(readAt, names, bands, today, words), inWords(newer, names, bands, today, words), labels)
      : [];
  return (
    <RecordChangedNotice
      removed={newer === null}
      changes={changes}
      onLoadTheirs={onLoadTheirs}
      onKeepEditing={onKeepEditing}
    />
  );
}
