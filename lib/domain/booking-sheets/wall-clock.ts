/**
 * Site-local wall-clock date-times of the booking sheets, written `yyyy-MM-ddTHH:mm:ss` with no
 * offset (sandbox-contract §5). Arithmetic treats a wall-clock value as if it were UTC, which is
 * exact for calendar and time-of-day work and never touches the host's zone.
 */

const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a wall-clock value on the "as if UTC" axis. */
export type WallMs = number;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function formatWall(ms: WallMs): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export const formatDate = (ms: WallMs) => formatWall(ms).slice(0, 10);

/** Date.UTC without its 0-99 => 1900-1999 year mapping. */
export function utcMs(y: number, month0: number, d: number, h = 0, mi = 0, s = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(y, month0, d);
  date.setUTCHours(h, mi, s, 0);
  return date.getTime();
}

function validParts(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): WallMs | undefined {
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return undefined;
  const ms = utcMs(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return undefined;
  return ms;
}

/**
 * Parses an ISO 8601 date-time. Without an offset it is taken as the site's wall clock; with one
 * (Z or ±hh:mm) the instant is converted to the site's wall clock in `timeZone`.
 */
export function parseWallDateTime(value: string, timeZone: string): WallMs | undefined {
  const m = dateTimePattern.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = "0", mi = "0", s = "0", fraction = "", offset] = m;
  const base = validParts(+y, +mo, +d, +h, +mi, +s);
  if (base === undefined) return undefined;
  const ms = base + Math.round(Number(`0.${fraction || "0"}`) * 1000);
  if (!offset) return ms;
  const sign = offset.toUpperCase() === "Z" ? 0 : offset.startsWith("-") ? -1 : 1;
  const digits = offset.replace(/[^0-9]/g, "");
  const offsetMs = sign === 0 ? 0 : sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
  return instantToWall(new Date(ms - offsetMs), timeZone);
}

/** Parses a date (yyyy-MM-dd, or a date-time whose date part is kept). */
export function parseWallDate(value: string): string | undefined {
  const trimmed = value.trim();
  const m = datePattern.exec(trimmed) ?? dateTimePattern.exec(trimmed);
  if (!m) return undefined;
  const ms = validParts(+m[1], +m[2], +m[3]);
  return ms === undefined ? undefined : formatDate(ms);
}

/** A strict yyyy-MM-dd (query parameters). */
export function parseIsoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const m = datePattern.exec(value);
  if (!m) return undefined;
  const ms = validParts(+m[1], +m[2], +m[3]);
  return ms === undefined ? undefined : formatDate(ms);
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at an instant. */
export function instantToWall(instant: Date, timeZone: string): WallMs {
  let format = zoneFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    zoneFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour % 24, +parts.minute, +parts.second);
}

/** The site's current wall-clock time. */
export const wallNow = (timeZone: string, now = new Date()) => instantToWall(now, timeZone);

/**
 * The UTC instant of a wall-clock time in `timeZone` (the earlier instant in a repeated hour,
 * the later side of a skipped hour).
 */
export function wallToInstant(wall: WallMs, timeZone: string): Date {
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const offset = instantToWall(new Date(guess), timeZone) - guess;
    const next = wall - offset;
    if (next === guess) break;
    guess = next;
  }
  return new Date(guess);
}

export const MINUTE = 60_000;
export const SECOND = 1_000;
export const DAY = 86_400_000;
export const HOUR_MS = 3_600_000;

/** A date (yyyy-MM-dd) moved by whole days. */
export const addDays = (date: string, days: number) => formatDate(dateToMs(date) + days * DAY);

/** Seconds rounded to the nearest whole minute (and fractions dropped). */
export const roundToMinute = (ms: WallMs): WallMs => Math.round(ms / MINUTE) * MINUTE;

/** Milliseconds since midnight. */
export const timeOfDay = (ms: WallMs) => ((ms % DAY) + DAY) % DAY;
export const startOfDay = (ms: WallMs) => ms - timeOfDay(ms);

/** Day of week of a wall date: 0 Sunday .. 6 Saturday. */
export const weekday = (ms: WallMs) => new Date(ms).getUTCDay();

export const dateToMs = (date: string) => utcMs(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
