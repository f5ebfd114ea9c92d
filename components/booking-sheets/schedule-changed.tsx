"use client";

import { RecordChangedNotice, changesBetween } from "@/components/ui/record-changed";
import type { ExceptionSchedule } from "@/lib/contract/booking-sheets";
import { formatCalendarDate } from "@/lib/venue/format";
import { ruleSentence } from "./rule-sentence";
import { fromSchedule } from "./schedule-draft";
import { useTranslations, type Words } from "@/components/ui/catalogue";

const labelsOf = (t: Words) => ({
  blocks: t("changed.blocks"),
  timeBand: t("form.timeBand"),
  skipped: t("form.skippedDates"),
  notes: t("form.notes"),
});

/** A schedule in the words the panel shows it, for "their version now has". */
function inWords(schedule: ExceptionSchedule, names: Map<string, string>, bands: Map<string, string>, today: string) {
  const { draft } = fromSchedule(schedule);
  return {
    blocks: ruleSentence(
      draft,
      draft.productIds.map((id) => names.get(id) ?? id),
      today,
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
  const labels = labelsOf(t);
  const changes =
    readAt && newer
      ? changesBetween(inWords(readAt, names, bands, today), inWords(newer, names, bands, today), labels)
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
