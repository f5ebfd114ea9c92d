// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resetHookTests } from "../testing/hooks";
import { useBoardFilters } from "./board-filters";

// The board's filters as the BFF takes them: "Mine" is scheduled with the person (never for Unassigned, which is
// scheduled with nobody), the next action's days as the instants their days begin and end, Clear keeps Mine or All.
describe("useBoardFilters", () => {
  afterEach(resetHookTests);

  it("starts on Mine with nothing else, and narrows as filters are chosen", () => {
    const { result } = renderHook(() => useBoardFilters("SALES1"));
    expect(result.current.filters).toEqual({ scheduledWith: "SALES1" });
    expect(result.current.unassignedFilters).toEqual({ scheduledWith: undefined });
    expect(result.current.narrowed).toBe(false);
    act(() => {
      result.current.setType("CALL");
      result.current.setPriority("2");
      result.current.setRange({ from: "2026-12-01", to: "2026-12-07" });
    });
    expect(result.current.filters).toEqual({
      scheduledWith: "SALES1",
      interactionType: "CALL",
      priority: 2,
      from: new Date("2026-12-01T00:00").toISOString(),
      // the last day whole: up to the start of the day after
      to: new Date("2026-12-08T00:00").toISOString(),
    });
    expect(result.current.unassignedFilters).toMatchObject({ scheduledWith: undefined, interactionType: "CALL" });
    expect(result.current.narrowed).toBe(true);
  });

  it("All drops the person; a half-typed day is no filter; Clear keeps the scope", () => {
    const { result } = renderHook(() => useBoardFilters("SALES1"));
    act(() => {
      result.current.setScope("all");
      result.current.setRange({ from: "2026-13-45", to: "" });
    });
    expect(result.current.filters).toEqual({});
    act(() => result.current.setType("TASK"));
    act(() => result.current.clear());
    expect(result.current.filters).toEqual({});
    expect(result.current.chosen).toEqual({ scope: "all", type: "", priority: "", from: "", to: "" });
    expect(result.current.narrowed).toBe(false);
  });
});
