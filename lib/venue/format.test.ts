import { afterEach, describe, expect, it } from "vitest";
import {
  checkVenueSettings,
  configureVenue,
  defaultVenueSettings,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatDay,
  formatLongDay,
  formatTime,
  formatWallDateTime,
  instantOfSiteDateTime,
  siteDateTimeOf,
  siteToday,
} from "./format";

afterEach(() => configureVenue(defaultVenueSettings));

describe("venue formatting", () => {
  it("shows instants as dd/mm/yyyy and a 24-hour clock in the site's zone (London summer time)", () => {
    expect(formatDate("2025-07-01T23:30:00Z")).toBe("02/07/2025");
    expect(formatTime("2025-07-01T14:45:00Z")).toBe("15:45");
    expect(formatDateTime("2025-01-14T18:05:00Z")).toBe("14/01/2025, 18:05");
    expect(formatDay("2025-01-14T18:05:00Z")).toBe("Tue, 14/01/2025");
  });

  it("keeps calendar dates and wall-clock times as written", () => {
    expect(formatCalendarDate("1984-03-14")).toBe("14/03/1984");
    expect(formatCalendarDate("2025-09-30T00:00:00Z")).toBe("30/09/2025");
    expect(formatLongDay("2027-01-12")).toBe("Tuesday 12 January");
    expect(formatWallDateTime("2027-01-12T07:00:00")).toBe("12/01/2027, 07:00");
  });

  it("follows another venue's locale and zone when configured", () => {
    configureVenue({ locale: "en-US", timeZone: "America/New_York" });
    expect(formatDateTime("2025-01-14T18:05:00Z")).toBe("01/14/2025, 01:05 PM");
    expect(formatCalendarDate("1984-03-14")).toBe("03/14/1984");
  });

  it("converts between instants and the site's wall clock, across daylight saving", () => {
    expect(siteDateTimeOf("2025-07-01T09:30:00Z")).toBe("2025-07-01T10:30");
    expect(siteDateTimeOf("2025-01-01T09:30:00Z")).toBe("2025-01-01T09:30");
    expect(instantOfSiteDateTime("2025-07-01T10:30")).toBe("2025-07-01T09:30:00.000Z");
    expect(instantOfSiteDateTime("2025-10-26T01:30")).toBe("2025-10-26T00:30:00.000Z"); // the earlier of the repeated hour
    expect(instantOfSiteDateTime("2025-03-30T01:30")).toBe("2025-03-30T00:30:00.000Z"); // a skipped hour: the earlier reading
    expect(instantOfSiteDateTime("2025-03-09T02:30:15", { timeZone: "America/New_York" })).toBe(
      "2025-03-09T06:30:15.000Z",
    );
    expect(siteDateTimeOf("2025-10-26T01:30:00Z")).toBe("2025-10-26T01:30"); // the repeated hour, second time (GMT)
    expect(() => instantOfSiteDateTime("26/10/2025 01:30")).toThrow(RangeError);
    expect(siteToday({}, new Date("2025-06-30T23:30:00Z"))).toBe("2025-07-01");
    expect(siteToday({ timeZone: "UTC" }, new Date("2025-06-30T23:30:00Z"))).toBe("2025-06-30");
  });

  it("refuses an unknown locale or zone and keeps the default", () => {
    expect(checkVenueSettings({}).settings).toEqual(defaultVenueSettings);
    const checked = checkVenueSettings({ locale: "de-DE", timeZone: "Mars/Olympus" });
    expect(checked.settings).toEqual({ locale: "de-DE", timeZone: "Europe/London" });
    expect(checked.problems).toEqual(['VENUE_TIME_ZONE "Mars/Olympus" is not a known time zone; using Europe/London']);
    expect(checkVenueSettings({ locale: "not a locale!" }).settings.locale).toBe("en-GB");
  });
});
