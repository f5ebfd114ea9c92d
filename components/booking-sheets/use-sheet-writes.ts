"use client";

import { toast } from "@/components/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { ProblemError, isRecordChanged, messageOf } from "@frontdesk/lib/contract/problem";
import { notesWithSkipped } from "@frontdesk/lib/domain/booking-sheets/closures";
import { recordChangedMessage } from "@frontdesk/lib/contract/record-version";
import type { StoredException } from "@frontdesk/lib/contract/booking-sheets";
import type { ExceptionSchedule } from "@frontdesk/lib/contract/booking-sheets";
import { lastDateOf, requestOfSchedule, toRequest, type ScheduleDraft } from "./schedule-draft";
import type { Removal } from "@/components/ui/confirm-removal";
import type { ScheduleEditorState } from "./use-schedule-editor";
import { useLastChange } from "./use-last-change";
import { deleteDatesInSteps, replaceSchedule, useDeleteRange, useDeleteSchedule, useSaveSchedule } from "./queries";
import { useTranslations, type Words } from "@/components/ui/catalogue";

/** "3 blocked periods": the count of a write's blocked periods in words */
const blockedPeriods = (n: number, t: Words) => t("clashes.periods", { count: n });

/** the last day a schedule blocks: what "delete the whole schedule" deletes up to */
const lastDayOfSchedule = (original: ExceptionSchedule | undefined, today: string) =>
  original
    ? original.times
        .map((t) => t.dateTimeTo.slice(0, 10))
        .sort()
        .at(-1)!
    : today;

/**
 * The schedule as it was, sent again (undo of a replace or a deletion), if it is still as the change
 * left it (`version`): never over someone else's change made since. No version (its re-read failed): no undo.
 */
const restoreOf = (original: ExceptionSchedule, version: string | undefined, today: string) => {
  const request = requestOfSchedule(original, today);
  return request && version ? () => replaceSchedule(original.scheduleId, request, version) : undefined;
};

type Changes = ReturnType<typeof useLastChange>;

/**
 * The editor's writes: save (create or replace), Enter on a moved block, the three deletions
 * behind their confirmations, each recorded with its undo (the schedule as it was, sent again).
 */
export function useSheetWrites({
  state,
  site,
  today,
  blockedReason,
}: {
  state: ScheduleEditorState;
  site: string;
  today: string;
  blockedReason?: string;
}) {
  const { editor, draft, close } = state;
  const changes = useLastChange();
  const { onSave, saving } = useSaveWrite({ state, site, today, changes });

  /** "Skip the clashing dates": the closure saved without them in one request, the dates noted. */
  const onSkip = (values: ScheduleDraft, dates: string[]) =>
    onSave(
      {
        ...values,
        exclusionDates: [...new Set([...values.exclusionDates, ...dates])].sort(),
        notes: notesWithSkipped(values.notes, dates),
      },
      dates,
    );

  /** Enter on a moved block saves it when the clash check allows. */
  const commitMove = (e: StoredException) => {
    if (!editor?.moved || editor.scheduleId !== e.scheduleId) return false;
    if (blockedReason) toast.error(blockedReason);
    else if (draft) onSave(draft);
    return true;
  };
  const blockMoves = (e: StoredException) => ({
    onAdjust: (startBy: number, endBy: number) => void state.adjust(e, startBy, endBy),
    onCommit: () => commitMove(e),
    onCancel: close,
  });

  const { deleteDate, deleteWhole, deleteDates } = useRemovals({ state, today, changes });
  return { changes, saving, onSave, onSkip, blockMoves, deleteDate, deleteWhole, deleteDates };
}

/** Save (create or replace), its undo recorded; a 412 shows whose changes, a 409 the clashes again. */
function useSaveWrite({
  state,
  site,
  today,
  changes,
}: {
  state: ScheduleEditorState;
  site: string;
  today: string;
  changes: Changes;
}) {
  const t = useTranslations("BookingSheets");
  const { editor, close, version } = state;
  const client = useQueryClient();
  const save = useSaveSchedule();

  /** skipped: the clashing dates left out by "Skip the clashing dates" (said in the toast) */
  const onSave = (values: ScheduleDraft, skipped: string[] = []) => {
    const request = toRequest(values, site, editor?.otherTimes);
    const without = skipped.length ? ` ${t("writes.skipped", { count: skipped.length })}` : "";
    const original = editor?.original;
    save.mutate(
      { request, scheduleId: editor?.scheduleId, ifMatch: editor?.scheduleId ? version.ifMatch : undefined },
      {
        onSuccess: (r) => {
          const periods = blockedPeriods(r.exceptionsUpdated, t);
          if (original)
            changes.record(
              {
                label: editor?.moved ? t("writes.blockMoved") : t("writes.scheduleChanged"),
                undo: restoreOf(original, r.version, today),
              },
              t("writes.replaced", { periods: `${periods}${without}` }),
            );
          else
            changes.record(
              {
                label: t("writes.blockAdded"),
                undo: r.version
                  ? () =>
                      deleteDatesInSteps(
                        r.scheduleId,
                        request.times[0].dateTimeFrom.slice(0, 10),
                        lastDateOf(request),
                        r.version,
                      )
                  : undefined,
              },
              t("writes.saved", { periods: `${periods}${without}` }),
            );
          close();
        },
        onError: (error) => {
          // the write met a newer schedule (412): show whose changes, never overwrite them
          if (isRecordChanged(error)) {
            void version.changed();
            toast.warning(recordChangedMessage);
            return;
          }
          // booked or blocked since the check: the clash list shows it again, never the platform's 409
          if (error instanceof ProblemError && error.problem.status === 409) {
            toast.error(t("writes.conflict"));
            void client.invalidateQueries({ queryKey: ["bookingSheets", "preview"] });
          } else toast.error(messageOf(error));
        },
      },
    );
  };
  return { onSave, saving: save.isPending };
}

/** The three deletions behind their confirmations; the schedule as it was is what undo re-sends. */
function useRemovals({ state, today, changes }: { state: ScheduleEditorState; today: string; changes: Changes }) {
  const t = useTranslations("BookingSheets");
  const { editor, close, loadSchedule, version } = state;
  const deleteRange = useDeleteRange();
  const deleteSchedule = useDeleteSchedule();

  const removal = <V>(
    run: (scheduleId: string, variables: V, ifMatch: string) => Promise<{ version?: string }>,
    label: string,
    after: "close" | "reload",
  ): Removal<V> => ({
    isPending: deleteRange.isPending || deleteSchedule.isPending,
    mutate: (variables, options) => {
      const current = editor;
      if (!current?.scheduleId || !current.original) return;
      run(current.scheduleId, variables, version.ifMatch).then(
        (removed) => {
          changes.record({ label, undo: restoreOf(current.original!, removed.version, today) });
          if (after === "close") close();
          else void loadSchedule(current.scheduleId!, current.date);
          options.onSuccess();
        },
        (error: Error) => {
          // a 412 also shows their changes in the panel; the failure's own toast says what happened
          if (isRecordChanged(error)) void version.changed();
          options.onError(error);
        },
      );
    },
  });
  const deleteDate = removal<string>(
    (id, date, ifMatch) => deleteRange.mutateAsync({ scheduleId: id, from: date, to: date, ifMatch }),
    t("writes.dateDeleted"),
    "close",
  );
  const deleteWhole = removal<void>(
    (id, _, ifMatch) =>
      deleteSchedule.mutateAsync({
        scheduleId: id,
        from: today,
        to: lastDayOfSchedule(editor?.original, today),
        ifMatch,
      }),
    t("writes.scheduleDeleted"),
    "close",
  );
  const deleteDates: Removal<{ from: string; to: string }> = {
    isPending: deleteRange.isPending,
    mutate: ({ from, to }, options) =>
      removal<void>(
        (id, _, ifMatch) =>
          deleteRange.mutateAsync({ scheduleId: id, from, to, ifMatch }).then((r) => {
            toast.success(
              t("writes.removed", {
                periods: blockedPeriods(r.exceptionsDeleted, t),
                dates: from === to ? from : t("writes.dateRange", { from, to }),
              }),
            );
            return r;
          }),
        t("writes.datesDeleted"),
        "reload",
      ).mutate(undefined, { onSuccess: options.onSuccess, onError: (error) => toast.error(messageOf(error)) }),
  };
  return { deleteDate, deleteWhole, deleteDates };
}
