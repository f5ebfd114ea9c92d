// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { toast as sonnerToast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingSheet, ExceptionSchedule, StoredException } from "@frontdesk/lib/contract/booking-sheets";
import { queryClientWrapper, resetHookTests, stubBff, type Sent } from "../testing/hooks";
import { useScheduleEditor } from "./use-schedule-editor";

// The booking sheet's side panel state: a new block drafted or dragged out, a stored one opened, moved and
// resized by minutes within the day, dragged elsewhere, and closed.
const today = "2026-12-01";
const scheduleId = "3f2b1c4e-0000-4000-8000-000000000001";
const path = `/api/booking-sheets/exception/${scheduleId}`;
const schedule: ExceptionSchedule = {
  scheduleId,
  siteId: "S1",
  productIds: ["P1"],
  days: ["Monday"],
  times: [{ timeBandId: "TB1", dateTimeFrom: "2026-12-07T09:00:00", dateTimeTo: "2027-02-22T10:00:00" }],
  notes: null,
  frequency: "Weekly",
  recursEvery: 1,
  recurranceType: null,
  recursOn: null,
  exclusionDates: [],
  additionalDates: [],
  createdOn: "2026-11-01T10:00:00Z",
  modifiedOn: "2026-11-01T10:00:00Z",
  exceptions: [],
};
const block: StoredException = {
  id: 1,
  scheduleId,
  productId: "P1",
  timeBandId: "TB1",
  dateTimeFrom: "2026-12-07T09:00:00",
  dateTimeTo: "2026-12-07T10:00:00",
  notes: null,
};
const sheet = { timeBands: [{ id: "TB9" }] } as unknown as BookingSheet;
const reads = (sent: Sent[]) => sent.filter((s) => s.method === "GET" && s.path === path);

function renderEditor(rangeFrom = today) {
  const { wrapper } = queryClientWrapper();
  return renderHook(() => useScheduleEditor({ sheet, today, rangeFrom }), { wrapper });
}

describe("useScheduleEditor", () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    error = vi.spyOn(sonnerToast, "error");
  });
  afterEach(resetHookTests);

  it("drafts a new block from today, or from the sheet's first day when that is later, in its first time band", () => {
    const { result } = renderEditor();
    act(() => result.current.startNew());
    expect(result.current.editor?.scheduleId).toBeUndefined();
    expect(result.current.editor?.draft).toMatchObject({ startDate: today, timeBandId: "TB9", productIds: [] });
    expect(result.current.editor?.unsaved).toBe(false); // nothing changed yet: leaving asks nothing
    const later = renderEditor("2026-12-14").result;
    act(() => later.current.startNew());
    expect(later.current.editor?.draft.startDate).toBe("2026-12-14");
  });

  it("drafts a dragged-out block with its products, day and times, as unsaved", () => {
    const { result } = renderEditor();
    act(() => result.current.startNew({ date: "2026-12-03", productIds: ["P2"], startMinute: 600, endMinute: 690 }));
    expect(result.current.editor?.draft).toMatchObject({
      startDate: "2026-12-03",
      productIds: ["P2"],
      startTime: "10:00",
      endTime: "11:30",
    });
    expect(result.current.editor?.unsaved).toBe(true);
  });

  it("opens the stored schedule when a block is first moved, moves it by minutes, and reads it once", async () => {
    const sent = stubBff({ [`GET ${path}`]: () => ({ json: schedule }) });
    const { result } = renderEditor();
    await act(() => result.current.adjust(block, 15, 15));
    expect(result.current.editor).toMatchObject({ scheduleId, date: "2026-12-07", moved: true, unsaved: true });
    expect(result.current.draft).toMatchObject({ startTime: "09:15", endTime: "10:15" });
    // a resize (the end only) keeps building on the moved draft, without reading the schedule again
    await act(() => result.current.adjust(block, 0, 30));
    expect(result.current.draft).toMatchObject({ startTime: "09:15", endTime: "10:45" });
    expect(reads(sent)).toHaveLength(1);
    expect(result.current.version.ifMatch).toBeDefined();
  });

  it("keeps a block within the day and at least one step long: such a move is dropped", async () => {
    stubBff({ [`GET ${path}`]: () => ({ json: schedule }) });
    const { result } = renderEditor();
    await act(() => result.current.adjust(block, 0, 0));
    const before = result.current.draft;
    await act(() => result.current.adjust(block, -10 * 60, -10 * 60)); // before midnight
    await act(() => result.current.adjust(block, 0, 14 * 60)); // past the day's last step
    await act(() => result.current.adjust(block, 60, 0)); // no length left
    expect(result.current.draft).toEqual(before);
  });

  it("says a block that is over cannot be moved, and drafts nothing", async () => {
    const over = {
      ...schedule,
      frequency: "Daily",
      days: [],
      times: [{ timeBandId: "TB1", dateTimeFrom: "2026-11-02T09:00:00", dateTimeTo: "2026-11-02T10:00:00" }],
    } as ExceptionSchedule;
    stubBff({ [`GET ${path}`]: () => ({ json: over }) });
    const { result } = renderEditor();
    await act(() => result.current.adjust({ ...block, dateTimeFrom: "2026-11-02T09:00:00" }, 15, 15));
    expect(result.current.draft).toBeUndefined();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("This block is over, so it cannot be moved.", undefined));
  });

  it("says in words why a schedule could not be opened", async () => {
    stubBff({
      [`GET ${path}`]: () => ({ problem: { type: "about:blank", title: "Gone", status: 502, detail: "No answer" } }),
    });
    const { result } = renderEditor();
    await act(() => result.current.adjust(block, 15, 15));
    expect(result.current.editor).toBeUndefined();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("No answer", undefined));
  });

  it("a drag while a block is open moves that block to the new day and times, keeping the rest", async () => {
    stubBff({ [`GET ${path}`]: () => ({ json: schedule }) });
    const { result } = renderEditor();
    await act(() => result.current.loadSchedule(scheduleId, "2026-12-07"));
    act(() => result.current.startNew({ date: "2026-12-09", productIds: ["P3"], startMinute: 480, endMinute: 540 }));
    expect(result.current.editor?.scheduleId).toBe(scheduleId);
    expect(result.current.editor?.unsaved).toBe(true);
    expect(result.current.editor?.draft).toMatchObject({
      productIds: ["P3"],
      startDate: "2026-12-09",
      startTime: "08:00",
      endTime: "09:00",
      days: ["Wednesday"], // a weekly block follows its new day
      untilDate: result.current.editor?.original && "2027-02-22",
    });
  });

  it("closes: no block open, no draft, no stored schedule held", async () => {
    stubBff({ [`GET ${path}`]: () => ({ json: schedule }) });
    const { result } = renderEditor();
    await act(() => result.current.adjust(block, 15, 15));
    act(() => result.current.close());
    expect(result.current.editor).toBeUndefined();
    expect(result.current.draft).toBeUndefined();
    expect(result.current.version.readAt).toBeUndefined();
  });
});
