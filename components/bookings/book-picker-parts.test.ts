// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ActivitySummary } from "@frontdesk/lib/contract/bookings";
import type { BookingSuspension } from "@frontdesk/lib/contract/booking-places";
import { siteToday } from "@frontdesk/lib/venue/format";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { useActivitySites, useOverrideReason, useSiteAndDay } from "./book-picker-parts";

// What the session and slot pickers share: the sites that have activities (once each, in the activities' order),
// the member's home site and today to start, and a manager's reason to book past a suspension.
const activity = (activityId: string, siteId: string, siteName: string): ActivitySummary => ({
  activityId,
  activityName: activityId,
  activityDescription: "",
  kind: "class",
  siteId,
  siteName,
  alertListsEnabled: true,
  capacity: 20,
});
const activities = [
  activity("SPIN", "LEEDS", "Leeds Central"),
  activity("SWIM", "HARROGATE", "Harrogate Baths"),
  activity("YOGA", "LEEDS", "Leeds Central"),
  activity("SQUASH", "YORK", "York"),
];
const answered = () => stubBff({ "GET /api/bookings/activities": [{ json: activities }] });

describe("the booking pickers' hooks", () => {
  afterEach(resetHookTests);

  it("useActivitySites lists each site with activities once, by name, in the activities' order", async () => {
    answered();
    const { wrapper } = queryClientWrapper();
    const { result } = renderHook(() => useActivitySites(), { wrapper });
    expect(result.current.sites).toEqual([]);
    await waitFor(() =>
      expect(result.current.sites).toEqual([
        ["LEEDS", "Leeds Central"],
        ["HARROGATE", "Harrogate Baths"],
        ["YORK", "York"],
      ]),
    );
  });

  it("useSiteAndDay starts on the member's home site and today; a home site without activities starts on the first", async () => {
    answered();
    const { wrapper } = queryClientWrapper();
    const home = renderHook(() => useSiteAndDay("HARROGATE"), { wrapper });
    await waitFor(() => expect(home.result.current.site).toBe("HARROGATE"));
    expect(home.result.current.date).toBe(siteToday());
    act(() => home.result.current.setSiteId("YORK"));
    expect(home.result.current.site).toBe("YORK");
    act(() => home.result.current.setDate("2030-01-02"));
    expect(home.result.current.date).toBe("2030-01-02");

    const elsewhere = renderHook(() => useSiteAndDay("BRADFORD"), { wrapper });
    expect(elsewhere.result.current.site).toBe("LEEDS"); // the activities are cached by now
    const none = renderHook(() => useSiteAndDay(null), { wrapper });
    expect(none.result.current.site).toBe("LEEDS");
  });

  it("useSiteAndDay has no site while the activities are read", () => {
    stubBff({});
    const { wrapper } = queryClientWrapper();
    const { result } = renderHook(() => useSiteAndDay("LEEDS"), { wrapper });
    expect(result.current.site).toBe("");
  });

  describe("useOverrideReason", () => {
    const suspension: BookingSuspension = {
      siteId: "LEEDS",
      until: "2030-01-10T12:00:00Z",
      strikes: 3,
      strikeLimit: 3,
      strikeDays: 30,
    };
    const render = (canOverride: boolean, held?: BookingSuspension) => {
      const { wrapper } = queryClientWrapper();
      return renderHook(() => useOverrideReason(canOverride, held), { wrapper });
    };

    it("asks nothing when the member is not suspended there, or the desk may not book past it", () => {
      for (const [canOverride, held] of [
        [true, undefined],
        [false, suspension],
      ] as const) {
        const { result } = render(canOverride, held);
        expect(result.current.overriding).toBe(false);
        expect(result.current.field).toBeNull();
        let reason: string | undefined | false = "unset";
        act(() => void (reason = result.current.take()));
        expect(reason).toBeUndefined();
      }
    });

    it("a manager booking past a suspension gives a reason of three characters at least, trimmed", () => {
      const { result } = render(true, suspension);
      expect(result.current.overriding).toBe(true);
      expect(result.current.field).not.toBeNull();
      let reason: string | undefined | false;
      act(() => void (reason = result.current.take()));
      expect(reason).toBe(false);
      // the field now says why, under the reason
      const props = (result.current.field as { props: { error?: string; onChange: (v: string) => void } }).props;
      expect(props.error).toBe("Give the reason for booking them anyway (at least 3 characters).");
      act(() => props.onChange("  ok  "));
      act(() => void (reason = result.current.take()));
      expect(reason).toBe(false);
      const next = (result.current.field as { props: { onChange: (v: string) => void } }).props;
      act(() => next.onChange("  Agreed with the duty manager  "));
      act(() => void (reason = result.current.take()));
      expect(reason).toBe("Agreed with the duty manager");
      expect((result.current.field as { props: { error?: string } }).props.error).toBeUndefined();
    });
  });
});
