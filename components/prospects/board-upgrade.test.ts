// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetHookTests } from "../testing/hooks";
import { pressAfterUpgrade, upgradeOnApproach, useBoardUpgrade } from "./board-upgrade";

// The board's upgrade (drag and drop, menus, virtual lists) stays out of the first load: fetched once the page is used,
// in use once someone reaches for the board, and what was focused or pressed before it is given back after. The
// module's state lasts for the file, so these run in order: plain, fetched, upgraded, then the presses.
// the real module (no vi.mock: a worker's files share their modules, decision 027); nothing else in the tests loads it
const upgraded = { DraggableCard: expect.any(Function), ColumnDropZone: expect.any(Function) };

describe("useBoardUpgrade", () => {
  afterEach(resetHookTests);

  it("stays plain while the page is used (the upgrade is only fetched); reaching for the board upgrades it", async () => {
    const { result } = renderHook(() => useBoardUpgrade());
    expect(result.current).toBeUndefined();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    // fetched when the browser is next idle (a second without requestIdleCallback), but the cards are not re-created
    // until someone reaches for the board
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(result.current).toBeUndefined();
    act(() => upgradeOnApproach.onWheel());
    await waitFor(() => expect(result.current).toMatchObject(upgraded));
  });

  it("a board shown again later starts upgraded", () => {
    const { result } = renderHook(() => useBoardUpgrade());
    expect(result.current).toMatchObject(upgraded);
  });

  it("a card button pressed by pointer before the upgrade is focused and pressed again on its upgraded self", async () => {
    const button = document.createElement("button");
    button.dataset.focusId = "card-7-move";
    const clicked = vi.fn();
    button.addEventListener("click", clicked);
    document.body.append(button);
    pressAfterUpgrade("card-7-move", "pointer");
    renderHook(() => useBoardUpgrade());
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it("one pressed by keyboard is pressed again with Enter (a menu opens, a keyboard drag starts); focus alone is only focus", async () => {
    const button = document.createElement("button");
    button.dataset.focusId = "card-8-grip";
    const keys: string[] = [];
    const clicked = vi.fn();
    button.addEventListener("keydown", (event) => keys.push(`down ${event.key}`));
    button.addEventListener("keyup", (event) => keys.push(`up ${event.key}`));
    button.addEventListener("click", clicked);
    document.body.append(button);
    pressAfterUpgrade("card-8-grip", "keyboard");
    renderHook(() => useBoardUpgrade());
    await waitFor(() => expect(keys).toEqual(["down Enter", "up Enter"]));
    (document.activeElement as HTMLElement | null)?.blur();
    pressAfterUpgrade("card-8-grip", false);
    renderHook(() => useBoardUpgrade());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(keys).toHaveLength(2);
    expect(clicked).not.toHaveBeenCalled();
    button.remove();
  });
});
