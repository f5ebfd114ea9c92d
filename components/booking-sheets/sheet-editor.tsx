"use client";

import { memo, useEffect, useLayoutEffect, useMemo } from "react";
import dynamic from "next/dynamic";
import { LoadingState } from "@/components/ui/states";
import type { BookingSheet } from "@frontdesk/lib/contract/booking-sheets";
import type { SheetEditing } from "./sheet-editing";
import { useDraftPreview } from "./use-draft-preview";
import { useScheduleEditor } from "./use-schedule-editor";
import { useSheetWrites } from "./use-sheet-writes";
import { useTranslations } from "@/components/ui/catalogue";

// The panel (its form, react-hook-form and the draft's zod checks, the clash and call lists) loads as the editor
// arrives, so New block or a drag opens it at once.
const loadPanel = () => import("./editor-panel").then((m) => m.EditorPanel);
const EditorPanel = dynamic(loadPanel, { ssr: false, loading: () => <EditorLoading /> });

function EditorLoading() {
  const t = useTranslations("BookingSheets");
  return <LoadingState label={t("loadingEditor")} />;
}

interface SheetEditorProps {
  sheet?: BookingSheet;
  site: string;
  today: string;
  from: string;
  to: string;
  /** told what the sheet needs of the editor (SheetEditing) as each of its renders commits */
  onEditing: (editing: SheetEditing) => void;
}

/**
 * The sheet's editor: the block being drafted or the stored schedule open (useScheduleEditor), its live clash check
 * (useDraftPreview) and its writes with undo (useSheetWrites), and the panel beside the sheet while one is open. The
 * screen loads it when someone reaches for the sheet, so none of it is in the page's first load or start-up work.
 * Memoised on its props (strings and the sheet's data), so telling the screen does not render it again.
 */
export const SheetEditor = memo(function SheetEditor({ sheet, site, today, from, to, onEditing }: SheetEditorProps) {
  const state = useScheduleEditor({ sheet, today, rangeFrom: from });
  const range = useMemo(() => ({ from, to }), [from, to]);
  const preview = useDraftPreview({ editor: state.editor, draft: state.draft, site, range });
  const writes = useSheetWrites({ state, site, today, blockedReason: preview.blockedReason });
  const names = useMemo(() => new Map((sheet?.resourceProducts ?? []).map((p) => [p.id, p.description])), [sheet]);

  useEffect(() => void loadPanel(), []);
  // In the same task as its own commit (a layout effect's update is synchronous): a key pressed next (a block moved
  // again) meets the sheet with the editor's latest draft, never the one before.
  useLayoutEffect(() =>
    onEditing({
      open: !!state.editor,
      startNew: state.startNew,
      onOpenSchedule: state.onOpenSchedule,
      blockMoves: writes.blockMoves,
      changes: writes.changes,
      blocks: preview.blocks,
      clashingBookingIds: preview.clashingBookingIds,
      clashingExceptionKeys: preview.clashingExceptionKeys,
    }),
  );

  if (!state.editor || !sheet) return null;
  return (
    <div className="fixed inset-y-0 right-0 z-30 w-[26rem] max-w-full overflow-y-auto border-l border-slate-200 bg-white p-3 shadow-2xl 2xl:static 2xl:z-auto 2xl:w-96 2xl:shrink-0 2xl:overflow-visible 2xl:border-0 2xl:p-0 2xl:shadow-none dark:border-slate-700 dark:bg-slate-900">
      <EditorPanel sheet={sheet} names={names} today={today} state={state} preview={preview} writes={writes} />
    </div>
  );
});
