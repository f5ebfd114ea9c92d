/*
 * Calendar arithmetic on "yyyy-MM-dd" dates. A date names a day, not an instant, so it is counted in UTC where
 * every day is 24 hours long: the answer is the same whatever the zone of the server or the browser (a summer-time
 * change never makes a day 23 or 25 hours). The venue's own days are lib/venue/format.ts (siteToday and friends).
 * Plain Date arithmetic: no date library in the pages that use it.
 */
const dayMs = 86_400_000;

/** The instant a UTC day starts. */
export const utcDayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** The date `days` calendar days after `day` (before it when negative). */
export const addCalendarDays = (day: string, days: number) =>
  new Date(utcDayStart(day).getTime() + days * dayMs).toISOString().slice(0, 10);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const calendarDaysBetween = (from: string, to: string) =>
  Math.round((utcDayStart(to).getTime() - utcDayStart(from).getTime()) / dayMs);
