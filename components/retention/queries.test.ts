// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import type { RetentionRun } from "@frontdesk/lib/contract/retention";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useChangeRun, usePlaceHold, useReleaseHold, useRuns, useSaveSchedule, useStartRun } from "./queries";

// The retention runs: followed every two seconds while one is running, not at all once none is; starting or changing
// a run, even refused, reads the runs again.
const run = (id: number, state: RetentionRun["state"]): RetentionRun => ({
  id,
  trigger: "manual",
  startedBy: "ADMIN1",
  startedByName: "Ada Admin",
  startedAt: "2026-11-29T10:00:00Z",
  state,
  message: null,
  finishedAt: null,
  rules: [],
});

describe("retention run hooks", () => {
  afterEach(() => {
    vi.useRealTimers();
    resetHookTests();
  });

  it("reads the runs every two seconds while one runs, and stops once it has finished", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [[run(1, "running")], [run(1, "running")], [run(1, "finished")]];
    const sent = stubBff({ "GET /api/retention/runs": () => ({ json: answers.shift() ?? [run(1, "finished")] }) });
    const { wrapper } = queryClientWrapper();
    const { result } = renderHook(() => useRuns(), { wrapper });
    await waitFor(() => expect(result.current.data?.[0]?.state).toBe("running"));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(sent).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(result.current.data?.[0]?.state).toBe("finished"));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(sent).toHaveLength(3);
  });

  it("a run stopped, even refused, reads the runs again", async () => {
    stubBff({
      "POST /api/retention/runs/4": [
        { problem: { type: "about:blank", title: "Conflict", status: 409, detail: "The run has finished." } },
      ],
    });
    const { client, wrapper } = queryClientWrapper();
    const key = api.retention.read("runs").queryKey;
    client.setQueryData(key, [run(4, "finished")]);
    const { result } = renderHook(() => useChangeRun(), { wrapper });
    act(() => result.current.mutate({ runId: 4, action: "stop" }));
    await waitFor(() => expect(result.current.error?.message).toBe("The run has finished."));
    await waitFor(() => expect(client.getQueryState(key)?.isInvalidated).toBe(true));
  });

  it("each write reads again what it changed: the settings, the runs, the member's retention (that member's only)", async () => {
    const refused = { problem: { type: "about:blank", title: "Conflict", status: 409, detail: "Refused." } };
    stubBff({
      "POST /api/retention/runs": [refused],
      "DELETE /api/members/1001/legal-hold": [{ status: 204 }],
      "PUT /api/members/1001/legal-hold": [refused],
      "PUT /api/retention/schedule": [refused],
    });
    const { client, wrapper } = queryClientWrapper();
    const keys = {
      settings: api.retention.read("settings").queryKey,
      runs: api.retention.read("runs").queryKey,
      member: api.retention.read("member", { params: { memberId: 1001 } }).queryKey,
      other: api.retention.read("member", { params: { memberId: 1002 } }).queryKey,
    };
    const reset = () => Object.values(keys).forEach((key) => client.setQueryData(key, {} as never));
    const stale = () => Object.values(keys).map((key) => client.getQueryState(key)?.isInvalidated);
    const { result } = renderHook(
      () => ({
        start: useStartRun(),
        release: useReleaseHold(1001),
        hold: usePlaceHold(1001),
        schedule: useSaveSchedule(),
      }),
      { wrapper },
    );
    reset();
    act(() => result.current.start.mutate()); // refused, still read again: the run may have started elsewhere
    await waitFor(() => expect(stale()).toEqual([false, true, false, false]));
    reset();
    act(() => result.current.release.mutate());
    await waitFor(() => expect(stale()).toEqual([false, false, true, false]));
    reset();
    act(() => result.current.hold.mutate({ reason: "Court order" })); // refused: nothing changed
    await waitFor(() => expect(result.current.hold.isError).toBe(true));
    act(() => result.current.schedule.mutate({ weekly: true, weekday: 1, hour: 3 }));
    await waitFor(() => expect(result.current.schedule.isError).toBe(true));
    expect(stale()).toEqual([false, false, false, false]);
  });
});
