// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeSource, queryClientWrapper, resetHookTests } from "../testing/hooks";
import { useLiveQueries } from "./use-live";

describe("useLiveQueries", () => {
  afterEach(() => {
    resetHookTests();
    vi.useRealTimers();
  });

  it("opens one stream for the screen's topics, reads again what a change is about, everything after a drop, and closes with the screen", async () => {
    vi.stubGlobal("EventSource", FakeSource);
    const { client, wrapper } = queryClientWrapper();
    const refreshed = vi.spyOn(client, "invalidateQueries");
    const { result, unmount } = renderHook(
      () =>
        useLiveQueries({
          "visits:site:LEEDS": [["visits", "siteVisits"]],
          "visits:site:YORK": [["visits", "doorSites"]],
        }),
      { wrapper },
    );
    expect(FakeSource.made).toHaveLength(1);
    expect(FakeSource.made[0]!.url).toBe("/api/live?topic=visits%3Asite%3ALEEDS&topic=visits%3Asite%3AYORK");
    expect(result.current).toBe("connecting");

    const source = FakeSource.made[0]!;
    act(() => source.emit("open"));
    expect(result.current).toBe("live");
    expect(refreshed).not.toHaveBeenCalled(); // the first open reads nothing again: the screen has just read

    act(() => source.emit("change", 1, "visits:site:LEEDS"));
    expect(refreshed.mock.calls).toEqual([[{ queryKey: ["visits", "siteVisits"] }]]);

    refreshed.mockClear();
    act(() => source.emit("error", 0)); // a blip: the browser reconnects by itself
    expect(result.current).toBe("reconnecting");
    act(() => source.emit("open"));
    expect(result.current).toBe("live");
    // what changed meanwhile: every read
    expect(refreshed.mock.calls).toEqual([
      [{ queryKey: ["visits", "siteVisits"] }],
      [{ queryKey: ["visits", "doorSites"] }],
    ]);

    unmount();
    expect(source.closed).toBe(true);
  });

  it("an answer that is not a stream ends the source: a new one is made five seconds later", () => {
    vi.useFakeTimers();
    vi.stubGlobal("EventSource", FakeSource);
    const { wrapper } = queryClientWrapper();
    renderHook(() => useLiveQueries({ "bookings:session:7": [["bookings", "roster"]] }), { wrapper });
    act(() => FakeSource.made[0]!.emit("error", FakeSource.CLOSED));
    expect(FakeSource.made).toHaveLength(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(FakeSource.made).toHaveLength(2);
  });

  it("no topics, no stream", () => {
    vi.stubGlobal("EventSource", FakeSource);
    const { wrapper } = queryClientWrapper();
    renderHook(() => useLiveQueries({}), { wrapper });
    expect(FakeSource.made).toHaveLength(0);
  });
});
