/**
 * The recurrence engine of booking-sheet exception schedules (spec endpoint 6), pure: no clock,
 * no database. Dates are wall-clock dates of the site; see wall-clock.ts.
 *
 * - The dates of a times entry run from the date of its dateTimeFrom to the date of its dateTimeTo.
 * - Daily: every date (recursEvery is 1), restricted to `days` when days are given.
 * - Weekly: the listed days in every recursEvery-th week; weeks run Monday to Sunday and are counted
 *   from the week of the FIRST times entry's dateTimeFrom.
 * - Monthly ByDate: the day of month of the first times entry's dateTimeFrom (clamped to the month's
 *   last day) in every recursEvery-th month, counted from that entry's month.
 * - Monthly ByDay: the recursOn-th (1 to 5) given weekday of every recursEvery-th month; a month
 *   without a fifth such weekday has no occurrence.
 * - Each occurrence runs on its date from the time of day of dateTimeFrom to one second before the
 *   time of day of dateTimeTo. Occurrences on exclusion dates are dropped.
 */
import {
  DAY,
  SECOND,
  dateToMs,
  formatDate,
  formatWall,
  startOfDay,
  timeOfDay,
  weekday,
  type WallMs,
} from "./wall-clock";

export type Frequency = "Daily" | "Weekly" | "Monthly";
export type RecurranceType = "ByDate" | "ByDay";

export const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export interface TimesEntry {
  timeBandId: string;
  /** wall-clock ms, already rounded */
  from: WallMs;
  to: WallMs;
}

export interface RecurrenceRule {
  frequency: Frequency;
  recursEvery: number;
  recurranceType?: RecurranceType;
  recursOn?: number;
  /** 0 Sunday .. 6 Saturday; empty means every day */
  days: number[];
  times: TimesEntry[];
  /** yyyy-MM-dd */
  exclusionDates: string[];
}

export interface Occurrence {
  /** index of the times entry that generated it */
  timesIndex: number;
  timeBandId: string;
  /** yyyy-MM-dd */
  date: string;
  from: WallMs;
  /** exclusive end (the time of day of dateTimeTo) */
  end: WallMs;
}

/** The stored end of an occurrence: one second before the end time of day. */
export const storedTo = (o: Pick<Occurrence, "end">) => o.end - SECOND;

export const occurrenceJson = (o: Occurrence) => ({
  dateTimeFrom: formatWall(o.from),
  dateTimeTo: formatWall(storedTo(o)),
});

const monthIndex = (ms: WallMs) => {
  const d = new Date(ms);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};
const daysInMonth = (month: number) => new Date(Date.UTC(Math.floor(month / 12), (month % 12) + 1, 0)).getUTCDate();
const monthDate = (month: number, day: number) => Date.UTC(Math.floor(month / 12), month % 12, day);
/** Monday of the week of a date. */
const weekStart = (ms: WallMs) => startOfDay(ms) - ((weekday(ms) + 6) % 7) * DAY;
const mod = (a: number, n: number) => ((a % n) + n) % n;

/** The nth (1-based) given weekday of a month, or undefined when the month has fewer. */
export function nthWeekdayOfMonth(month: number, day: number, nth: number): WallMs | undefined {
  const first = monthDate(month, 1);
  const offset = mod(day - weekday(first), 7);
  const dayOfMonth = 1 + offset + (nth - 1) * 7;
  return dayOfMonth <= daysInMonth(month) ? monthDate(month, dayOfMonth) : undefined;
}

/** The dates (ms at midnight) of one times entry, before exclusion dates are applied. */
function entryDates(rule: RecurrenceRule, entry: TimesEntry, anchor: WallMs): WallMs[] {
  const first = startOfDay(entry.from);
  const last = startOfDay(entry.to);
  const dates: WallMs[] = [];
  const every = Math.max(1, rule.recursEvery);
  const inRange = (d: WallMs) => d >= first && d <= last;
  const allowedDay = (d: WallMs) => rule.days.length === 0 || rule.days.includes(weekday(d));
  if (rule.frequency === "Daily") {
    for (let d = first; d <= last; d += DAY) if (allowedDay(d)) dates.push(d);
  } else if (rule.frequency === "Weekly") {
    const anchorWeek = weekStart(anchor);
    for (let d = first; d <= last; d += DAY) {
      const weeks = Math.round((weekStart(d) - anchorWeek) / (7 * DAY));
      if (mod(weeks, every) === 0 && allowedDay(d)) dates.push(d);
    }
  } else {
    const anchorMonth = monthIndex(anchor);
    const anchorDay = new Date(anchor).getUTCDate();
    for (let month = monthIndex(first); month <= monthIndex(last); month++) {
      if (mod(month - anchorMonth, every) !== 0) continue;
      const d =
        rule.recurranceType === "ByDay"
          ? nthWeekdayOfMonth(month, rule.days[0] ?? 0, rule.recursOn ?? 1)
          : monthDate(month, Math.min(anchorDay, daysInMonth(month)));
      if (d !== undefined && inRange(d)) dates.push(d);
    }
  }
  return dates;
}

/** Every occurrence of the rule, in times-entry order then date order. */
export function generateOccurrences(rule: RecurrenceRule): Occurrence[] {
  if (rule.times.length === 0) return [];
  const excluded = new Set(rule.exclusionDates);
  const anchor = rule.times[0].from;
  const occurrences: Occurrence[] = [];
  rule.times.forEach((entry, timesIndex) => {
    const fromTime = timeOfDay(entry.from);
    const endTime = timeOfDay(entry.to);
    for (const d of entryDates(rule, entry, anchor)) {
      const date = formatDate(d);
      if (excluded.has(date)) continue;
      occurrences.push({ timesIndex, timeBandId: entry.timeBandId, date, from: d + fromTime, end: d + endTime });
    }
  });
  return occurrences;
}

/**
 * Occurrences of the request that overlap another of its occurrences (two times entries on the same
 * date). Products are the same for every entry, so an overlap is one for every product. Each
 * overlapping occurrence is listed once, by start time.
 */
export function findSelfOverlaps(occurrences: Occurrence[]): Occurrence[] {
  const sorted = [...occurrences].sort((a, b) => a.from - b.from || a.end - b.end || a.timesIndex - b.timesIndex);
  const overlapping = new Set<Occurrence>();
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j].from < sorted[i].end; j++) {
      overlapping.add(sorted[i]);
      overlapping.add(sorted[j]);
    }
  }
  return sorted.filter((o) => overlapping.has(o));
}

/** Calendar dates from..to inclusive (yyyy-MM-dd). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = dateToMs(from); d <= dateToMs(to); d += DAY) dates.push(formatDate(d));
  return dates;
}
