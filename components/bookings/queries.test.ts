// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "@frontdesk/lib/api/areas";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useAvailability, usePromoteFromAlertList } from "./queries";

// The waiting lists: a promotion, made or refused, reads that session's list and the day's counts again (no other
// session's); a day's sessions are asked only for a whole date, never another day's shown under it.
describe("waiting-list hooks", () => {
  afterEach(resetHookTests);

  it("a promotion, even refused, reads the session's list and the day's availability again", async () => {
    stubBff({
      "POST /api/bookings/promote-from-alert-list": [
        { problem: { type: "about:blank", title: "Conflict", status: 409, detail: "Spin is full." } },
      ],
    });
    const { client, wrapper } = queryClientWrapper();
    const keys = [
      api.bookings.read("alertList", { params: { bookingId: 880 } }).queryKey,
      api.bookings.read("availability", { query: { siteId: "LEEDS", date: "2026-11-29" } }).queryKey,
      api.bookings.read("alertList", { params: { bookingId: 881 } }).queryKey,
    ];
    for (const key of keys) client.setQueryData(key, {} as never);
    const { result } = renderHook(() => usePromoteFromAlertList(), { wrapper });
    act(() => result.current.mutate({ bookingId: 880, memberId: 1001 }));
    await waitFor(() => expect(result.current.error?.message).toBe("Spin is full."));
    await waitFor(() =>
      expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, false]),
    );
  });

  it("asks for a day's sessions only once the date is whole, and shows no other day's meanwhile", async () => {
    const sent = stubBff({ "GET /api/bookings/availability": () => ({ json: [] }) });
    const { wrapper } = queryClientWrapper();
    const { result, rerender } = renderHook(({ date }) => useAvailability("LEEDS", date), {
      wrapper,
      initialProps: { date: "2026-11-29" },
    });
    await waitFor(() => expect(result.current.data).toEqual([]));
    rerender({ date: "2026-11-3" }); // being typed
    expect(result.current.data).toBeUndefined();
    expect(result.current.fetchStatus).toBe("idle");
    expect(sent.map((s) => s.query.get("date"))).toEqual(["2026-11-29"]);
  });
});
