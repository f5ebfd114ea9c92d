// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useBookingContacts, useCloseBankHolidays } from "./closure-queries";

// Closures: the clashing bookings' contacts are asked for only when some clash (and no more than a request can name);
// closing bank holidays, even refused, reads every sheet again.
describe("closure hooks", () => {
  afterEach(resetHookTests);

  it("asks for the clashing bookings' contacts only when some clash, and not for more than a page can name", async () => {
    const sent = stubBff({ "GET /api/booking-sheets/booking-contacts": () => ({ json: [] }) });
    const { wrapper } = queryClientWrapper();
    const { result, rerender } = renderHook(({ ids }) => useBookingContacts(ids), {
      wrapper,
      initialProps: { ids: [] as number[] },
    });
    expect(result.current.fetchStatus).toBe("idle");
    rerender({ ids: Array.from({ length: 501 }, (_, i) => i + 1) });
    expect(result.current.fetchStatus).toBe("idle");
    rerender({ ids: [91, 92] });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent.map((s) => s.query.get("bookingIds"))).toEqual(["91,92"]);
  });

  it("bank holidays closed, even refused, read every booking-sheet read again, not the sites", async () => {
    stubBff({
      "POST /api/booking-sheets/bank-holidays": [
        {
          problem: {
            type: "about:blank",
            title: "Bad Gateway",
            status: 502,
            detail: "The holiday list did not answer.",
          },
        },
      ],
    });
    const { client, wrapper } = queryClientWrapper();
    const sheet = ["bookingSheets", "sheet", { query: { siteId: "S1", from: "2026-12-21", to: "2026-12-27" } }];
    const holidays = [
      "bookingSheets",
      "bankHolidays",
      { query: { siteId: "S1", region: "england-and-wales", year: 2026 } },
    ];
    const sites = ["configuration", "sites", {}];
    for (const key of [sheet, holidays, sites]) client.setQueryData(key, {});
    const { result } = renderHook(() => useCloseBankHolidays(), { wrapper });
    act(() =>
      result.current.mutate({ siteId: "S1", region: "england-and-wales", year: 2026 } as Parameters<
        typeof result.current.mutate
      >[0]),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    await waitFor(() =>
      expect([sheet, holidays, sites].map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([
        true,
        true,
        false,
      ]),
    );
  });
});
