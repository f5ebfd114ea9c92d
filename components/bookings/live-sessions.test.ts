// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import { FakeSource, queryClientWrapper, resetHookTests } from "../testing/hooks";
import { useLiveSessions } from "./live-sessions";

// The session picker's day is kept current: a place booked, cancelled or taken on a session of its site and day at
// any desk reads that day's sessions again (one stream), never another day's; nothing is heard before a whole day.
const sessionsKey = (siteId: string, date: string) =>
  api.bookings.read("availability", { query: { siteId, date } }).queryKey;

describe("useLiveSessions", () => {
  afterEach(resetHookTests);

  it("hears the shown site and a whole day only, and a change there reads that day's sessions again", () => {
    vi.stubGlobal("EventSource", FakeSource);
    const { client, wrapper } = queryClientWrapper();
    for (const date of ["2030-01-02", "2030-01-03"]) client.setQueryData(sessionsKey("LEEDS", date), []);
    client.setQueryData(sessionsKey("HARROGATE", "2030-01-02"), []);
    const stale = (siteId: string, date: string) => client.getQueryState(sessionsKey(siteId, date))?.isInvalidated;
    const { result, rerender } = renderHook(({ site, date }) => useLiveSessions(site, date), {
      wrapper,
      initialProps: { site: "", date: "2030-01-02" },
    });
    expect(FakeSource.made).toHaveLength(0); // no site yet (the sites are being read)
    rerender({ site: "LEEDS", date: "2030-01" }); // a day being typed: no topic a desk may ask for
    expect(FakeSource.made).toHaveLength(0);
    rerender({ site: "LEEDS", date: "2030-01-02" });
    expect(FakeSource.made.map((s) => decodeURIComponent(s.url))).toEqual([
      "/api/live?topic=bookings:sessions:LEEDS:2030-01-02",
    ]);
    act(() => FakeSource.made[0]!.emit("open"));
    expect(result.current).toBe("live");
    act(() => FakeSource.made[0]!.emit("change", 1, "bookings:sessions:LEEDS:2030-01-02"));
    expect(stale("LEEDS", "2030-01-02")).toBe(true);
    expect(stale("LEEDS", "2030-01-03")).toBe(false);
    expect(stale("HARROGATE", "2030-01-02")).toBe(false);

    // another site chosen: the stream follows it
    rerender({ site: "HARROGATE", date: "2030-01-02" });
    expect(FakeSource.made[0]!.closed).toBe(true);
    expect(decodeURIComponent(FakeSource.made[1]!.url)).toBe("/api/live?topic=bookings:sessions:HARROGATE:2030-01-02");
  });

  it("with the member it books, hears their own places too: what it says of them is read again", () => {
    vi.stubGlobal("EventSource", FakeSource);
    const { client, wrapper } = queryClientWrapper();
    const upcoming = api.members.read("upcomingBookings", { params: { memberId: 7 }, query: { limit: 50 } }).queryKey;
    const history = api.bookings.read("memberHistory", { params: { memberId: 7 } }).queryKey;
    const othersHistory = api.bookings.read("memberHistory", { params: { memberId: 8 } }).queryKey;
    for (const key of [upcoming, history, othersHistory]) client.setQueryData(key, []);
    client.setQueryData(sessionsKey("LEEDS", "2030-01-02"), []);
    renderHook(() => useLiveSessions("LEEDS", "2030-01-02", 7), { wrapper });
    expect(FakeSource.made).toHaveLength(1); // one stream for both topics
    const url = decodeURIComponent(FakeSource.made[0]!.url);
    expect(url).toContain("topic=bookings:sessions:LEEDS:2030-01-02");
    expect(url).toContain("topic=bookings:member:7");
    act(() => FakeSource.made[0]!.emit("change", 1, "bookings:member:7"));
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect([stale(upcoming), stale(history)]).toEqual([true, true]);
    expect(stale(othersHistory)).toBe(false);
    expect(stale(sessionsKey("LEEDS", "2030-01-02"))).toBe(false);
  });
});
