import { describe, expect, it } from "vitest";
import { addMonths, isCheckDue } from "./details-due";

describe("details due for a check", () => {
  it("is due once the months have passed, to the instant", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(isCheckDue("2025-11-25T12:00:00Z", 12, now)).toBe(true);
    expect(isCheckDue("2025-11-25T12:00:01Z", 12, now)).toBe(false);
    expect(isCheckDue("2026-05-25T12:00:00Z", 6, now)).toBe(true);
  });

  it("falls back to the month's last day", () => {
    expect(addMonths(new Date("2025-01-31T09:00:00Z"), 1).toISOString()).toBe("2025-02-28T09:00:00.000Z");
    expect(addMonths(new Date("2024-02-29T09:00:00Z"), 12).toISOString()).toBe("2025-02-28T09:00:00.000Z");
  });
});
