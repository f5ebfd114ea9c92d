"use client";

import { useId, useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { CalendarPlus, ChevronLeft, ChevronRight, Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { messageOf } from "@/lib/bff/problem";
import type { BookingSheet, ExceptionSchedule, StoredException } from "@/lib/contract/booking-sheets";
import { generateOccurrences, type RecurrenceRule } from "@/lib/domain/booking-sheets/recurrence";
import { ruleSentence } from "./rule-sentence";
import { addDaysTo, dayOf, emptyDraft, fromSchedule, lastDateOf, requestOfSchedule, rollForward, toRequest, type ScheduleDraft } from "./schedule-draft";
import { ScheduleEditor, type Editor, type Removal } from "./schedule-editor";
import { minutesOf, snapMinutes } from "./sheet-blocks";
import { useLastChange } from "./use-last-change";
import { MonthGrid } from "./month-grid";
import { dayHeading, hhmm, SheetSkeleton, WeekGrid, type DragSelection, type PreviewBlock } from "./sheet-grid";
import { deleteDatesInSteps, replaceSchedule, useBookingSheet, useDebounced, useDeleteRange, useDeleteSchedule, useOpenSchedule, usePreview, useSaveSchedule, useSites } from "./queries";
import { formatMonthYear, siteToday } from "@/lib/venue/format";
import { DateField } from "@/components/ui/date-fields";

const dayIndex: Record<string, number> = { Sunday: 0, Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6 };
const wallMs = (date: string, time: string) => Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);

/** Today in the site's zone (yyyy-MM-dd). */
const mondayOf = (date: string) => addDaysTo(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

function visibleRange(view: "week" | "month", anchor: string) {
  if (view === "week") {
    const from = mondayOf(anchor);
    return { from, to: addDaysTo(from, 6) };
  }
  const first = `${anchor.slice(0, 8)}01`;
  const last = new Date(Date.UTC(+anchor.slice(0, 4), +anchor.slice(5, 7), 0)).toISOString().slice(0, 10);
  const from = mondayOf(first);
  return { from, to: addDaysTo(mondayOf(last), 6) };
}

const datesBetween = (from: string, to: string) => {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDaysTo(d, 1)) dates.push(d);
  return dates;
};

/**
 * The booking-sheet exception editor (managers): a site's sheet by week or month, with blocks
 * created by dragging or from the form, previewed live through the platform's dry run.
 */
export function BookingSheetScreen() {
  const ids = { site: useId(), movesHint: useId() };
  const sites = useSites();
  const [siteId, setSiteId] = useState("");
  const site = siteId || sites.data?.find((s) => s.isActive)?.id || "";
  const [view, setView] = useState<"week" | "month">("week");
  const [anchor, setAnchor] = useState(() => siteToday());
  const range = visibleRange(view, anchor);
  const sheet = useBookingSheet(site, range.from, range.to);
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [editor, setEditor] = useState<Editor | undefined>();
  const [draft, setDraft] = useState<ScheduleDraft | undefined>();
  const openSchedule = useOpenSchedule();
  const save = useSaveSchedule();
  const deleteRange = useDeleteRange();
  const deleteSchedule = useDeleteSchedule();
  const changes = useLastChange();
  const [loadingId, setLoadingId] = useState<string | undefined>();

  const data: BookingSheet | undefined = sheet.data;
  const today = siteToday({ timeZone: data?.timeZone });
  const products = (data?.resourceProducts ?? []).filter((p) => !hidden.has(p.id));
  const names = new Map((data?.resourceProducts ?? []).map((p) => [p.id, p.description]));

  const editorOf = (schedule: ExceptionSchedule, date: string | undefined, version: number): Editor => ({ scheduleId: schedule.scheduleId, original: schedule, date, ...fromSchedule(schedule), version });
  const loadSchedule = (scheduleId: string, date?: string) =>
    openSchedule(scheduleId).then(
      (schedule) => {
        const next = editorOf(schedule, date, (editor?.version ?? 0) + 1);
        setEditor(next);
        return next;
      },
      (error) => {
        toast.error(messageOf(error));
        return undefined;
      },
    );
  const onOpenSchedule = (e: StoredException) => void loadSchedule(e.scheduleId, e.dateTimeFrom.slice(0, 10));

  /** The schedule as it was, sent again (undo of a replace or a deletion). */
  const restore = (original: ExceptionSchedule) => {
    const request = requestOfSchedule(original, today);
    return request ? () => replaceSchedule(original.scheduleId, request) : undefined;
  };

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
      toast.error("This block is over, so it cannot be moved.");
      return;
    }
    setDraft(moved);
    setEditor({ ...current, draft: moved, moved: true, version: current.version + 1 });
  };

  const request = useMemo(() => (draft ? toRequest(draft, site, editor?.otherTimes) : undefined), [draft, site, editor?.otherTimes]);
  const preview = usePreview(editor ? request : undefined, editor?.scheduleId);
  const settled = useDebounced(request);
  const checking = !!request && (JSON.stringify(settled) !== JSON.stringify(request) || preview.isFetching);
  const result = preview.data?.result;

  const clashingBookingIds = new Set((result?.existingBookings ?? []).map((b) => b.bookingId));
  const clashingExceptionKeys = new Set((result?.existingExceptions ?? []).map((e) => `${e.productId}|${e.dateTimeFrom}`));

  const blocks: PreviewBlock[] = useMemo(() => {
    if (!editor || !request) return [];
    const rule: RecurrenceRule = {
      frequency: request.frequency as RecurrenceRule["frequency"],
      recursEvery: request.recursEvery ?? 1,
      recurranceType: request.recurranceType as RecurrenceRule["recurranceType"],
      recursOn: request.recursOn,
      days: (request.days ?? []).map((d) => dayIndex[d]),
      times: request.times.map((t) => ({ timeBandId: t.timeBandId, from: wallMs(t.dateTimeFrom.slice(0, 10), t.dateTimeFrom.slice(11)), to: wallMs(t.dateTimeTo.slice(0, 10), t.dateTimeTo.slice(11)) })),
      exclusionDates: request.exclusionDates ?? [],
    };
    const visible = new Set(datesBetween(range.from, range.to));
    const overlapping = new Set((result?.overlappingExceptions ?? []).map((o) => o.dateTimeFrom));
    const out: PreviewBlock[] = [];
    for (const o of generateOccurrences(rule)) {
      if (!visible.has(o.date)) continue;
      const from = new Date(o.from).toISOString().slice(11, 16);
      const to = new Date(o.end).toISOString().slice(11, 16);
      const startText = `${o.date}T${from}:00`;
      const endText = `${o.date}T${to}:00`;
      for (const productId of request.productIds) {
        const clash =
          (result?.existingBookings ?? []).some((b) => b.productId === productId && b.dateTimeFrom < endText && b.dateTimeTo > startText) ||
          (result?.existingExceptions ?? []).some((e) => e.productId === productId && e.dateTimeFrom < endText && e.dateTimeTo >= startText);
        out.push({ productId, date: o.date, from, to, state: clash ? "clash" : overlapping.has(startText) ? "overlap" : "ok" });
      }
    }
    return out;
  }, [editor, request, result, range.from, range.to]);

  const blockedReason = (() => {
    if (!editor) return undefined;
    if (!draft) return "Save is disabled: complete the form (products, time band, dates and times).";
    if (checking || (!preview.data && !preview.error)) return "Checking for clashes…";
    if (preview.error) return `Save is disabled: ${messageOf(preview.error)}`;
    if (!result) return undefined;
    if (preview.data!.status === 409) {
      const bookings = result.existingBookings.map((b) => `#${b.bookingId} (${names.get(b.productId) ?? b.productId}, ${b.dateTimeFrom.slice(0, 10)} ${b.dateTimeFrom.slice(11, 16)}-${b.dateTimeTo.slice(11, 16)})`);
      const parts = [
        bookings.length ? `${bookings.length === 1 ? "booking" : `${bookings.length} bookings`} ${bookings.slice(0, 4).join(", ")}${bookings.length > 4 ? "…" : ""}` : "",
        result.existingExceptions.length ? `${result.existingExceptions.length} blocked ${result.existingExceptions.length === 1 ? "period" : "periods"} of other schedules` : "",
      ].filter(Boolean);
      return `Save is disabled: the block clashes with ${parts.join(" and ")}. Move the block or skip those dates.`;
    }
    if (preview.data!.status === 400) return `Save is disabled: the times overlap each other on ${[...new Set(result.overlappingExceptions.map((o) => o.dateTimeFrom.slice(0, 10)))].join(", ")}.`;
    if (result.exceptionsUpdated === 0) return `Save is disabled: ${result.errors.join(" ") || "no dates match the rule"}.`;
    return undefined;
  })();

  const startNew = (selection?: DragSelection) => {
    const band = data?.timeBands[0]?.id ?? "";
    if (selection && editor) {
      // dragging while a block is open moves it: new products, day and times, the rest kept
      const base = draft ?? editor.draft;
      const moved: ScheduleDraft = {
        ...base,
        productIds: selection.productIds,
        startTime: hhmm(selection.startMinute),
        endTime: hhmm(selection.endMinute),
        ...(selection.date !== base.startDate ? { startDate: selection.date, untilDate: base.untilDate < selection.date ? addDaysTo(selection.date, 27) : base.untilDate, days: base.frequency === "Weekly" ? [dayOf(selection.date)] : base.days } : {}),
      };
      setEditor({ ...editor, draft: moved, version: editor.version + 1 });
      return;
    }
    const start = selection?.date ?? (today > range.from ? today : range.from);
    const fresh = emptyDraft(start, band);
    if (selection) Object.assign(fresh, { productIds: selection.productIds, startTime: hhmm(selection.startMinute), endTime: hhmm(selection.endMinute) });
    setEditor({ draft: fresh, otherTimes: [], version: (editor?.version ?? 0) + 1 });
  };

  const close = () => {
    setEditor(undefined);
    setDraft(undefined);
  };

  const onSave = (values: ScheduleDraft) => {
    const request = toRequest(values, site, editor?.otherTimes);
    const original = editor?.original;
    save.mutate(
      { request, scheduleId: editor?.scheduleId },
      {
        onSuccess: (r) => {
          const periods = `${r.exceptionsUpdated} blocked ${r.exceptionsUpdated === 1 ? "period" : "periods"}`;
          if (original) changes.record({ label: editor?.moved ? "block moved" : "schedule changed", undo: restore(original) }, `Schedule replaced: ${periods}`);
          else changes.record({ label: "block added", undo: () => deleteDatesInSteps(r.scheduleId, request.times[0].dateTimeFrom.slice(0, 10), lastDateOf(request)) }, `Block saved: ${periods}`);
          close();
        },
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  };

  /** Enter on a moved block saves it when the clash check allows. */
  const commitMove = (e: StoredException) => {
    if (!editor?.moved || editor.scheduleId !== e.scheduleId) return false;
    if (blockedReason) toast.error(blockedReason);
    else if (draft) onSave(draft);
    return true;
  };
  const blockMoves = (e: StoredException) => ({
    onAdjust: (startBy: number, endBy: number) => void adjust(e, startBy, endBy),
    onCommit: () => commitMove(e),
    onCancel: close,
  });

  /** A deletion behind its confirmation; the schedule as it was is what undo re-sends. */
  const removal = <V,>(run: (scheduleId: string, variables: V) => Promise<unknown>, label: string, after: "close" | "reload"): Removal<V> => ({
    isPending: deleteRange.isPending || deleteSchedule.isPending,
    mutate: (variables, options) => {
      const current = editor;
      if (!current?.scheduleId || !current.original) return;
      run(current.scheduleId, variables).then(
        () => {
          changes.record({ label, undo: restore(current.original!) });
          if (after === "close") close();
          else void loadSchedule(current.scheduleId!, current.date);
          options.onSuccess();
        },
        options.onError,
      );
    },
  });
  const deleteDateRemoval = removal<string>((id, date) => deleteRange.mutateAsync({ scheduleId: id, from: date, to: date }), "date deleted", "close");
  const deleteScheduleRemoval = removal<void>(
    (id) => deleteSchedule.mutateAsync({ scheduleId: id, from: today, to: editor?.original ? editor.original.times.map((t) => t.dateTimeTo.slice(0, 10)).sort().at(-1)! : today }),
    "schedule deleted",
    "close",
  );
  const deleteRangeRemoval: Removal<{ from: string; to: string }> = {
    isPending: deleteRange.isPending,
    mutate: ({ from, to }, options) =>
      removal<void>(
        (id) =>
          deleteRange.mutateAsync({ scheduleId: id, from, to }).then((r) => {
            toast.success(`Removed ${r.exceptionsDeleted} blocked ${r.exceptionsDeleted === 1 ? "period" : "periods"}; ${from === to ? from : `${from} to ${to}`} will be skipped.`);
          }),
        "dates deleted",
        "reload",
      ).mutate(undefined, { onSuccess: options.onSuccess, onError: (error) => toast.error(messageOf(error)) }),
  };

  const step = (direction: -1 | 1) => {
    if (view === "week") setAnchor(addDaysTo(anchor, 7 * direction));
    else setAnchor(new Date(Date.UTC(+anchor.slice(0, 4), +anchor.slice(5, 7) - 1 + direction, 1)).toISOString().slice(0, 10));
  };
  const title = view === "week" ? `Week of ${dayHeading(range.from)}` : formatMonthYear(`${anchor.slice(0, 8)}15`);

  return (
    <div className="mx-auto max-w-[100rem]">
      <h1 className="text-2xl font-semibold">Booking sheets</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">Block courts and pitches for maintenance or events. Drag across a row to block a time, or use New block. Clashes with bookings show in red before you save.</p>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={ids.site} className="block text-sm font-medium">
            Site
          </label>
          <select id={ids.site} value={site} onChange={(e) => setSiteId(e.target.value)} className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900">
            {(sites.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div role="group" aria-label="View" className="flex rounded-md border border-slate-300 dark:border-slate-600">
          {(["week", "month"] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)} className={`px-3 py-2 text-sm capitalize ${view === v ? "bg-blue-700 text-white" : ""}`}>
              {v}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-1">
          <Button onClick={() => step(-1)} aria-label={`Previous ${view}`}>
            <ChevronLeft aria-hidden className="size-4" />
          </Button>
          <Button onClick={() => setAnchor(today)}>Today</Button>
          <Button onClick={() => step(1)} aria-label={`Next ${view}`}>
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
        <DateField label="Go to date" value={anchor} onChange={(value) => value && setAnchor(value)} />
        <Button variant="primary" onClick={() => startNew()} disabled={!data}>
          <CalendarPlus aria-hidden className="size-4" />
          New block
        </Button>
        <Button onClick={changes.undo} disabled={!changes.last || changes.undoing} aria-label={changes.last ? `Undo: ${changes.last.label}` : "Undo the last change"}>
          <Undo2 aria-hidden className="size-4" />
          Undo
        </Button>
      </div>

      {/* the filter's line is held while loading, so the sheet below does not jump */}
      <div className="mt-3 min-h-5">
      {data && (
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <legend className="sr-only">Show products</legend>
          {data.resourceProducts.map((p) => (
            <label key={p.id} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={!hidden.has(p.id)}
                onChange={() => setHidden((h) => {
                  const next = new Set(h);
                  if (next.has(p.id)) next.delete(p.id);
                  else next.add(p.id);
                  return next;
                })}
              />
              {p.description}
            </label>
          ))}
        </fieldset>
      )}

      </div>

      {/*
        Wide screens: the sheet and the editor side by side. Narrower (a 1024 px tablet): the editor is a
        drawer over the right of the screen, and the sheet keeps a readable width, scrolling in its own box.
      */}
      <div className="mt-4 flex gap-4">
        <div className={`min-w-0 flex-1 ${editor ? "pr-[26rem] 2xl:pr-0" : ""}`}>
          <h2 className="mb-2 text-lg font-semibold" aria-live="polite">
            {title}
          </h2>
          {sheet.isLoading || sites.isLoading ? (
            <SheetSkeleton days={view === "month" ? 0 : 7} />
          ) : sheet.error ? (
            <ErrorState message={messageOf(sheet.error)} onRetry={() => sheet.refetch()} />
          ) : !data ? (
            <EmptyState>Choose a site.</EmptyState>
          ) : products.length === 0 ? (
            <EmptyState>No products shown. Tick a product above.</EmptyState>
          ) : view === "week" ? (
            <WeekGrid
              sheet={data}
              products={products}
              dates={datesBetween(range.from, range.to)}
              preview={blocks}
              clashingBookingIds={clashingBookingIds}
              clashingExceptionKeys={clashingExceptionKeys}
              onSelect={startNew}
              onOpenSchedule={onOpenSchedule}
              blockMoves={blockMoves}
              movesHintId={ids.movesHint}
            />
          ) : (
            <MonthGrid
              sheet={data}
              products={products}
              dates={datesBetween(range.from, range.to)}
              month={anchor.slice(0, 7)}
              preview={blocks}
              onOpenWeek={(date) => {
                setAnchor(date);
                setView("week");
              }}
            />
          )}
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">Grey: closed. Blue: bookings. Dark: blocked periods (select to edit their schedule). Dashed: the block being drafted; red where it clashes.</p>
          <p id={ids.movesHint} className="text-xs text-slate-600 dark:text-slate-300">
            Move a blocked period by dragging it, or change its length from its end. By keyboard: arrow keys move it by 15 minutes, Shift with arrow keys changes its length, Enter saves, Escape cancels.
          </p>
        </div>

        {editor && data && (
          <div className="fixed inset-y-0 right-0 z-30 w-[26rem] max-w-full overflow-y-auto border-l border-slate-200 bg-white p-3 shadow-2xl 2xl:static 2xl:z-auto 2xl:w-96 2xl:shrink-0 2xl:overflow-visible 2xl:border-0 2xl:p-0 2xl:shadow-none dark:border-slate-700 dark:bg-slate-900">
            <ScheduleEditor
              editor={editor}
              sheet={data}
              status={
                <>
                  <p className="mb-3 text-sm font-medium" aria-live="polite" data-testid="rule-sentence">
                    {draft ? ruleSentence(draft, draft.productIds.map((id) => names.get(id) ?? id), today) : "Complete the form to see the rule."}
                  </p>
                  {result && preview.data && preview.data.status < 300 && result.exceptionsUpdated > 0 && !checking && (
                    <p role="status" className="mb-3 text-sm text-emerald-800 dark:text-emerald-300">
                      No clashes: {result.exceptionsUpdated} blocked {result.exceptionsUpdated === 1 ? "period" : "periods"} will be written.
                    </p>
                  )}
                </>
              }
              blockedReason={blockedReason}
              saving={save.isPending}
              onChange={setDraft}
              onSave={onSave}
              onClose={close}
              deleteDate={deleteDateRemoval}
              deleteSchedule={deleteScheduleRemoval}
              deleteRange={deleteRangeRemoval}
            />
          </div>
        )}
      </div>
    </div>
  );
}
