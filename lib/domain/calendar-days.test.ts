import { describe, expect, it } from "vitest";
import { addCalendarDays, calendarDaysBetween, utcDayStart } from "./calendar-days";

describe("calendar days", () => {
  it("adds days across month, year and leap-day ends, and across the UK's and the US's clock changes", () => {
    expect(addCalendarDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addCalendarDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addCalendarDays("2025-03-30", 1)).toBe("2025-03-31");
    expect(addCalendarDays("2025-10-26", 1)).toBe("2025-10-27");
    expect(addCalendarDays("2025-03-09", 1)).toBe("2025-03-10");
    expect(addCalendarDays("2025-04-01", -1)).toBe("2025-03-31");
    expect(addCalendarDays("2025-01-01", 30)).toBe("2025-01-31");
  });

  it("counts whole days between two dates, a clock change inside or not", () => {
    expect(calendarDaysBetween("2025-03-01", "2025-05-02")).toBe(62);
    expect(calendarDaysBetween("2025-10-20", "2025-10-27")).toBe(7);
    expect(calendarDaysBetween("2025-05-02", "2025-03-01")).toBe(-62);
    expect(calendarDaysBetween("2025-03-01", "2025-03-01")).toBe(0);
  });

  it("starts a day at its UTC midnight", () => {
    expect(utcDayStart(addCalendarDays("2025-03-30", 1)).toISOString()).toBe("2025-03-31T00:00:00.000Z");
  });
});
