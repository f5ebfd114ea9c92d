"use client";

import { useId, useMemo, useState } from "react";
import { toast } from "sonner";
import { CalendarPlus, ChevronLeft, ChevronRight, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { messageOf } from "@/lib/bff/problem";
import type { BookingSheet, ExceptionScheduleRequest } from "@/lib/contract/booking-sheets";
import { generateOccurrences, type RecurrenceRule } from "@/lib/domain/booking-sheets/recurrence";
import { ruleSentence } from "./rule-sentence";
import { addDaysTo, dayOf, emptyDraft, fromSchedule, toRequest, type ScheduleDraft } from "./schedule-draft";
import { ScheduleForm } from "./schedule-form";
import { MonthGrid } from "./month-grid";
import { dayHeading, hhmm, WeekGrid, type DragSelection, type PreviewBlock } from "./sheet-grid";
import { useBookingSheet, useDebounced, useDeleteRange, useOpenSchedule, usePreview, useSaveSchedule, useSites } from "./queries";
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

interface Editor {
  scheduleId?: string;
  draft: ScheduleDraft;
  otherTimes: ExceptionScheduleRequest["times"];
  version: number;
}

/**
 * The booking-sheet exception editor (managers): a site's sheet by week or month, with blocks
 * created by dragging or from the form, previewed live through the platform's dry run.
 */
export function BookingSheetScreen() {
  const ids = { site: useId(), delFrom: useId() };
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
  const [deleteFrom, setDeleteFrom] = useState("");
  const [deleteTo, setDeleteTo] = useState("");

  const data: BookingSheet | undefined = sheet.data;
  const today = siteToday({ timeZone: data?.timeZone });
  const products = (data?.resourceProducts ?? []).filter((p) => !hidden.has(p.id));
  const names = new Map((data?.resourceProducts ?? []).map((p) => [p.id, p.description]));

  const onOpenSchedule = (scheduleId: string) =>
    openSchedule(scheduleId).then(
      (schedule) => setEditor((e) => ({ scheduleId: schedule.scheduleId, ...fromSchedule(schedule), version: (e?.version ?? 0) + 1 })),
      (error) => toast.error(messageOf(error)),
    );

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

  const onSave = (values: ScheduleDraft) =>
    save.mutate(
      { request: toRequest(values, site, editor?.otherTimes), scheduleId: editor?.scheduleId },
      {
        onSuccess: (r) => {
          toast.success(editor?.scheduleId ? `Schedule replaced: ${r.exceptionsUpdated} blocked periods` : `Block saved: ${r.exceptionsUpdated} blocked periods`);
          close();
        },
        onError: (error) => toast.error(messageOf(error)),
      },
    );

  const onDeleteRange = () => {
    if (!editor?.scheduleId || !deleteFrom) return;
    const to = deleteTo || deleteFrom;
    deleteRange.mutate(
      { scheduleId: editor.scheduleId, from: deleteFrom, to },
      {
        onSuccess: (r) => {
          toast.success(`Removed ${r.exceptionsDeleted} blocked ${r.exceptionsDeleted === 1 ? "period" : "periods"}; ${deleteFrom === to ? deleteFrom : `${deleteFrom} to ${to}`} will be skipped.`);
          setDeleteFrom("");
          setDeleteTo("");
          void onOpenSchedule(editor.scheduleId!);
        },
        onError: (error) => toast.error(messageOf(error)),
      },
    );
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
      </div>

      {data && (
        <fieldset className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
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

      <div className="mt-4 flex flex-col gap-4 lg:flex-row">
        <div className="min-w-0 flex-1">
          <h2 className="mb-2 text-lg font-semibold" aria-live="polite">
            {title}
          </h2>
          {sheet.isLoading || sites.isLoading ? (
            <LoadingState label="Loading the booking sheet" />
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
        </div>

        {editor && data && (
          <aside aria-label={editor.scheduleId ? "Edit schedule" : "New block"} className="w-full shrink-0 rounded-md border border-slate-200 p-4 lg:w-96 dark:border-slate-700">
            <div className="mb-3 flex items-center justify-between">
              <h2 className="text-lg font-semibold">{editor.scheduleId ? "Edit schedule" : "New block"}</h2>
              <Button variant="ghost" onClick={close} aria-label="Close the editor">
                <X aria-hidden className="size-4" />
              </Button>
            </div>
            {editor.scheduleId && (
              <p className="mb-3 rounded-md bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
                Saving replaces the whole schedule: all its blocks that are not over yet are deleted and generated again from this form. Finished ones stay. Skipped dates not listed here come back.
                {editor.otherTimes.length > 0 && ` This schedule has ${editor.otherTimes.length} more time ${editor.otherTimes.length === 1 ? "range" : "ranges"}, kept as they are.`}
              </p>
            )}
            <p className="mb-3 text-sm font-medium" aria-live="polite" data-testid="rule-sentence">
              {draft ? ruleSentence(draft, draft.productIds.map((id) => names.get(id) ?? id), today) : "Complete the form to see the rule."}
            </p>
            {result && preview.data && preview.data.status < 300 && result.exceptionsUpdated > 0 && !checking && (
              <p role="status" className="mb-3 text-sm text-emerald-800 dark:text-emerald-300">
                No clashes: {result.exceptionsUpdated} blocked {result.exceptionsUpdated === 1 ? "period" : "periods"} will be written.
              </p>
            )}
            <ScheduleForm sheet={data} draft={editor.draft} draftVersion={editor.version} onChange={setDraft} onSubmit={onSave} blockedReason={blockedReason} saving={save.isPending} editing={!!editor.scheduleId} />
            {editor.scheduleId && (
              <section aria-label="Delete dates" className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700">
                <h3 className="text-sm font-semibold">Delete dates</h3>
                <p className="text-xs text-slate-600 dark:text-slate-300">Removes this schedule&apos;s blocks on those dates and skips the dates from now on.</p>
                <div className="mt-2 grid grid-cols-2 gap-2">
                  <DateField id={ids.delFrom} label="Delete from" value={deleteFrom} onChange={setDeleteFrom} />
                  <DateField label="Delete to" hint="Empty: one day" value={deleteTo} onChange={setDeleteTo} />
                </div>
                <Button variant="danger" className="mt-2" onClick={onDeleteRange} disabled={!deleteFrom || deleteRange.isPending}>
                  Delete dates
                </Button>
              </section>
            )}
          </aside>
        )}
      </div>
    </div>
  );
}
