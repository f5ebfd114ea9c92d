"use client";

import { addCalendarDays } from "@frontdesk/lib/domain/calendar-days";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ProblemError, messageOf } from "@frontdesk/lib/contract/problem";
import { useRecordVersion } from "@/components/ui/record-changed";
import type { StoredException } from "@frontdesk/lib/contract/booking-sheets";
import type { BookingSheet, ExceptionSchedule } from "@frontdesk/lib/contract/booking-sheets";
import { emptyDraft, fromSchedule, rollForward, type ScheduleDraft } from "./schedule-draft";
import { dayOf } from "./sheet-range";
import type { Editor } from "./schedule-editor";
import { hhmm, minutesOf, snapMinutes, type DragSelection } from "./sheet-geometry";
import { useOpenSchedule } from "./queries";
import { useTranslations } from "@/components/ui/catalogue";

/** The panel's editor for a stored schedule opened (on the block of `date`). */
const editorOf = (schedule: ExceptionSchedule, date: string | undefined, version: number): Editor => ({
  scheduleId: schedule.scheduleId,
  original: schedule,
  date,
  ...fromSchedule(schedule),
  version,
});

/** The draft dragged to a new place on the grid: its products, day and times, the rest kept. */
const movedTo = (base: ScheduleDraft, selection: DragSelection): ScheduleDraft => ({
  ...base,
  productIds: selection.productIds,
  startTime: hhmm(selection.startMinute),
  endTime: hhmm(selection.endMinute),
  ...(selection.date !== base.startDate
    ? {
        startDate: selection.date,
        untilDate: base.untilDate < selection.date ? addCalendarDays(selection.date, 27) : base.untilDate,
        days: base.frequency === "Weekly" ? [dayOf(selection.date)] : base.days,
      }
    : {}),
});

/**
 * The side panel's state: the block being drafted or the stored schedule being edited (`editor`),
 * the form's current valid values (`draft`), and the ways the grid changes them: opening a
 * stored block, dragging out a new one, moving or resizing one by minutes. `version` is the stored
 * schedule as the panel read it: its writes send it as If-Match, and a 412 shows who changed what.
 */
export function useScheduleEditor({
  sheet,
  today,
  rangeFrom,
}: {
  sheet?: BookingSheet;
  today: string;
  rangeFrom: string;
}) {
  const t = useTranslations("BookingSheets");
  const [editor, setEditor] = useState<Editor | undefined>();
  const [draft, setDraft] = useState<ScheduleDraft | undefined>();
  const [loadingId, setLoadingId] = useState<string | undefined>();
  const openSchedule = useOpenSchedule();
  const version = useRecordVersion<ExceptionSchedule | undefined>(undefined, async () => {
    if (!editor?.scheduleId) return null;
    try {
      return await openSchedule(editor.scheduleId);
    } catch (error) {
      if (error instanceof ProblemError && error.problem.status === 404) return null; // deleted meanwhile
      throw error;
    }
  });

  const loadSchedule = (scheduleId: string, date?: string) =>
    openSchedule(scheduleId).then(
      (schedule) => {
        const next = editorOf(schedule, date, (editor?.version ?? 0) + 1);
        version.saved(schedule);
        setEditor(next);
        return next;
      },
      (error) => {
        toast.error(messageOf(error));
        return undefined;
      },
    );
  const onOpenSchedule = (e: StoredException) => void loadSchedule(e.scheduleId, e.dateTimeFrom.slice(0, 10));

  /** Moves (startBy = endBy) or resizes (startBy 0) a stored block's schedule by minutes: a draft to check and save. */
  const adjust = async (e: StoredException, startBy: number, endBy: number) => {
    // keys pressed while the schedule is still loading are dropped, not applied to a stale copy
    if (loadingId === e.scheduleId) return;
    let current = editor?.scheduleId === e.scheduleId ? editor : undefined;
    if (!current) {
      setLoadingId(e.scheduleId);
      current = await loadSchedule(e.scheduleId, e.dateTimeFrom.slice(0, 10));
      setLoadingId(undefined);
    }
    if (!current) return;
    const base = (editor?.scheduleId === e.scheduleId && draft) || current.draft;
    const start = minutesOf(base.startTime) + startBy;
    const end = minutesOf(base.endTime) + endBy;
    if (start < 0 || end > 24 * 60 - snapMinutes || end - start < snapMinutes) return;
    const moved = rollForward({ ...base, startTime: hhmm(start), endTime: hhmm(end) }, today);
    if (!moved) {
      toast.error(t("writes.blockOver"));
      return;
    }
    setDraft(moved);
    setEditor({ ...current, draft: moved, moved: true, unsaved: true, version: current.version + 1 });
  };

  const startNew = (selection?: DragSelection) => {
    const band = sheet?.timeBands[0]?.id ?? "";
    if (selection && editor) {
      // dragging while a block is open moves it: new products, day and times, the rest kept
      const moved = movedTo(draft ?? editor.draft, selection);
      setEditor({ ...editor, draft: moved, unsaved: true, version: editor.version + 1 });
      return;
    }
    const start = selection?.date ?? (today > rangeFrom ? today : rangeFrom);
    const fresh = emptyDraft(start, band);
    if (selection)
      Object.assign(fresh, {
        productIds: selection.productIds,
        startTime: hhmm(selection.startMinute),
        endTime: hhmm(selection.endMinute),
      });
    version.saved(undefined);
    setEditor({ draft: fresh, otherTimes: [], unsaved: !!selection, version: (editor?.version ?? 0) + 1 });
  };

  const close = () => {
    setEditor(undefined);
    setDraft(undefined);
    version.saved(undefined);
  };

  /** After a 412: start again from their version of the schedule (the form takes it). */
  const loadTheirs = () => {
    const theirs = version.loadTheirs();
    if (theirs && editor) setEditor(editorOf(theirs, editor.date, editor.version + 1));
  };
  /** After a 412: keep the panel's values; saving now knowingly replaces their version (which undo restores). */
  const keepEditing = () => {
    const theirs = version.newer;
    version.keepEditing();
    if (theirs && editor) setEditor({ ...editor, original: theirs });
  };

  return {
    editor,
    draft,
    setDraft,
    version,
    loadSchedule,
    onOpenSchedule,
    adjust,
    startNew,
    close,
    loadTheirs,
    keepEditing,
  };
}
export type ScheduleEditorState = ReturnType<typeof useScheduleEditor>;
