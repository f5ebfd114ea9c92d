import { afterEach, describe, expect, it } from "vitest";
import {
  configureVenue,
  defaultVenueSettings,
  formatCalendarDay,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatLongDay,
  formatMonthYear,
  formatWeekday,
  formatter,
} from "@frontdesk/lib/venue/format";
import { screenVenueSettings, welshDateNames } from "./venue-settings";

afterEach(() => configureVenue(defaultVenueSettings));

// 4 to 10 January 2026: Sunday to Saturday
const week = ["2026-01-04", "2026-01-05", "2026-01-06", "2026-01-07", "2026-01-08", "2026-01-09", "2026-01-10"];
const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}-15`);

/** Every named form the screens write, of a week and a year of dates, in a zone (formatters are kept per zone). */
const namedDates = (timeZone: string) => [
  ...week.flatMap((day) => [
    formatter({ weekday: "long" }, timeZone).format(new Date(`${day}T12:00:00Z`)),
    formatter({ weekday: "short", day: "2-digit", month: "2-digit", year: "numeric" }, timeZone).format(
      new Date(`${day}T12:00:00Z`),
    ),
    formatter({ weekday: "long", day: "numeric", month: "long" }, timeZone).format(new Date(`${day}T12:00:00Z`)),
  ]),
  ...months.flatMap((day) => [
    formatter({ day: "numeric", month: "long", year: "numeric" }, timeZone).format(new Date(`${day}T12:00:00Z`)),
    formatter({ month: "long", year: "numeric" }, timeZone).format(new Date(`${day}T12:00:00Z`)),
    formatter({ day: "numeric", month: "short" }, timeZone).format(new Date(`${day}T12:00:00Z`)),
  ]),
];

describe("Welsh screens' dates", () => {
  it("write Welsh day and month names in en-GB's order and clock", () => {
    configureVenue(screenVenueSettings("cy"));
    expect(week.map(formatWeekday)).toEqual([
      "Dydd Sul",
      "Dydd Llun",
      "Dydd Mawrth",
      "Dydd Mercher",
      "Dydd Iau",
      "Dydd Gwener",
      "Dydd Sadwrn",
    ]);
    expect(week.map(formatCalendarDay).map((day) => day.split(",")[0])).toEqual([
      "Sul",
      "Llun",
      "Maw",
      "Mer",
      "Iau",
      "Gwen",
      "Sad",
    ]);
    expect(months.map((day) => formatMonthYear(day))).toEqual(
      "Ionawr Chwefror Mawrth Ebrill Mai Mehefin Gorffennaf Awst Medi Hydref Tachwedd Rhagfyr"
        .split(" ")
        .map((month) => `${month} 2026`),
    );
    expect(formatLongDay("2026-11-29")).toBe("Dydd Sul 29 Tachwedd");
    expect(formatDayMonth("2026-06-30")).toBe("30 Mehefin");
    expect(formatDayMonth("2026-06-30", true)).toBe("30 Mehefin 2026");
    expect(formatter({ day: "numeric", month: "short" }, "UTC").format(Date.UTC(2026, 8, 3))).toBe("3 Medi");
    // a session's day at the site: 23:30 UTC on Saturday 27 June is Sunday in London
    expect(formatDay("2026-06-27T23:30:00Z")).toBe("Sul, 28/06/2026");
    expect(formatDateTime("2026-11-28T12:05:00Z")).toBe("28/11/2026, 12:05");
  });

  it("are the same where the runtime has no Welsh (Debian's Chromium): the page hydrates as the server wrote it", () => {
    configureVenue(screenVenueSettings("cy"));
    const inNode = namedDates("Europe/London");
    expect(inNode.join(" ")).toContain("Sadwrn");
    const RealFormat = Intl.DateTimeFormat;
    // a browser whose ICU lacks Welsh: cy and cy-GB fall to the next locale asked for, or the default
    class WithoutWelsh extends RealFormat {
      constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
        super(
          [locales ?? []].flat().filter((locale) => !/^cy\b/i.test(locale)),
          options,
        );
      }
    }
    Intl.DateTimeFormat = WithoutWelsh as typeof Intl.DateTimeFormat;
    try {
      expect(new Intl.DateTimeFormat(["cy-GB", "en-GB"], { weekday: "short" }).format(Date.UTC(2026, 0, 10))).toBe(
        "Sat",
      );
      // another name of the same zone: formatters made afresh, under the browser's Intl
      expect(namedDates("Europe/Belfast")).toEqual(inNode);
    } finally {
      Intl.DateTimeFormat = RealFormat;
    }
  });

  it("leave English screens to the venue's locale, with the runtime's names", () => {
    configureVenue(screenVenueSettings("en"));
    expect(screenVenueSettings("en").names).toBeUndefined();
    expect(formatCalendarDay("2026-01-10")).toBe("Sat, 10/01/2026");
    expect(formatLongDay("2026-11-29")).toBe("Sunday 29 November");
  });

  it("name every day and month en-GB writes, long and short", () => {
    const english = new Set<string>();
    for (const day of [...week, ...months]) {
      const date = new Date(`${day}T12:00:00Z`);
      for (const options of [{ weekday: "long" }, { weekday: "short" }, { month: "long" }, { month: "short" }] as const)
        english.add(new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" }).format(date));
    }
    expect([...english].filter((name) => !(name in welshDateNames))).toEqual([]);
  });
});
