// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import type { BoardItem, BoardResponse, ProspectInteraction } from "@frontdesk/lib/contract/prospects";
import { interactionStatuses } from "@frontdesk/lib/contract/prospect-statuses";
import { useRecordVersion } from "@/components/ui/record-changed";
import { queryClientWrapper, recordChangedProblem, resetHookTests, stubBff } from "../testing/hooks";
import {
  boardColumnKey,
  interactionVersion,
  useMoveInteraction,
  useMovePastDue,
  useUpdateInteraction,
} from "./queries";

// The prospect board's queued moves: optimistic in every cached board, sent one at a time, each at the
// version the person's own moves before it left, and rolled back when refused.
const { active, completed, overdue } = interactionStatuses;
const card = (id: number, status: number, nextActionDate: string | null = null): BoardItem => ({
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
  member: { memberId: 500 + id, firstName: "Ada", lastName: "Lovelace", status: "Prospect" },
});
const counts = { active: 2, completed: 5, overdue: 0, unassigned: 0 };
type Cache = InfiniteData<BoardResponse, string | undefined>;
const page = (data: BoardItem[]): Cache => ({ pages: [{ data, counts, nextCursor: null }], pageParams: [undefined] });
const column = (client: QueryClient, status: number) => client.getQueryData<Cache>(boardColumnKey({}, status))!;
const ids = (client: QueryClient, status: number) => column(client, status).pages[0].data.map((d) => d.id);

/** The unfiltered board cached with two active cards and one completed. */
function boardWith(first: BoardItem, second: BoardItem) {
  const { client, wrapper } = queryClientWrapper();
  client.setQueryData(boardColumnKey({}, active), page([first, second]));
  client.setQueryData(boardColumnKey({}, completed), page([card(9, completed)]));
  client.setQueryData(boardColumnKey({}, overdue), page([]));
  return { client, wrapper };
}
/** What the BFF answers to a move: the interaction re-stamped (a new version). */
const stored = (item: BoardItem, status: number, at: string): ProspectInteraction => {
  const { member: _member, ...interaction } = item;
  return { ...interaction, interactionStatus: status, lastActionDate: at };
};
const updatePath = (item: BoardItem) => `/api/prospects/members/${item.memberId}/interactions/${item.id}`;

describe("the board's moves", () => {
  afterEach(resetHookTests);

  it("moves a card at once: out of its column, on top of the target, counts following", async () => {
    const a = card(1, active);
    const { client, wrapper } = boardWith(a, card(2, active));
    let answer: (() => void) | undefined;
    stubBff({
      [`PUT ${updatePath(a)}`]: () =>
        new Promise((resolve) => (answer = () => resolve({ json: stored(a, completed, "2026-11-02T10:00:00Z") }))),
    });
    const { result } = renderHook(() => useMoveInteraction(), { wrapper });
    act(() => result.current.mutate({ item: a, to: completed }));
    await waitFor(() => expect(ids(client, completed)).toEqual([1, 9]));
    expect(ids(client, active)).toEqual([2]);
    expect(column(client, completed).pages[0].counts).toMatchObject({ active: 1, completed: 6 });
    await waitFor(() => expect(answer).toBeDefined()); // the move is under way
    act(() => answer!());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // the card takes the version the move left, so the next move is not refused
    expect(column(client, completed).pages[0].data[0].lastActionDate).toBe("2026-11-02T10:00:00Z");
  });

  it("rolls a refused move back: every column as it was", async () => {
    const a = card(1, active);
    const { client, wrapper } = boardWith(a, card(2, active));
    const before = [column(client, active), column(client, completed)];
    stubBff({ [`PUT ${updatePath(a)}`]: [{ problem: recordChangedProblem }] });
    const { result } = renderHook(() => useMoveInteraction(), { wrapper });
    act(() => result.current.mutate({ item: a, to: completed }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect([column(client, active), column(client, completed)]).toEqual(before);
  });

  it("sends a card moved twice quickly one move at a time, the second at the version the first left", async () => {
    const a = card(1, active);
    const { wrapper } = boardWith(a, card(2, active));
    const first = stored(a, completed, "2026-11-02T10:00:00Z");
    const sent = stubBff({
      [`PUT ${updatePath(a)}`]: [{ json: first }, { json: stored(a, active, "2026-11-02T10:00:05Z") }],
    });
    const { result } = renderHook(() => useMoveInteraction(), { wrapper });
    // both moves made from the card as the board read it, before the first is answered
    act(() => {
      result.current.mutate({ item: a, to: completed });
      result.current.mutate({ item: a, to: active });
    });
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent.map((s) => [(s.body as { interactionStatus: number }).interactionStatus, s.ifMatch])).toEqual([
      [completed, interactionVersion(a)],
      [active, interactionVersion(first)],
    ]);
  });

  it("the side panel's save of a card moved a moment ago builds on the move, not on the card as read", async () => {
    const a = card(1, active);
    const { wrapper } = boardWith(a, card(2, active));
    const moved = stored(a, completed, "2026-11-02T10:00:00Z");
    const sent = stubBff({ [`PUT ${updatePath(a)}`]: [{ json: moved }, { json: { ...moved, details: "Rang back" } }] });
    const { result } = renderHook(() => ({ move: useMoveInteraction(), update: useUpdateInteraction() }), { wrapper });
    act(() => {
      result.current.move.mutate({ item: a, to: completed });
      result.current.update.mutate({
        memberId: a.memberId,
        id: a.id,
        body: { details: "Rang back" },
        ifMatch: interactionVersion(a),
      });
    });
    await waitFor(() => expect(result.current.update.isSuccess).toBe(true));
    expect(sent.map((s) => s.ifMatch)).toEqual([interactionVersion(a), interactionVersion(moved)]);
  });

  it("moves active cards whose next action has passed to Overdue, and leaves the rest", () => {
    const due = card(1, active, "2026-11-27T09:00:00Z");
    const later = card(2, active, "2026-11-27T18:00:00Z");
    const { client, wrapper } = boardWith(due, later);
    const { result } = renderHook(() => useMovePastDue(), { wrapper });
    act(() => result.current(Date.parse("2026-11-27T12:00:00Z")));
    expect(ids(client, overdue)).toEqual([1]);
    expect(ids(client, active)).toEqual([2]);
    expect(column(client, overdue).pages[0].counts).toMatchObject({ active: 1, overdue: 1 });
  });
});

describe("useRecordVersion over the person's own writes", () => {
  afterEach(resetHookTests);

  it("a panel opened on a card before its move came back follows the move: its If-Match is the move's version", async () => {
    const a = card(1, active);
    const { wrapper } = boardWith(a, card(2, active));
    const moved = stored(a, completed, "2026-11-02T10:00:00Z");
    stubBff({ [`PUT ${updatePath(a)}`]: [{ json: moved }] });
    const { member: _m, ...asRead } = a;
    const { result } = renderHook(
      () => ({
        move: useMoveInteraction(),
        version: useRecordVersion<ProspectInteraction | null>(
          asRead,
          async () => null,
          (r) => (r ? interactionVersion(r) : ""),
        ),
      }),
      { wrapper },
    );
    expect(result.current.version.ifMatch).toBe(interactionVersion(a));
    act(() => result.current.move.mutate({ item: a, to: completed }));
    await waitFor(() => expect(result.current.version.ifMatch).toBe(interactionVersion(moved)));
    expect(result.current.version.readAt).toEqual(moved);
    expect(result.current.version.newer).toBeUndefined(); // never read as someone else's change
  });
});
