"use client";

import { useId, useState, type ReactNode } from "react";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmRemoval, type Removal } from "@/components/ui/confirm-removal";
import { DateField } from "@/components/ui/date-fields";
import { ModalDialog } from "@/components/ui/modal-dialog";
import type { ExceptionScheduleRequest } from "@frontdesk/lib/contract/booking-sheets";
import { formatLongDay } from "@frontdesk/lib/venue/format";
import type { ScheduleDraft } from "./schedule-draft";
import { ScheduleForm } from "./schedule-form";
import type { BookingSheet, ExceptionSchedule } from "@frontdesk/lib/contract/booking-sheets";
import { useTranslations } from "@/components/ui/catalogue";

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
  const t = useTranslations("BookingSheets");
  const title = editor.scheduleId ? t("editor.editSchedule") : t("newBlock");
  return (
    <aside
      aria-label={title}
      className="w-full rounded-md border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-lg font-semibold">{title}</h2>
        <Button variant="ghost" onClick={onClose} aria-label={t("editor.close")}>
          <X aria-hidden className="size-4" />
        </Button>
      </div>
      {editor.scheduleId && (
        <p className="mb-3 rounded-md bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          {t("editor.replaceWarning")}
          {editor.otherTimes.length > 0 && ` ${t("editor.otherTimes", { count: editor.otherTimes.length })}`}
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
  const t = useTranslations("BookingSheets");
  const fromId = useId();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const day = editor.date ? formatLongDay(editor.date) : undefined;
  return (
    <section
      aria-label={t("editor.delete")}
      className="mt-6 space-y-4 border-t border-slate-200 pt-4 dark:border-slate-700"
    >
      <h3 className="text-sm font-semibold">{t("editor.delete")}</h3>
      <div className="flex flex-wrap gap-2">
        {editor.date && (
          <ModalDialog
            triggerLabel={t("editor.deleteDate")}
            triggerVariant="danger"
            title={t("editor.deleteDateQuestion")}
          >
            {(close) => (
              <ConfirmRemoval
                removal={deleteDate}
                variables={editor.date!}
                actionLabel={t("editor.deleteDate")}
                done={t("editor.dateDeleted", { day: day ?? "" })}
                close={close}
              >
                {t("editor.deleteDateConsequence", { day: day ?? "" })}
              </ConfirmRemoval>
            )}
          </ModalDialog>
        )}
        <ModalDialog
          triggerLabel={t("editor.deleteSchedule")}
          triggerVariant="danger"
          title={t("editor.deleteScheduleQuestion")}
        >
          {(close) => (
            <ConfirmRemoval
              removal={deleteSchedule}
              variables={undefined}
              actionLabel={t("editor.deleteSchedule")}
              done={t("editor.scheduleDeleted")}
              close={close}
            >
              {t("editor.deleteScheduleConsequence")}
            </ConfirmRemoval>
          )}
        </ModalDialog>
      </div>
      <div>
        <h4 className="text-sm font-medium">{t("editor.deleteRange")}</h4>
        <p className="text-xs text-slate-600 dark:text-slate-300">{t("editor.deleteRangeHint")}</p>
        <div className="mt-2 grid grid-cols-2 gap-2">
          <DateField id={fromId} label={t("editor.deleteFrom")} value={from} onChange={setFrom} />
          <DateField label={t("editor.deleteTo")} hint={t("editor.deleteToHint")} value={to} onChange={setTo} />
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
          {t("editor.deleteDates")}
        </Button>
      </div>
    </section>
  );
}
