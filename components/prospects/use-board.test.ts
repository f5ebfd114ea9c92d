// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import type { InfiniteData } from "@tanstack/react-query";
import { toast as sonnerToast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BoardItem, BoardResponse, ProspectInteraction } from "@frontdesk/lib/contract/prospects";
import { interactionStatuses } from "@frontdesk/lib/contract/prospect-statuses";
import { queryClientWrapper, recordChangedProblem, resetHookTests, stubBff } from "../testing/hooks";
import type { BoardFilterState, BoardFilters } from "./board-filters";
import { boardColumnKey } from "./queries";
import { useBoardClock, useBoardColumns, useCardMoves } from "./use-board";

// The board's clock, its columns (names two people share, cards past due moved to Overdue as time passes)
// and the toasts of each move.
const { active, completed, overdue, unassigned } = interactionStatuses;
const card = (id: number, status: number, name: [string, string], nextActionDate: string | null = null) =>
  ({
    id,
    memberId: 500 + id,
    interactionSubTypeId: "CALL1",
    interactionTypeId: "CALL",
    interactionType: 0,
    details: null,
    nextActionDate,
    scheduledWith: null,
    scheduledBy: null,
    outcomeOfInteractionTypeId: null,
    duration: null,
    priority: null,
    emailConfirmationType: null,
    interactionStatus: status,
    reminder: null,
    raisedByUserId: "SALES1",
    raisedDate: "2026-11-01T09:00:00Z",
    lastActionUserId: "SALES1",
    lastActionDate: "2026-11-01T09:00:00Z",
    member: { memberId: 500 + id, firstName: name[0], lastName: name[1], status: "Prospect" },
  }) as BoardItem;
const counts = { active: 0, completed: 0, overdue: 0, unassigned: 0 };
type Cache = InfiniteData<BoardResponse, string | undefined>;
const page = (data: BoardItem[]): Cache => ({ pages: [{ data, counts, nextCursor: null }], pageParams: [undefined] });
const filters: BoardFilters = {};
const filterState = { filters, unassignedFilters: filters } as unknown as BoardFilterState;
const ada: [string, string] = ["Ada", "Lovelace"];

/** A board whose four columns are cached (fresh: nothing is read) with these cards. */
function boardWith(columns: Record<number, BoardItem[]>) {
  const { client, wrapper } = queryClientWrapper();
  for (const status of [active, completed, overdue, unassigned])
    client.setQueryData(boardColumnKey(filters, status), page(columns[status] ?? []));
  return { client, wrapper };
}

describe("useBoardClock", () => {
  afterEach(() => {
    vi.useRealTimers();
    resetHookTests();
  });

  it("starts at the server's time of its first reads, then follows the clock every 30 seconds", () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-27T12:00:00Z") });
    const readAt = Date.parse("2026-11-27T11:59:58Z");
    const { result } = renderHook(() => useBoardClock(readAt));
    expect(result.current).toBe(readAt);
    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current).toBe(readAt);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(Date.parse("2026-11-27T12:00:30Z"));
  });
});

describe("useBoardColumns", () => {
  afterEach(resetHookTests);

  it("names the people two cards share a name for, whichever columns they are in", () => {
    const { wrapper } = boardWith({
      [active]: [card(1, active, ada), card(2, active, ["Grace", "Hopper"])],
      [completed]: [card(3, completed, ada), { ...card(4, completed, ["Grace", "Hopper"]), memberId: 502 }],
    });
    // card 4 is another card of Grace Hopper's own (member 502, as card 2): not two people
    const { result } = renderHook(() => useBoardColumns(filterState, Date.parse("2026-11-01T00:00:00Z")), {
      wrapper,
    });
    expect([...result.current.repeatedNames]).toEqual(["Ada Lovelace"]);
  });

  it("moves an active card to Overdue once its next action has passed, as the clock moves on", () => {
    const { client, wrapper } = boardWith({ [active]: [card(1, active, ada, "2026-11-27T12:00:00Z")] });
    const ids = (status: number) => client.getQueryData<Cache>(boardColumnKey(filters, status))!.pages[0].data;
    const { rerender } = renderHook(({ now }) => useBoardColumns(filterState, now), {
      wrapper,
      initialProps: { now: Date.parse("2026-11-27T11:59:00Z") },
    });
    expect(ids(active).map((c) => c.id)).toEqual([1]);
    rerender({ now: Date.parse("2026-11-27T12:01:00Z") });
    expect(ids(overdue).map((c) => c.id)).toEqual([1]);
    expect(ids(active)).toEqual([]);
  });
});

describe("useCardMoves", () => {
  let success: ReturnType<typeof vi.spyOn>;
  let warning: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    success = vi.spyOn(sonnerToast, "success");
    warning = vi.spyOn(sonnerToast, "warning");
    error = vi.spyOn(sonnerToast, "error");
  });
  afterEach(resetHookTests);

  const a = card(1, active, ada);
  const path = `/api/prospects/members/${a.memberId}/interactions/${a.id}`;
  const stored = (): ProspectInteraction => {
    const { member: _member, ...interaction } = a;
    return { ...interaction, interactionStatus: completed, lastActionDate: "2026-11-02T10:00:00Z" };
  };

  it("says where a card went", async () => {
    stubBff({ [`PUT ${path}`]: [{ json: stored() }] });
    const { wrapper } = boardWith({ [active]: [a] });
    const { result } = renderHook(() => useCardMoves(), { wrapper });
    act(() => result.current(a, completed));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Moved Ada Lovelace to completed", undefined));
  });

  it("says a card someone else changed since the board loaded was not moved (412)", async () => {
    stubBff({ [`PUT ${path}`]: [{ problem: recordChangedProblem }] });
    const { wrapper } = boardWith({ [active]: [a] });
    const { result } = renderHook(() => useCardMoves(), { wrapper });
    act(() => result.current(a, completed));
    await waitFor(() => expect(warning).toHaveBeenCalledOnce());
    expect(warning.mock.calls[0][0]).toMatch(/^Ada Lovelace's card was changed by someone else/);
    expect(success).not.toHaveBeenCalled();
  });

  it("says why any other move failed, in words", async () => {
    stubBff({
      [`PUT ${path}`]: [{ problem: { type: "about:blank", title: "Bad Gateway", status: 502, detail: "No answer" } }],
    });
    const { wrapper } = boardWith({ [active]: [a] });
    const { result } = renderHook(() => useCardMoves(), { wrapper });
    act(() => result.current(a, overdue));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Could not move Ada Lovelace: No answer", undefined));
  });
});
