"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { isRecordChanged, messageOf } from "@frontdesk/lib/contract/problem";
import { everySheetRead } from "./queries";
import { useTranslations } from "@/components/ui/catalogue";

/** A change to the sheet and how to take it back (through the same platform endpoints). */
export interface SheetChange {
  /** what was done, in a few words ("block moved") */
  label: string;
  /** re-applies the state before the change; undefined when it cannot be taken back */
  undo?: () => Promise<unknown>;
}

/**
 * Undo for the last change: each write's toast offers Undo, and the screen's Undo button does the
 * same until the next change.
 */
export function useLastChange() {
  const t = useTranslations("BookingSheets");
  const client = useQueryClient();
  const [last, setLast] = useState<SheetChange | undefined>();
  const [undoing, setUndoing] = useState(false);

  const undo = async (change: SheetChange | undefined = last) => {
    if (!change?.undo) return;
    setLast(undefined);
    setUndoing(true);
    try {
      await change.undo();
      toast.success(t("undone", { change: change.label }));
    } catch (error) {
      // someone else changed the schedule since: undo never overwrites it, and the sheet re-reads to show theirs
      if (isRecordChanged(error)) toast.warning(t("notUndone", { change: change.label }));
      else toast.error(t("undoFailed", { change: change.label, reason: messageOf(error) }));
    } finally {
      setUndoing(false);
      await client.invalidateQueries(everySheetRead);
    }
  };

  /** message: the success toast (with Undo), unless the caller toasts itself */
  const record = (change: SheetChange, message?: string) => {
    setLast(change.undo ? change : undefined);
    if (message)
      toast.success(
        message,
        change.undo ? { action: { label: t("undo"), onClick: () => void undo(change) } } : undefined,
      );
  };

  return { last, undoing, record, undo: () => undo() };
}
