import { defaultVenueSettings, venueSettings, type VenueSettings } from "./current";

/**
 * How the venue reads dates and times: its locale (dd/mm/yyyy and a 24-hour clock in en-GB) and
 * its sites' time zone. Every date or time the screens show or take goes through this module, so a
 * desk PC set to another language or zone still shows the venue's own.
 */
export { configureVenue, defaultVenueSettings, venueSettings, type VenueSettings } from "./current";

/** `raw` when it is a locale and a time zone this runtime knows, else the default (and why). */
export function checkVenueSettings(raw: { locale?: string; timeZone?: string }): {
  settings: VenueSettings;
  problems: string[];
} {
  const problems: string[] = [];
  let locale = raw.locale?.trim() || defaultVenueSettings.locale;
  let timeZone = raw.timeZone?.trim() || defaultVenueSettings.timeZone;
  try {
    if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0) throw new Error();
  } catch {
    problems.push(`VENUE_LOCALE "${locale}" is not a known locale; using ${defaultVenueSettings.locale}`);
    locale = defaultVenueSettings.locale;
  }
  try {
    new Intl.DateTimeFormat("en", { timeZone });
  } catch {
    problems.push(`VENUE_TIME_ZONE "${timeZone}" is not a known time zone; using ${defaultVenueSettings.timeZone}`);
    timeZone = defaultVenueSettings.timeZone;
  }
  return { settings: { locale, timeZone }, problems };
}

/** What a screen formats with: Intl's formatter, or one writing the venue's own day and month names (below). */
export type DateFormat = Pick<Intl.DateTimeFormat, "format" | "formatToParts">;

const formatters = new Map<string, DateFormat>();

/**
 * The venue locale's formatter of these options in a zone, made once (a new Intl.DateTimeFormat costs far more than a
 * format). Where the venue's settings carry their own day and month names (Welsh: lib/server/venue-settings.ts), its
 * locale's dates are en-GB's (day-month order, 24-hour clock) with those names: Node has Welsh, but a browser whose ICU
 * lacks it (Debian's Chromium) wrote English names for cy-GB, so a date the server wrote "Sad" the browser wrote
 * "Sat", and React, finding the page's text changed, rendered the whole page again on hydrating (decision 025).
 */
export function formatter(options: Intl.DateTimeFormatOptions, timeZone: string, locale = venueSettings().locale) {
  const names = locale === venueSettings().locale ? venueSettings().names : undefined;
  const key = `${names ? "named " : ""}${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    // en-GB behind the asked locale: a browser that lacks it would else fall to its own default (en-US, month first)
    const intl = new Intl.DateTimeFormat(names ? "en-GB" : [locale, "en-GB"], { ...options, timeZone });
    const formatToParts = (date?: Date | number) =>
      intl.formatToParts(date).map((part) => ({ ...part, value: names?.[part.value] ?? part.value }));
    f = names
      ? {
          format: (date) =>
            formatToParts(date)
              .map((part) => part.value)
              .join(""),
          formatToParts,
        }
      : intl;
    formatters.set(key, f);
  }
  return f;
}

const numericDate: Intl.DateTimeFormatOptions = { day: "2-digit", month: "2-digit", year: "numeric" };
const clock: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };

/** An instant (ISO string with Z or offset, or a Date). */
type Instant = string | Date;
// The platform's date-times are UTC; one written without an offset is read as UTC, never as the browser's zone.
const asDate = (value: Instant) =>
  typeof value !== "string" ? value : new Date(/T[\d:.]+$/.test(value) ? `${value}Z` : value);

/** `timeZone` overrides the venue's (a booking sheet's site carries its own); `locale` the venue's (a member's language). */
interface Zoned {
  timeZone?: string;
  locale?: string;
}

// --- Instants, read in the site's time zone ---------------------------------------------------

/** "14/01/2025" — the date of an instant at the site. */
export const formatDate = (value: Instant, { timeZone }: Zoned = {}) =>
  formatter(numericDate, timeZone ?? venueSettings().timeZone).format(asDate(value));

/** "14/01/2025, 18:00" */
export const formatDateTime = (value: Instant, { timeZone, locale }: Zoned = {}) =>
  formatter({ ...numericDate, ...clock }, timeZone ?? venueSettings().timeZone, locale).format(asDate(value));

/** "18:00" */
export const formatTime = (value: Instant, { timeZone }: Zoned = {}) =>
  formatter(clock, timeZone ?? venueSettings().timeZone).format(asDate(value));

/** "Tue, 14/01/2025" — a session's day. */
export const formatDay = (value: Instant, { timeZone }: Zoned = {}) =>
  formatter({ weekday: "short", ...numericDate }, timeZone ?? venueSettings().timeZone).format(asDate(value));

/** "18:00–18:45" */
export const formatTimeRange = (start: Instant, end: Instant, zone: Zoned = {}) =>
  `${formatTime(start, zone)}–${formatTime(end, zone)}`;

/** "14/01/2025, 10:02:45" — audit trails, where the second matters. */
export const formatTimestamp = (value: Instant, { timeZone }: Zoned = {}) =>
  formatter({ ...numericDate, ...clock, second: "2-digit" }, timeZone ?? venueSettings().timeZone).format(
    asDate(value),
  );

// --- Calendar dates and wall-clock times (no zone: "2025-01-14", "2025-01-14T18:00:00") -------

/** Noon UTC of a calendar date, formatted in UTC, so no zone can move it to another day. */
const calendarNoon = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);

/** "14/01/2025" — a date of birth, a validity date: the date as written, whatever the zone. */
export const formatCalendarDate = (isoDate: string) => formatter(numericDate, "UTC").format(calendarNoon(isoDate));

/** "Tue, 14/01/2025" — a calendar date with its weekday. */
export const formatCalendarDay = (isoDate: string) =>
  formatter({ weekday: "short", ...numericDate }, "UTC").format(calendarNoon(isoDate));

/** "Tuesday" */
export const formatWeekday = (isoDate: string) => formatter({ weekday: "long" }, "UTC").format(calendarNoon(isoDate));

/** "Tuesday 14 January" (headings). */
export const formatLongDay = (isoDate: string) =>
  formatter({ weekday: "long", day: "numeric", month: "long" }, "UTC").format(calendarNoon(isoDate));

/** "30 June" or "30 June 2027" (sentences). */
export const formatDayMonth = (isoDate: string, withYear = false) =>
  formatter({ day: "numeric", month: "long", ...(withYear ? { year: "numeric" } : {}) }, "UTC").format(
    calendarNoon(isoDate),
  );

/** "January 2027" */
export const formatMonthYear = (isoDate: string) =>
  formatter({ month: "long", year: "numeric" }, "UTC").format(calendarNoon(isoDate));

/** "14/01/2025, 18:00" — a site-local wall-clock date-time (booking sheets), shown as written. */
export const formatWallDateTime = (wall: string, { locale }: Pick<Zoned, "locale"> = {}) =>
  formatter({ ...numericDate, ...clock }, "UTC", locale).format(new Date(`${wall.slice(0, 16)}:00Z`));

// --- Conversions between instants and the site's wall clock -----------------------------------

/** Today's date at the site, yyyy-MM-dd. */
export const siteToday = ({ timeZone }: Zoned = {}, now: Date = new Date()) =>
  siteDateTimeOf(now, { timeZone }).slice(0, 10);

// Plain Intl arithmetic (the rules of @internationalized/date's toZoned), so the module every screen and the shell
// load carries no date library (6 KiB gzip in every page's first load).
const wallFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock at `timeZone` of an instant (ms), to the second: [year, month, day, hour, minute, second]. */
function wallClockOf(ms: number, timeZone: string): number[] {
  let f = wallFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      ...{ year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" },
    });
    wallFormatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
  return [parts.year!, parts.month!, parts.day!, parts.hour! % 24, parts.minute!, parts.second!];
}

/** The instant (ms) whose UTC clock reads these parts (years below 100 stay as written, not 19xx). */
function utcOf([year, month, day, hour = 0, minute = 0, second = 0, ms = 0]: number[]) {
  const date = new Date(0);
  date.setUTCFullYear(year!, month! - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  return date.getTime();
}

/** How far `timeZone`'s wall clock is ahead of UTC at an instant, in ms. */
const offsetAt = (ms: number, timeZone: string) => utcOf(wallClockOf(ms, timeZone)) - Math.floor(ms / 1000) * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "yyyy-MM-ddTHH:mm" at the site of an instant (what a date-time field edits). */
export function siteDateTimeOf(value: Instant, { timeZone }: Zoned = {}): string {
  const [year, month, day, hour, minute] = wallClockOf(asDate(value).getTime(), timeZone ?? venueSettings().timeZone);
  return `${pad(year!, 4)}-${pad(month!)}-${pad(day!)}T${pad(hour!)}:${pad(minute!)}`;
}

/** The instant (ISO, UTC) of a site wall-clock "yyyy-MM-ddTHH:mm[:ss]"; the earlier one in a repeated hour. */
export function instantOfSiteDateTime(local: string, { timeZone }: Zoned = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(local);
  if (!match) throw new RangeError(`Invalid ISO 8601 date time string: ${local}`);
  const wall = match.slice(1).map((part, i) => (i === 6 ? Number((part ?? "0").padEnd(3, "0")) : Number(part ?? 0)));
  const zone = timeZone ?? venueSettings().timeZone;
  const ms = utcOf(wall);
  const day = 86_400_000;
  // the offsets a day either side: one is right, both in a repeated hour, neither in a skipped one
  const candidates = [...new Set([ms - offsetAt(ms - day, zone), ms - offsetAt(ms + day, zone)])];
  const valid = candidates.filter((at) => wallClockOf(at, zone).every((part, i) => part === wall[i]));
  return new Date(valid[0] ?? Math.min(...candidates)).toISOString();
}
