"use client";

import { useId, useState, type ReactNode } from "react";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmRemoval, type Removal } from "@/components/ui/confirm-removal";
import { DateField } from "@/components/ui/date-fields";
import { ModalDialog } from "@/components/ui/modal-dialog";
import type { ExceptionScheduleRequest } from "@/lib/contract/booking-sheets";
import { formatLongDay } from "@/lib/venue/format";
import type { ScheduleDraft } from "./schedule-draft";
import { ScheduleForm } from "./schedule-form";
import type { BookingSheet, ExceptionSchedule } from "@/lib/contract/booking-sheets";

/** The block being drafted or the stored schedule being edited. */
export interface Editor {
  scheduleId?: string;
  /** the schedule as stored when opened (what undo re-applies) */
  original?: ExceptionSchedule;
  /** the date of the block it was opened from */
  date?: string;
  /** moved or resized on the grid and not saved yet */
  moved?: boolean;
  /** changed on the grid (dragged out, moved or resized) and not saved: leaving the page asks first */
  unsaved?: boolean;
  draft: ScheduleDraft;
  otherTimes: ExceptionScheduleRequest["times"];
  version: number;
}

interface ScheduleEditorProps {
  editor: Editor;
  sheet: BookingSheet;
  /** the rule sentence and the clash summary */
  status: ReactNode;
  /** someone else changed the schedule since it was opened: their changes and the choice */
  notice?: ReactNode;
  blockedReason?: string;
  saving: boolean;
  onChange: (draft: ScheduleDraft | undefined) => void;
  onSave: (draft: ScheduleDraft) => void;
  onClose: () => void;
  deleteDate: Removal<string>;
  deleteSchedule: Removal<void>;
  deleteRange: Removal<{ from: string; to: string }>;
}

/** The side panel: the block's form, and for a stored schedule its deletions. */
export function ScheduleEditor({
  editor,
  sheet,
  status,
  notice,
  blockedReason,
  saving,
  onChange,
  onSave,
  onClose,
  deleteDate,
  deleteSchedule,
  deleteRange,
}: ScheduleEditorProps) {
  const title = editor.scheduleId ? "Edit schedule" : "New block";
  return (
    <aside
      aria-label={title}
      className="w-full rounded-md border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-lg font-semibold">{title}</h2>
        <Button variant="ghost" onClick={onClose} aria-label="Close the editor">
          <X aria-hidden className="size-4" />
        </Button>
      </div>
      {editor.scheduleId && (
        <p className="mb-3 rounded-md bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          Saving replaces the whole schedule: all its blocks that are not over yet are deleted and generated again from
          this form. Finished ones stay. Skipped dates not listed here come back.
          {editor.otherTimes.length > 0 &&
            ` This schedule has ${editor.otherTimes.length} more time ${editor.otherTimes.length === 1 ? "range" : "ranges"}, kept as they are.`}
        </p>
      )}
      {notice && <div className="mb-3">{notice}</div>}
      {status}
      <ScheduleForm
        sheet={sheet}
        draft={editor.draft}
        draftVersion={editor.version}
        unsaved={!!editor.unsaved}
        onChange={onChange}
        onSubmit={onSave}
        blockedReason={blockedReason}
        saving={saving}
        editing={!!editor.scheduleId}
      />
      {editor.scheduleId && (
        <Deletions editor={editor} deleteDate={deleteDate} deleteSchedule={deleteSchedule} deleteRange={deleteRange} />
      )}
    </aside>
  );
}

function Deletions({
  editor,
  deleteDate,
  deleteSchedule,
  deleteRange,
}: Pick<ScheduleEditorProps, "editor" | "deleteDate" | "deleteSchedule" | "deleteRange">) {
  const fromId = useId();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const day = editor.date ? formatLongDay(editor.date) : undefined;
  return (
    <section aria-label="Delete" className="mt-6 space-y-4 border-t border-slate-200 pt-4 dark:border-slate-700">
      <h3 className="text-sm font-semibold">Delete</h3>
      <div className="flex flex-wrap gap-2">
        {editor.date && (
          <ModalDialog triggerLabel="Delete this date" triggerVariant="danger" title="Delete this date?">
            {(close) => (
              <ConfirmRemoval
                removal={deleteDate}
                variables={editor.date!}
                actionLabel="Delete this date"
                done={`Blocks on ${day} deleted`}
                close={close}
              >
                This schedule&apos;s blocks on {day} are deleted and the date is skipped from now on. Its other dates
                stay.
              </ConfirmRemoval>
            )}
          </ModalDialog>
        )}
        <ModalDialog
          triggerLabel="Delete the whole schedule"
          triggerVariant="danger"
          title="Delete the whole schedule?"
        >
          {(close) => (
            <ConfirmRemoval
              removal={deleteSchedule}
              variables={undefined}
              actionLabel="Delete the whole schedule"
              done="Schedule deleted"
              close={close}
            >
              Every block of this schedule from today on is deleted, so those times can be booked again. Blocks already
              over stay as a record.
            </ConfirmRemoval>
          )}
        </ModalDialog>
      </div>
      <div>
        <h4 className="text-sm font-medium">Delete a range of dates</h4>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          Removes this schedule&apos;s blocks on those dates and skips the dates from now on.
        </p>
        <div className="mt-2 grid grid-cols-2 gap-2">
          <DateField id={fromId} label="Delete from" value={from} onChange={setFrom} />
          <DateField label="Delete to" hint="Empty: one day" value={to} onChange={setTo} />
        </div>
        <Button
          variant="danger"
          className="mt-2"
          disabled={!from || deleteRange.isPending}
          onClick={() =>
            deleteRange.mutate(
              { from, to: to || from },
              {
                onSuccess: () => {
                  setFrom("");
                  setTo("");
                },
                onError: () => undefined,
              },
            )
          }
        >
          Delete dates
        </Button>
      </div>
    </section>
  );
}
