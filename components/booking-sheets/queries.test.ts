// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ExceptionScheduleRequest } from "@frontdesk/lib/contract/booking-sheets";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { draftPause, useDeleteSchedule, usePreview, useSaveSchedule } from "./queries";
import { toRequest, emptyDraft } from "./schedule-draft";

// The booking sheet's reads and writes: the dry run asked once the draft has settled (not at each step of a drag),
// a save that creates or replaces as the schedule is new or stored (at the version read), every sheet read refreshed
// after it.
const scheduleId = "3f2b1c4e-0000-4000-8000-000000000001";
const request = (startTime: string): ExceptionScheduleRequest =>
  toRequest(
    {
      ...emptyDraft("2026-12-07", "TB1"),
      productIds: ["P1"],
      frequency: "Once",
      startTime,
      endTime: "10:00",
    },
    "S1",
  );
const dryRun = {
  json: {
    status: 200,
    result: {
      exceptionsUpdated: 1,
      scheduleId: "00000000-0000-0000-0000-000000000000",
      errors: [],
      overlappingExceptions: [],
      existingExceptions: [],
      existingBookings: [],
    },
  },
};
const written = (id: string) => ({
  json: {
    exceptionsUpdated: 1,
    scheduleId: id,
    errors: [],
    overlappingExceptions: [],
    existingExceptions: [],
    existingBookings: [],
    version: '"v2"',
  },
});

describe("booking sheet hooks", () => {
  afterEach(() => {
    vi.useRealTimers();
    resetHookTests();
  });

  it("asks for the dry run once the draft has stayed unchanged for the pause, with the last draft only", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = stubBff({ "POST /api/booking-sheets/exception/preview": () => dryRun });
    const { wrapper } = queryClientWrapper();
    const { result, rerender } = renderHook(({ draft }) => usePreview(draft, scheduleId), {
      wrapper,
      initialProps: { draft: undefined as ExceptionScheduleRequest | undefined },
    });
    expect(result.current.fetchStatus).toBe("idle");
    rerender({ draft: request("08:00") });
    await act(() => vi.advanceTimersByTimeAsync(draftPause - 100));
    rerender({ draft: request("08:30") }); // the drag goes on
    await act(() => vi.advanceTimersByTimeAsync(draftPause - 100));
    expect(sent).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(result.current.data?.result.exceptionsUpdated).toBe(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ scheduleId, schedule: request("08:30") });
  });

  it("a new schedule is created, a stored one replaced at the version read; each refreshes every sheet read", async () => {
    const sent = stubBff({
      "POST /api/booking-sheets/exception": [written(scheduleId)],
      [`PUT /api/booking-sheets/exception/${scheduleId}`]: [written(scheduleId)],
    });
    const { client, wrapper } = queryClientWrapper();
    const sheet = ["bookingSheets", "sheet", { query: { siteId: "S1", from: "2026-12-07", to: "2026-12-13" } }];
    const sites = ["configuration", "sites", {}];
    const { result } = renderHook(() => useSaveSchedule(), { wrapper });
    for (const scheduleIdSent of [undefined, scheduleId]) {
      client.setQueryData(sheet, {});
      client.setQueryData(sites, []);
      act(() => result.current.mutate({ request: request("09:00"), scheduleId: scheduleIdSent, ifMatch: '"v1"' }));
      await waitFor(() => expect(client.getQueryState(sheet)?.isInvalidated).toBe(true));
      expect(client.getQueryState(sites)?.isInvalidated).toBe(false);
    }
    expect(sent.map((s) => [s.method, s.path, s.ifMatch])).toEqual([
      ["POST", "/api/booking-sheets/exception", null],
      ["PUT", `/api/booking-sheets/exception/${scheduleId}`, '"v1"'],
    ]);
  });

  it("deleting a schedule's dates over more than 366 days goes in steps, the first at the version read, then reads the sheet", async () => {
    const sent = stubBff({
      [`DELETE /api/booking-sheets/exception/${scheduleId}`]: (request) => ({
        json: { scheduleId, exceptionsDeleted: 10, version: `"after-${request.query.get("to")}"` },
      }),
    });
    const { client, wrapper } = queryClientWrapper();
    const sheet = ["bookingSheets", "sheet", { query: { siteId: "S1", from: "2026-12-07", to: "2026-12-13" } }];
    client.setQueryData(sheet, {});
    const { result } = renderHook(() => useDeleteSchedule(), { wrapper });
    act(() => result.current.mutate({ scheduleId, from: "2026-12-07", to: "2028-01-31", ifMatch: '"v5"' }));
    await waitFor(() => expect(result.current.data).toEqual({ exceptionsDeleted: 20, version: '"after-2028-01-31"' }));
    expect(sent.map((s) => [s.query.get("from"), s.query.get("to"), s.ifMatch])).toEqual([
      ["2026-12-07", "2027-12-07", '"v5"'],
      ["2027-12-08", "2028-01-31", null],
    ]);
    await waitFor(() => expect(client.getQueryState(sheet)?.isInvalidated).toBe(true));
  });
});
