// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import { FakeSource, queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useGiveCard, useSiteVisits, useUndoVisit } from "./queries";
import { useLiveMemberVisits } from "./member-visits-live";
import { lastVisitsShown } from "./visit-keys";

// The door's reads and writes: a filter of who is in keeps the site's rows shown until the new ones arrive, another
// site's never; an undone visit reads who is in and the member's visits again (not the door check or the sites); a
// card given reads that member's cards and door check again.
const day = (siteId: string, total: number) => ({
  siteId,
  date: "2026-11-29",
  total,
  stillIn: total,
  byHour: [],
  matching: total,
  visits: [],
});
const waiting = () => new Promise<never>(() => {});

describe("door hooks", () => {
  afterEach(resetHookTests);

  it("keeps the site's rows while a filter is read, but never another site's under this one", async () => {
    stubBff({
      "GET /api/visits": (request) =>
        request.query.get("search") === null && request.query.get("siteId") === "LEEDS"
          ? { json: day("LEEDS", 40) }
          : waiting(),
    });
    const { wrapper } = queryClientWrapper();
    const { result, rerender } = renderHook(({ siteId, search }) => useSiteVisits(siteId, { search }, 100), {
      wrapper,
      initialProps: { siteId: "LEEDS", search: undefined as string | undefined },
    });
    await waitFor(() => expect(result.current.data?.total).toBe(40));
    rerender({ siteId: "LEEDS", search: "marsh" });
    expect(result.current.data?.siteId).toBe("LEEDS"); // Leeds's rows stay while the search is read
    expect(result.current.isPlaceholderData).toBe(true);
    rerender({ siteId: "YORK", search: undefined });
    expect(result.current.data).toBeUndefined(); // not Leeds's rows under York
  });

  it("a visit undone reads who is in and the member's visits again, not the door check or the sites", async () => {
    stubBff({
      "POST /api/visits/7/undo": [
        { problem: { type: "about:blank", title: "Conflict", status: 409, detail: "Already undone." } },
      ],
    });
    const { client, wrapper } = queryClientWrapper();
    const keys = {
      whoIsIn: api.visits.read("siteVisits", { query: { siteId: "LEEDS", limit: 100 } }).queryKey,
      memberVisits: api.visits.read("memberVisits", { params: { memberId: 1001 }, query: { limit: 5 } }).queryKey,
      doorCheck: api.visits.read("doorCheck", { params: { memberId: 1001 } }).queryKey,
      sites: api.visits.read("doorSites").queryKey,
    };
    for (const key of Object.values(keys)) client.setQueryData(key, {} as never);
    const { result } = renderHook(() => useUndoVisit(), { wrapper });
    act(() => result.current.mutate({ visitId: 7, reason: "Scanned twice" }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    // refused: nothing changed, nothing read again
    expect(Object.values(keys).map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    stubBff({
      "POST /api/visits/7/undo": [
        {
          json: {
            visitId: 7,
            memberId: 1001,
            siteId: "LEEDS",
            visitedAt: "2026-11-29T09:00:00Z",
            method: "scan",
            overrideReason: null,
            letInBy: "RECEPTION1",
            undoneAt: "2026-11-29T09:01:00Z",
            undoneBy: "RECEPTION1",
            undoReason: "Scanned twice",
            leftAt: null,
            leftBy: null,
          },
        },
      ],
    });
    act(() => result.current.mutate({ visitId: 7, reason: "Scanned twice" }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() =>
      expect(Object.values(keys).map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([
        true,
        true,
        false,
        false,
      ]),
    );
  });

  it("a card given reads that member's cards and door check again, no other member's", async () => {
    stubBff({
      "PUT /api/members/1001/card": [
        { json: { memberId: 1001, cardNumber: "700100101", issuedAt: "2026-11-29T09:00:00Z" } },
      ],
    });
    const { client, wrapper } = queryClientWrapper();
    const keys = [
      api.visits.read("memberCards", { params: { memberId: 1001 } }).queryKey,
      api.visits.read("doorCheck", { params: { memberId: 1001 } }).queryKey,
      api.visits.read("memberCards", { params: { memberId: 1002 } }).queryKey,
      api.visits.read("doorCheck", { params: { memberId: 1002 } }).queryKey,
    ];
    for (const key of keys) client.setQueryData(key, {} as never);
    const { result } = renderHook(() => useGiveCard(1001), { wrapper });
    act(() => result.current.mutate({ cardNumber: "700100101" }));
    await waitFor(() =>
      expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, false, false]),
    );
  });

  it("the overview's last visits hear the member's visits only: a visit there reads them again, not their cards or check", () => {
    vi.stubGlobal("EventSource", FakeSource);
    const { client, wrapper } = queryClientWrapper();
    const keys = [
      api.visits.read("memberVisits", { params: { memberId: 1001 }, query: { limit: lastVisitsShown } }).queryKey,
      api.visits.read("memberCards", { params: { memberId: 1001 } }).queryKey,
      api.visits.read("doorCheck", { params: { memberId: 1001 } }).queryKey,
      api.visits.read("memberVisits", { params: { memberId: 1002 }, query: { limit: lastVisitsShown } }).queryKey,
    ];
    for (const key of keys) client.setQueryData(key, [] as never);
    renderHook(() => useLiveMemberVisits(1001), { wrapper });
    expect(FakeSource.made.map((s) => decodeURIComponent(s.url))).toEqual(["/api/live?topic=visits:member:1001"]);
    act(() => FakeSource.made[0]!.emit("open"));
    act(() => FakeSource.made[0]!.emit("change", 1, "visits:member:1001"));
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, false, false, false]);
  });
});
