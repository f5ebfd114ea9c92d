/**
 * UK bank holidays by region, from the maintained date-holidays library (offline data, no network):
 * the public holidays of England and Wales, Scotland or Northern Ireland in a year, substitute
 * days included. Server side only (the data is large): the BFF reads it.
 */
import Holidays from "date-holidays";

const ukRegions = {
  "england-and-wales": { label: "England and Wales", state: "ENG" },
  scotland: { label: "Scotland", state: "SCT" },
  "northern-ireland": { label: "Northern Ireland", state: "NIR" },
} as const;
export type UkRegion = keyof typeof ukRegions;

interface BankHoliday {
  /** yyyy-MM-dd */
  date: string;
  name: string;
}

export function ukBankHolidays(region: UkRegion, year: number): BankHoliday[] {
  const holidays = new Holidays("GB", ukRegions[region].state);
  const seen = new Set<string>();
  return holidays
    .getHolidays(year)
    .filter((h) => h.type === "public")
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }))
    .filter((h) => !seen.has(h.date) && !!seen.add(h.date))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The note a holiday's schedule carries: it names the holiday and finds the schedule again. */
export const holidayNote = (region: UkRegion, holiday: BankHoliday) =>
  `Bank holiday: ${holiday.name} (${ukRegions[region].label})`;
