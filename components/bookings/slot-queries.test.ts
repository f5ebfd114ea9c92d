// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import type { ResourceSlots } from "@frontdesk/lib/contract/booking-slots";
import { FakeSource, queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useBookSlot, useLiveSlots } from "./slot-queries";

// The slot picker's day is kept current: a slot of its site and day booked or cancelled at any desk reads the day
// again (one stream), and the desk's own booking, made or refused, reads the member and the day's slots again.
const day = (siteId: string, date: string): ResourceSlots => ({
  siteId,
  date,
  timeZone: "Europe/London",
  slotMinutes: 60,
  slots: [],
});
const slotsKey = (siteId: string, date: string) => api.bookings.read("slots", { query: { siteId, date } }).queryKey;
const stale = (client: ReturnType<typeof queryClientWrapper>["client"], key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated;

describe("slot hooks", () => {
  afterEach(() => {
    resetHookTests();
  });

  it("useLiveSlots hears the shown site and day only, and a change there reads that day again, not another", () => {
    vi.stubGlobal("EventSource", FakeSource);
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(slotsKey("LEEDS", "2030-01-02"), day("LEEDS", "2030-01-02"));
    client.setQueryData(slotsKey("LEEDS", "2030-01-03"), day("LEEDS", "2030-01-03"));
    const { result, rerender } = renderHook(({ site, date }) => useLiveSlots(site, date), {
      wrapper,
      initialProps: { site: "", date: "2030-01-02" },
    });
    expect(FakeSource.made).toHaveLength(0); // no site yet (the sites are being read): nothing to hear
    rerender({ site: "LEEDS", date: "2030-01-02" });
    expect(FakeSource.made.map((s) => decodeURIComponent(s.url))).toEqual([
      "/api/live?topic=bookings:slots:LEEDS:2030-01-02",
    ]);
    act(() => FakeSource.made[0]!.emit("open"));
    expect(result.current).toBe("live");
    act(() => FakeSource.made[0]!.emit("change", 1, "bookings:slots:LEEDS:2030-01-02"));
    expect(stale(client, slotsKey("LEEDS", "2030-01-02"))).toBe(true);
    expect(stale(client, slotsKey("LEEDS", "2030-01-03"))).toBe(false);

    // another day chosen: the stream follows it, one at a time
    rerender({ site: "LEEDS", date: "2030-01-03" });
    expect(FakeSource.made[0]!.closed).toBe(true);
    expect(decodeURIComponent(FakeSource.made[1]!.url)).toBe("/api/live?topic=bookings:slots:LEEDS:2030-01-03");
  });

  it("a slot the platform refuses (taken at another desk meanwhile) still reads the member and the day's slots again", async () => {
    stubBff({
      "POST /api/members/1001/slots": [
        {
          problem: {
            type: "about:blank",
            title: "Conflict",
            status: 409,
            detail: "Court 1 is already booked from 2030-01-02 10:00 to 2030-01-02 11:00.",
          },
        },
      ],
    });
    const { client, wrapper } = queryClientWrapper();
    client.setQueryData(slotsKey("LEEDS", "2030-01-02"), day("LEEDS", "2030-01-02"));
    const memberSlots = api.bookings.read("memberSlots", { params: { memberId: 1001 } }).queryKey;
    const otherMember = api.bookings.read("memberSlots", { params: { memberId: 1002 } }).queryKey;
    client.setQueryData(memberSlots, []);
    client.setQueryData(otherMember, []);
    const { result } = renderHook(() => useBookSlot(1001), { wrapper });
    act(() =>
      result.current.mutate({
        productId: "CRT1",
        dateTimeFrom: "2030-01-02T10:00:00",
        dateTimeTo: "2030-01-02T11:00:00",
      }),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toContain("already booked");
    await waitFor(() => expect(stale(client, slotsKey("LEEDS", "2030-01-02"))).toBe(true));
    expect(stale(client, memberSlots)).toBe(true);
    expect(stale(client, otherMember)).toBe(false);
  });
});
