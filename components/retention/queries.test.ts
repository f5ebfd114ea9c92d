// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api/areas";
import type { RetentionRun } from "@/lib/contract/retention";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useChangeRun, useRuns } from "./queries";

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
});
