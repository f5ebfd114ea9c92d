import { venueSettings } from "./current";

/**
 * How far the platform counts a list: member search totals and the prospect board's column counts
 * stop at 1,000 and answer 1,001 for "more than that" (lib/platform/members/search-members.ts,
 * boardLimits.countCap). Kept apart from ./format so the header search loads no date library.
 */
export const countCap = 1000;

/** Whether a count is the platform's "more than the cap", not an exact number. */
export const isCapped = (count: number, cap = countCap) => count > cap;

/** A count in the venue's locale: "1,000", and "1,000+" for a capped count (never "1,001"); `Infinity` for a position. */
export function formatCount(count: number, cap = countCap): string {
  const format = (n: number) => n.toLocaleString(venueSettings().locale);
  return isCapped(count, cap) ? `${format(cap)}+` : format(count);
}

/** "Page 2 of 5", or "Page 2 of 40+" when the total is capped (the page count is not known). */
export function pageOfPages(page: number, total: number, pageSize: number, cap = countCap): string {
  // past the cap the pages go on: at least the one shown
  const pages = isCapped(total, cap) ? Math.max(Math.ceil(cap / pageSize), page) : Math.ceil(total / pageSize);
  return `Page ${formatCount(page, Infinity)} of ${formatCount(pages)}${isCapped(total, cap) ? "+" : ""}`;
}
