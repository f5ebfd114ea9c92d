"use client";

import type { BookingSheet } from "@frontdesk/lib/contract/booking-sheets";
import { ClashList } from "./clash-list";
import { ruleSentenceIn } from "./rule-sentence";
import { ScheduleChangedNotice } from "./schedule-changed";
import { ScheduleEditor } from "./schedule-editor";
import type { useDraftPreview } from "./use-draft-preview";
import type { useScheduleEditor } from "./use-schedule-editor";
import type { useSheetWrites } from "./use-sheet-writes";
import { useLocale, useTranslations } from "@/components/ui/catalogue";

/** The open schedule's editor beside the sheet: its rule in words, the dry run's clashes, and a newer version's notice. */
export function EditorPanel({
  sheet: data,
  names,
  today,
  state,
  preview,
  writes,
}: {
  sheet: BookingSheet;
  names: Map<string, string>;
  today: string;
  state: ReturnType<typeof useScheduleEditor>;
  preview: ReturnType<typeof useDraftPreview>;
  writes: ReturnType<typeof useSheetWrites>;
}) {
  const t = useTranslations("BookingSheets");
  const locale = useLocale();
  const { editor, draft } = state;
  if (!editor) return null;
  const bands = new Map(data.timeBands.map((b) => [b.id, b.description]));
  return (
    <ScheduleEditor
      editor={editor}
      sheet={data}
      status={
        <>
          <p className="mb-3 text-sm font-medium" aria-live="polite" data-testid="rule-sentence">
            {draft
              ? ruleSentenceIn(
                  locale,
                  draft,
                  draft.productIds.map((id) => names.get(id) ?? id),
                  today,
                  t,
                )
              : t("completeForm")}
          </p>
          {preview.clashing && preview.result && draft && (
            <ClashList
              result={preview.result}
              names={names}
              bands={bands}
              skipDates={preview.skipDates}
              saving={writes.saving}
              onSkip={() => writes.onSkip(draft, preview.skipDates)}
            />
          )}
          {preview.clear && preview.result && (
            <p role="status" className="mb-3 text-sm text-emerald-800 dark:text-emerald-300">
              {t("noClashes", { count: preview.result.exceptionsUpdated })}
            </p>
          )}
        </>
      }
      notice={
        state.version.newer !== undefined && (
          <ScheduleChangedNotice
            readAt={state.version.readAt}
            newer={state.version.newer}
            names={names}
            bands={bands}
            today={today}
            onLoadTheirs={state.loadTheirs}
            onKeepEditing={state.keepEditing}
          />
        )
      }
      blockedReason={preview.blockedReason}
      saving={writes.saving}
      onChange={state.setDraft}
      onSave={writes.onSave}
      onClose={state.close}
      deleteDate={writes.deleteDate}
      deleteSchedule={writes.deleteWhole}
      deleteRange={writes.deleteDates}
    />
  );
}
