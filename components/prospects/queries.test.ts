// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { boardPageSize, interactionStatuses } from "@frontdesk/lib/contract/prospect-statuses";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useBoardColumn, useProspectSearch } from "./queries";

// A board column pages by the cursor each page answers, under its filters; the prospect search asks trimmed and keeps
// the last results while the next are read. (The board's moves: board-moves.test.ts; the side panel's writes:
// use-interaction-form.test.ts.)
const counts = { active: 0, overdue: 0, unassigned: 0, completed: 0 };

describe("prospect hooks", () => {
  afterEach(resetHookTests);

  it("a column reads a page at a time, each after the cursor the last answered, with its status and filters", async () => {
    const sent = stubBff({
      "GET /api/prospects/board": (request) => ({
        json: { data: [], counts, nextCursor: request.query.get("cursor") === null ? "after-100" : null },
      }),
    });
    const { wrapper } = queryClientWrapper();
    const { result } = renderHook(() => useBoardColumn({ scheduledWith: "SALES1" }, interactionStatuses.active), {
      wrapper,
    });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(
      sent.map((s) => [
        s.query.get("status"),
        s.query.get("scheduledWith"),
        s.query.get("limit"),
        s.query.get("cursor"),
      ]),
    ).toEqual([
      [String(interactionStatuses.active), "SALES1", String(boardPageSize), null],
      [String(interactionStatuses.active), "SALES1", String(boardPageSize), "after-100"],
    ]);
  });

  it("searches trimmed, and keeps the last prospects shown while the next words are read", async () => {
    let release: () => void = () => {};
    const prospect = { memberId: 501, firstName: "Ada", lastName: "Lovelace", status: "Prospect" };
    const sent = stubBff({
      "GET /api/prospects/members": (request) =>
        request.query.get("search") === "ada"
          ? { json: [prospect] }
          : new Promise((resolve) => (release = () => resolve({ json: [] }))),
    });
    const { wrapper } = queryClientWrapper();
    const { result, rerender } = renderHook(({ text }) => useProspectSearch(text), {
      wrapper,
      initialProps: { text: " ada " },
    });
    await waitFor(() => expect(result.current.data).toEqual([prospect]));
    rerender({ text: "ada l" });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(result.current.data).toEqual([prospect]);
    release();
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(sent.map((s) => s.query.get("search"))).toEqual(["ada", "ada l"]);
  });
});
