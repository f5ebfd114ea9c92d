// @vitest-environment happy-dom
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ExceptionPreview } from "@frontdesk/lib/contract/booking-sheets";
import { queryClientWrapper, resetHookTests, stubBff } from "../testing/hooks";
import { emptyDraft, type ScheduleDraft } from "./schedule-draft";
import type { Editor } from "./schedule-editor";
import { useDraftPreview } from "./use-draft-preview";

// The live clash check of a drafted block: the BFF's dry run, debounced, turned into the grid's coloured
// blocks, the dates to skip and the reason saving waits.
const draft: ScheduleDraft = {
  ...emptyDraft("2026-12-07", "TB1"),
  productIds: ["P1"],
  frequency: "Weekly",
  days: ["Monday"],
  untilDate: "2026-12-21",
  startTime: "09:00",
  endTime: "10:00",
};
const editor: Editor = { draft, otherTimes: [], unsaved: true, version: 1 };
const result = (existingBookings: ExceptionPreview["result"]["existingBookings"]): ExceptionPreview["result"] => ({
  exceptionsUpdated: existingBookings.length ? 0 : 3,
  scheduleId: "00000000-0000-0000-0000-000000000000",
  errors: [],
  overlappingExceptions: [],
  existingExceptions: [],
  existingBookings,
});
const range = { from: "2026-12-07", to: "2026-12-20" };

describe("useDraftPreview", () => {
  afterEach(resetHookTests);

  it("checks first, then blocks saving on a clash: the clashing date to skip and its block marked", async () => {
    const booking = {
      bookingId: 91,
      productId: "P1",
      dateTimeFrom: "2026-12-14T09:30:00",
      dateTimeTo: "2026-12-14T10:30:00",
      timeBandId: null,
    };
    const sent = stubBff({
      "POST /api/booking-sheets/exception/preview": [{ json: { status: 409, result: result([booking]) } }],
    });
    const { result: preview } = renderHook(() => useDraftPreview({ editor, draft, site: "S1", range }), {
      wrapper: queryClientWrapper().wrapper,
    });
    expect(preview.current.blockedReason).toBe("Checking for clashes…");
    await waitFor(() => expect(preview.current.clashing).toBe(true));
    expect(sent).toHaveLength(1); // one dry run for the settled draft
    expect(preview.current.blockedReason).toMatch(/^Save is disabled: the block clashes with .*Skip those dates/);
    expect(preview.current.skipDates).toEqual(["2026-12-14"]);
    expect(preview.current.blocks.map((b) => [b.date, b.state])).toEqual([
      ["2026-12-07", "ok"],
      ["2026-12-14", "clash"],
    ]);
    expect(preview.current.clashingBookingIds.has(91)).toBe(true);
    expect(preview.current.clear).toBe(false);
  });

  it("a clear dry run allows saving; a failed one says why in words", async () => {
    stubBff({ "POST /api/booking-sheets/exception/preview": [{ json: { status: 200, result: result([]) } }] });
    const ok = renderHook(() => useDraftPreview({ editor, draft, site: "S1", range }), {
      wrapper: queryClientWrapper().wrapper,
    });
    await waitFor(() => expect(ok.result.current.clear).toBe(true));
    expect(ok.result.current.blockedReason).toBeUndefined();

    stubBff({
      "POST /api/booking-sheets/exception/preview": [
        { problem: { type: "about:blank", title: "Bad Request", status: 400, detail: "Choose a time band." } },
      ],
    });
    const failed = renderHook(() => useDraftPreview({ editor, draft: { ...draft, notes: "x" }, site: "S1", range }), {
      wrapper: queryClientWrapper().wrapper,
    });
    await waitFor(() => expect(failed.result.current.blockedReason).toBe("Save is disabled: Choose a time band."));
    expect(failed.result.current.clear).toBe(false);
  });
});
