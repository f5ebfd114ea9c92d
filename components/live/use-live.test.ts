// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClientWrapper, resetHookTests } from "../testing/hooks";
import { useLiveQueries } from "./use-live";

/**
 * The browser's EventSource, played by the test: the hook's own logic is under test (what it opens, what it reads
 * again and when); the stream itself is tested over real HTTP (app/api/_tests/live.test.ts, scripts/instances.ts).
 */
class FakeSource {
  static CLOSED = 2;
  static made: FakeSource[] = [];
  readyState = 0;
  closed = false;
  listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, readyState = 1, data = "") {
    this.readyState = readyState;
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
  }
}

describe("useLiveQueries", () => {
  afterEach(() => {
    resetHookTests();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    FakeSource.made = [];
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
