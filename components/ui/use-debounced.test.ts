// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetHookTests } from "../testing/hooks";
import { useDebounced } from "./use-debounced";

// A search asked as typing pauses: the value passes on only once it has stopped changing for the pause.
describe("useDebounced", () => {
  afterEach(() => {
    vi.useRealTimers();
    resetHookTests();
  });

  it("keeps the first value, passes on the last one only once typing has paused for the whole pause", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ text }) => useDebounced(text, 250), { initialProps: { text: "" } });
    rerender({ text: "h" });
    act(() => vi.advanceTimersByTime(200));
    rerender({ text: "he" });
    act(() => vi.advanceTimersByTime(200));
    // 400 ms since the first key, but only 200 since the last: nothing passed on yet
    expect(result.current).toBe("");
    rerender({ text: "hel" });
    act(() => vi.advanceTimersByTime(249));
    expect(result.current).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("hel");
  });

  it("passes nothing on after it is gone (its timer is cleared)", () => {
    vi.useFakeTimers();
    const { result, rerender, unmount } = renderHook(({ n }) => useDebounced(n, 100), { initialProps: { n: 1 } });
    rerender({ n: 2 });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(result.current).toBe(1);
  });
});
