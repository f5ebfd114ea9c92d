// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { toast as sonnerToast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ExceptionSchedule, StoredException } from "@frontdesk/lib/contract/booking-sheets";
import { recordVersion } from "@frontdesk/lib/contract/record-version";
import { queryClientWrapper, recordChangedProblem, resetHookTests, stubBff, type Sent } from "../testing/hooks";
import { emptyDraft } from "./schedule-draft";
import { useScheduleEditor } from "./use-schedule-editor";
import { useSheetWrites } from "./use-sheet-writes";

// The booking sheet's writes and their undo, over the editor's state, against a stubbed BFF.
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
const written = (version: string, id = scheduleId) => ({
  json: {
    exceptionsUpdated: 12,
    scheduleId: id,
    errors: [],
    overlappingExceptions: [],
    existingExceptions: [],
    existingBookings: [],
    version,
  },
});

function renderSheet() {
  const { wrapper } = queryClientWrapper();
  return renderHook(
    () => {
      const state = useScheduleEditor({ today, rangeFrom: today });
      return { state, writes: useSheetWrites({ state, site: "S1", today }) };
    },
    { wrapper },
  );
}
type Sheet = ReturnType<typeof renderSheet>["result"];

/** Opens the stored block and moves it 30 minutes later, as the arrow keys do. */
async function moveBlock(result: Sheet) {
  await act(() => result.current.state.adjust(block, 30, 30));
  expect(result.current.state.draft?.startTime).toBe("09:30");
}
const puts = (sent: Sent[]) => sent.filter((s) => s.method === "PUT");
const firstTime = (s: Sent) => (s.body as { times: { dateTimeFrom: string }[] }).times[0].dateTimeFrom;

describe("useSheetWrites", () => {
  let success: ReturnType<typeof vi.spyOn>;
  let warning: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    success = vi.spyOn(sonnerToast, "success");
    warning = vi.spyOn(sonnerToast, "warning");
    error = vi.spyOn(sonnerToast, "error");
  });
  afterEach(resetHookTests);

  it("saves a moved block at the version read, and its undo re-sends the schedule as it was at the version the save left", async () => {
    const sent = stubBff({
      [`GET ${path}`]: () => ({ json: schedule }),
      [`PUT ${path}`]: [written('"v2"'), written('"v3"')],
    });
    const { result } = renderSheet();
    await moveBlock(result);
    act(() => result.current.writes.onSave(result.current.state.draft!));
    await waitFor(() => expect(result.current.writes.changes.last?.label).toBe("block moved"));
    expect(puts(sent)).toHaveLength(1);
    expect(puts(sent)[0].ifMatch).toBe(recordVersion(schedule));
    expect(firstTime(puts(sent)[0])).toBe("2026-12-07T09:30:00");
    expect(result.current.state.editor).toBeUndefined(); // the panel closed

    await act(() => result.current.writes.changes.undo());
    expect(puts(sent)).toHaveLength(2);
    expect(puts(sent)[1].ifMatch).toBe('"v2"');
    expect(firstTime(puts(sent)[1])).toBe("2026-12-07T09:00:00");
    expect(result.current.writes.changes.last).toBeUndefined();
    await waitFor(() => expect(success).toHaveBeenCalledWith("Undone: block moved", undefined));
  });

  it("does not undo over someone else's later change (412): it says so and offers no undo again", async () => {
    stubBff({
      [`GET ${path}`]: () => ({ json: schedule }),
      [`PUT ${path}`]: [written('"v2"'), { problem: recordChangedProblem }],
    });
    const { result } = renderSheet();
    await moveBlock(result);
    act(() => result.current.writes.onSave(result.current.state.draft!));
    await waitFor(() => expect(result.current.writes.changes.last).toBeDefined());
    await act(() => result.current.writes.changes.undo());
    expect(result.current.writes.changes.last).toBeUndefined();
    await waitFor(() => expect(warning).toHaveBeenCalledOnce());
    expect(warning.mock.calls[0][0]).toMatch(/^Not undone \(block moved\): someone else has changed this schedule/);
    expect(success).not.toHaveBeenCalledWith(expect.stringMatching(/^Undone/), undefined);
  });

  it("a save that meets a newer schedule (412) records no change and puts theirs up for the choice", async () => {
    const theirs = { ...schedule, notes: "Pool maintenance", modifiedOn: "2026-11-30T08:00:00Z" };
    stubBff({
      [`GET ${path}`]: [{ json: schedule }, { json: theirs }],
      [`PUT ${path}`]: [{ problem: recordChangedProblem }],
    });
    const { result } = renderSheet();
    await moveBlock(result);
    act(() => result.current.writes.onSave(result.current.state.draft!));
    await waitFor(() => expect(result.current.state.version.newer).toEqual(theirs));
    expect(result.current.writes.changes.last).toBeUndefined();
    expect(result.current.state.editor?.scheduleId).toBe(scheduleId); // the panel stays open
    await waitFor(() => expect(warning).toHaveBeenCalledWith(recordChangedProblem.detail, undefined));
  });

  it("a save refused for a clash made since the check (409) says so in plain words, never the platform's", async () => {
    stubBff({
      [`GET ${path}`]: () => ({ json: schedule }),
      [`PUT ${path}`]: [{ problem: { type: "about:blank", title: "Conflict", status: 409, detail: "Clash" } }],
    });
    const { result } = renderSheet();
    await moveBlock(result);
    act(() => result.current.writes.onSave(result.current.state.draft!));
    await waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(error.mock.calls[0][0]).toBe(
      "Not saved: a booking or block was added at these times since the check. See the clashes.",
    );
    expect(result.current.writes.changes.last).toBeUndefined();
  });

  it("undoing a new block longer than 366 days deletes its dates in steps, only the first at the version it left", async () => {
    const newId = "3f2b1c4e-0000-4000-8000-000000000002";
    const sent = stubBff({
      "POST /api/booking-sheets/exception": [written('"n1"', newId)],
      [`DELETE /api/booking-sheets/exception/${newId}`]: (s) => ({
        json: { scheduleId: newId, exceptionsDeleted: 1, version: `"after-${s.query.get("to")}"` },
      }),
    });
    const { result } = renderSheet();
    act(() => result.current.state.startNew());
    const draft = {
      ...emptyDraft("2026-12-02", "TB1"),
      productIds: ["P1"],
      frequency: "Daily" as const,
      untilDate: "2028-01-10",
    };
    act(() => result.current.writes.onSave(draft));
    await waitFor(() => expect(result.current.writes.changes.last?.label).toBe("block added"));
    await act(() => result.current.writes.changes.undo());
    const deletes = sent.filter((s) => s.method === "DELETE");
    expect(deletes.map((d) => [d.query.get("from"), d.query.get("to"), d.ifMatch])).toEqual([
      ["2026-12-02", "2027-12-02", '"n1"'],
      ["2027-12-03", "2028-01-10", null],
    ]);
  });

  it("a block that is over cannot be moved: nothing is drafted and the desk is told", async () => {
    const past = {
      ...schedule,
      frequency: "Daily" as const,
      days: [],
      times: [{ ...schedule.times[0], dateTimeTo: "2026-12-07T10:00:00" }],
    };
    stubBff({ [`GET ${path}`]: () => ({ json: past }) });
    const { result } = renderHook(() => useScheduleEditor({ today: "2026-12-08", rangeFrom: "2026-12-08" }), {
      wrapper: queryClientWrapper().wrapper,
    });
    await act(() => result.current.adjust(block, 30, 30));
    expect(result.current.draft).toBeUndefined();
    expect(result.current.editor?.moved).toBeUndefined();
    await waitFor(() => expect(error).toHaveBeenCalledWith("This block is over, so it cannot be moved.", undefined));
  });
});
