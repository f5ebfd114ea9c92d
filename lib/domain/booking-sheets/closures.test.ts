import { describe, expect, it } from "vitest";
import { callListCsv, clashingDates, clashRows, notesWithSkipped } from "./closures";
import { generateOccurrences } from "./recurrence";
import { holidayNote, ukBankHolidays } from "./bank-holidays";

const wall = (text: string) => Date.parse(`${text}Z`);
// weekly on Mondays 18:00-20:00 through 2027 (52 dates)
const occurrences = generateOccurrences({
  frequency: "Weekly",
  recursEvery: 1,
  days: [1],
  times: [{ timeBandId: "MAINT", from: wall("2027-01-04T18:00:00"), to: wall("2027-12-27T20:00:00") }],
  exclusionDates: [],
});
const booking = (bookingId: number, productId: string, from: string, to: string) => ({
  bookingId,
  productId,
  dateTimeFrom: from,
  dateTimeTo: to,
  timeBandId: null,
});
const result = {
  existingBookings: [
    booking(3, "COURT2", "2027-09-06T19:00:00", "2027-09-06T20:00:00"),
    booking(1, "COURT1", "2027-02-01T18:00:00", "2027-02-01T19:00:00"),
    booking(2, "COURT2", "2027-02-01T18:00:00", "2027-02-01T19:00:00"),
  ],
  existingExceptions: [
    {
      productId: "COURT1",
      timeBandId: "MAINT",
      dateTimeFrom: "2027-05-03T19:30:00",
      dateTimeTo: "2027-05-03T20:29:59",
    },
  ],
};

describe("closures", () => {
  it("has 52 dates for the weekly rule of the tests", () => {
    expect(occurrences).toHaveLength(52);
  });

  it("lists every clash by date, time and product, bookings and blocks, with the block's end as a minute", () => {
    const rows = clashRows(result);
    expect(rows.map((r) => `${r.date} ${r.from}-${r.to} ${r.productId} ${r.kind}`)).toEqual([
      "2027-02-01 18:00-19:00 COURT1 booking",
      "2027-02-01 18:00-19:00 COURT2 booking",
      "2027-05-03 19:30-20:30 COURT1 exception",
      "2027-09-06 19:00-20:00 COURT2 booking",
    ]);
  });

  it("skips exactly the dates whose occurrence meets a clash on one of the products", () => {
    expect(clashingDates(occurrences, ["COURT1", "COURT2"], result)).toEqual([
      "2027-02-01",
      "2027-05-03",
      "2027-09-06",
    ]);
    // only court 1: the court 2 bookings are not in the way
    expect(clashingDates(occurrences, ["COURT1"], result)).toEqual(["2027-02-01", "2027-05-03"]);
    // a booking that ends as the closure starts does not clash
    const before = {
      existingBookings: [booking(9, "COURT1", "2027-03-01T17:00:00", "2027-03-01T18:00:00")],
      existingExceptions: [],
    };
    expect(clashingDates(occurrences, ["COURT1"], before)).toEqual([]);
  });

  it("records the skipped dates in the notes", () => {
    expect(notesWithSkipped("Resurfacing", ["2027-02-01", "2027-05-03"])).toBe(
      "Resurfacing Skipped for clashes: 2027-02-01, 2027-05-03.",
    );
    expect(notesWithSkipped("", ["2027-02-01"])).toBe("Skipped for clashes: 2027-02-01.");
    expect(notesWithSkipped("Kept", [])).toBe("Kept");
  });

  it("writes the call list as CSV, quoting and making formulas inert", () => {
    expect(
      callListCsv([
        {
          bookingId: 7,
          date: "2027-02-01",
          time: "18:00-19:00",
          product: "Court 1",
          member: "O'Neil, Ann",
          phone: "+44 7700 900001",
        },
        {
          bookingId: 8,
          date: "2027-02-01",
          time: "18:00-19:00",
          product: "Court 2",
          member: '=HYPERLINK("x")',
          phone: "",
        },
      ]),
    ).toBe(
      'Booking ID,Date,Time,Product,Member,Phone\r\n7,2027-02-01,18:00-19:00,Court 1,"O\'Neil, Ann",\'+44 7700 900001\r\n8,2027-02-01,18:00-19:00,Court 2,"\'=HYPERLINK(""x"")",\r\n',
    );
  });
});

describe("UK bank holidays", () => {
  it("gives England and Wales 2027 from the library, substitute days included, by date", () => {
    const holidays = ukBankHolidays("england-and-wales", 2027);
    expect(holidays.map((h) => h.date)).toEqual([
      "2027-01-01",
      "2027-03-26",
      "2027-03-29",
      "2027-05-03",
      "2027-05-31",
      "2027-08-30",
      "2027-12-25",
      "2027-12-26",
      "2027-12-27",
      "2027-12-28",
    ]);
    expect(holidayNote("england-and-wales", holidays[0])).toBe("Bank holiday: New Year's Day (England and Wales)");
  });

  it("differs by region: St Andrew's Day in Scotland, St Patrick's Day in Northern Ireland", () => {
    expect(ukBankHolidays("scotland", 2027).map((h) => h.date)).toContain("2027-11-30");
    expect(ukBankHolidays("northern-ireland", 2027).map((h) => h.date)).toContain("2027-03-17");
    expect(ukBankHolidays("england-and-wales", 2027).map((h) => h.date)).not.toContain("2027-11-30");
  });
});
