import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { candidates } from "./clashes";
import {
  datesBetween,
  findSelfOverlaps,
  generateOccurrences,
  nthWeekdayOfMonth,
  storedTo,
  type RecurrenceRule,
  type TimesEntry,
} from "@frontdesk/lib/domain/booking-sheets/recurrence";
import {
  DAY,
  MINUTE,
  SECOND,
  dateToMs,
  formatDate,
  formatWall,
  startOfDay,
  timeOfDay,
  utcMs,
  weekday,
} from "@frontdesk/lib/domain/booking-sheets/wall-clock";

const base = utcMs(2027, 0, 1);
const dim = (ms: number) =>
  new Date(Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth() + 1, 0)).getUTCDate();
const monthIndex = (ms: number) => new Date(ms).getUTCFullYear() * 12 + new Date(ms).getUTCMonth();
const mondayOf = (ms: number) => startOfDay(ms) - ((weekday(ms) + 6) % 7) * DAY;
const mod = (a: number, n: number) => ((a % n) + n) % n;

const timesEntry: fc.Arbitrary<TimesEntry> = fc
  .record({
    startDay: fc.integer({ min: 0, max: 900 }),
    length: fc.integer({ min: 0, max: 130 }),
    fromMinute: fc.integer({ min: 0, max: 1438 }),
    duration: fc.integer({ min: 1, max: 1439 }),
  })
  .map(({ startDay, length, fromMinute, duration }) => {
    const endMinute = Math.min(1439, fromMinute + duration);
    const firstDate = base + startDay * DAY;
    return {
      timeBandId: "MAINT",
      from: firstDate + fromMinute * MINUTE,
      to: firstDate + length * DAY + endMinute * MINUTE,
    };
  });

const rule: fc.Arbitrary<RecurrenceRule> = fc
  .record({
    frequency: fc.constantFrom("Daily", "Weekly", "Monthly" as const),
    recurranceType: fc.constantFrom("ByDate", "ByDay" as const),
    recursEvery: fc.integer({ min: 1, max: 4 }),
    recursOn: fc.integer({ min: 1, max: 5 }),
    days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
    oneDay: fc.integer({ min: 0, max: 6 }),
    times: fc.array(timesEntry, { minLength: 1, maxLength: 3 }),
    exclusionSeeds: fc.array(fc.integer({ min: 0, max: 130 }), { maxLength: 10 }),
  })
  .map((r) => {
    const first = startOfDay(r.times[0].from);
    const frequency = r.frequency as RecurrenceRule["frequency"];
    const monthly = frequency === "Monthly";
    const days =
      frequency === "Weekly"
        ? r.days.length
          ? r.days
          : [r.oneDay]
        : monthly
          ? r.recurranceType === "ByDay"
            ? [r.oneDay]
            : []
          : r.days;
    return {
      frequency,
      recursEvery: frequency === "Daily" ? 1 : r.recursEvery,
      recurranceType: monthly ? (r.recurranceType as "ByDate" | "ByDay") : undefined,
      recursOn: monthly && r.recurranceType === "ByDay" ? r.recursOn : undefined,
      days,
      times: r.times,
      exclusionDates: r.exclusionSeeds.map((n) => formatDate(first + n * DAY)),
    } satisfies RecurrenceRule;
  });

/** The rule, stated independently of the engine: does a date belong to times entry `entry`? */
function satisfies(r: RecurrenceRule, entry: TimesEntry, dateMs: number): boolean {
  if (dateMs < startOfDay(entry.from) || dateMs > startOfDay(entry.to)) return false;
  const anchor = r.times[0].from;
  const dayOk = r.days.length === 0 || r.days.includes(weekday(dateMs));
  switch (r.frequency) {
    case "Daily":
      return dayOk;
    case "Weekly":
      return dayOk && mod(Math.round((mondayOf(dateMs) - mondayOf(anchor)) / (7 * DAY)), r.recursEvery) === 0;
    case "Monthly": {
      if (mod(monthIndex(dateMs) - monthIndex(anchor), r.recursEvery) !== 0) return false;
      const dayOfMonth = new Date(dateMs).getUTCDate();
      if (r.recurranceType === "ByDate") return dayOfMonth === Math.min(new Date(anchor).getUTCDate(), dim(dateMs));
      return weekday(dateMs) === r.days[0] && Math.ceil(dayOfMonth / 7) === r.recursOn;
    }
  }
}

describe("recurrence engine", () => {
  it("generates only occurrences that satisfy the rule, at the entry's times, never on excluded dates", () => {
    fc.assert(
      fc.property(rule, (r) => {
        const excluded = new Set(r.exclusionDates);
        for (const o of generateOccurrences(r)) {
          const entry = r.times[o.timesIndex];
          const dateMs = dateToMs(o.date);
          expect(satisfies(r, entry, dateMs)).toBe(true);
          expect(excluded.has(o.date)).toBe(false);
          expect(o.from).toBe(dateMs + timeOfDay(entry.from));
          expect(o.end).toBe(dateMs + timeOfDay(entry.to));
          expect(storedTo(o)).toBe(o.end - SECOND);
          expect(o.timeBandId).toBe(entry.timeBandId);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("generates every date that satisfies the rule (brute force over each range), once", () => {
    fc.assert(
      fc.property(rule, (r) => {
        const excluded = new Set(r.exclusionDates);
        const generated = generateOccurrences(r);
        r.times.forEach((entry, timesIndex) => {
          const expected = datesBetween(formatDate(entry.from), formatDate(entry.to)).filter(
            (d) => !excluded.has(d) && satisfies(r, entry, dateToMs(d)),
          );
          expect(generated.filter((o) => o.timesIndex === timesIndex).map((o) => o.date)).toEqual(expected);
        });
      }),
      { numRuns: 400 },
    );
  });

  it("writes one row per occurrence and product", () => {
    fc.assert(
      fc.property(
        rule,
        fc.uniqueArray(fc.constantFrom("COURT1", "COURT2", "COURT3", "PITCH1"), { minLength: 1 }),
        (r, products) => {
          const occurrences = generateOccurrences(r);
          const rows = candidates(occurrences, products);
          expect(rows.productId.length).toBe(occurrences.length * products.length);
          occurrences.forEach((o, i) => {
            const slice = (list: string[]) => list.slice(i * products.length, (i + 1) * products.length);
            expect(slice(rows.productId)).toEqual(products);
            expect(new Set(slice(rows.from))).toEqual(new Set([formatWall(o.from)]));
            expect(new Set(slice(rows.to))).toEqual(new Set([formatWall(storedTo(o))]));
            expect(new Set(slice(rows.date))).toEqual(new Set([o.date]));
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("flags exactly the occurrences that overlap another one", () => {
    fc.assert(
      fc.property(rule, (r) => {
        const occurrences = generateOccurrences(r);
        const flagged = new Set(findSelfOverlaps(occurrences));
        for (const a of occurrences) {
          const overlaps = occurrences.some((b) => b !== a && a.from < b.end && b.from < a.end);
          expect(flagged.has(a)).toBe(overlaps);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("examples: every 2nd Tuesday, clamped month ends, fifth weekdays, two-weekly", () => {
    const at = (date: string, time: string) => dateToMs(date) + (+time.slice(0, 2) * 60 + +time.slice(3, 5)) * MINUTE;
    const dates = (r: Partial<RecurrenceRule> & Pick<RecurrenceRule, "times">) =>
      generateOccurrences({ frequency: "Daily", recursEvery: 1, days: [], exclusionDates: [], ...r }).map(
        (o) => `${formatWall(o.from)}/${formatWall(storedTo(o))}`,
      );
    expect(
      dates({
        frequency: "Monthly",
        recurranceType: "ByDay",
        recursOn: 2,
        days: [2],
        times: [{ timeBandId: "M", from: at("2027-01-01", "18:00"), to: at("2027-03-31", "20:00") }],
      }),
    ).toEqual([
      "2027-01-12T18:00:00/2027-01-12T19:59:59",
      "2027-02-09T18:00:00/2027-02-09T19:59:59",
      "2027-03-09T18:00:00/2027-03-09T19:59:59",
    ]);
    expect(
      dates({
        frequency: "Monthly",
        recurranceType: "ByDate",
        times: [{ timeBandId: "M", from: at("2027-01-31", "09:00"), to: at("2027-04-30", "10:00") }],
      }).map((s) => s.slice(0, 10)),
    ).toEqual(["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30"]);
    expect(nthWeekdayOfMonth(2027 * 12 + 1, 1, 5)).toBeUndefined(); // February 2027 has four Mondays
    expect(formatDate(nthWeekdayOfMonth(2027 * 12 + 2, 1, 5)!)).toBe("2027-03-29");
    expect(
      dates({
        frequency: "Weekly",
        recursEvery: 2,
        days: [1, 0],
        times: [{ timeBandId: "M", from: at("2027-01-06", "07:00"), to: at("2027-01-31", "08:00") }],
      }).map((s) => s.slice(0, 10)),
    ).toEqual([
      "2027-01-10", // Sunday of the anchor week (Mon 4 Jan - Sun 10 Jan)
      "2027-01-18",
      "2027-01-24",
    ]);
    expect(
      dates({
        days: [6],
        exclusionDates: ["2027-01-09"],
        times: [{ timeBandId: "M", from: at("2027-01-01", "07:00"), to: at("2027-01-20", "08:00") }],
      }).map((s) => s.slice(0, 10)),
    ).toEqual(["2027-01-02", "2027-01-16"]);
  });
});
