import { log } from "@frontdesk/lib/server/log";
import { checkVenueSettings, type VenueSettings } from "@frontdesk/lib/venue/format";
import { env } from "@frontdesk/lib/server/env";
import { formatLocaleOf, venueDefaultLocale, type Locale } from "@frontdesk/lib/contract/locales";

let cached: VenueSettings | undefined;

/**
 * The venue's default language: VENUE_LANGUAGE, else Welsh where the venue's date locale is Welsh. Staff who have not
 * chosen see their screens in it, and members who have not chosen are written to in it.
 */
export const venueLanguage = (): Locale => env().VENUE_LANGUAGE ?? venueDefaultLocale(venueSettingsFromEnv().locale);

/** The venue's locale and site time zone from VENUE_LOCALE / VENUE_TIME_ZONE (en-GB, Europe/London). */
export function venueSettingsFromEnv(): VenueSettings {
  if (cached) return cached;
  const { settings, problems } = checkVenueSettings({
    locale: env().VENUE_LOCALE,
    timeZone: env().VENUE_TIME_ZONE,
  });
  for (const problem of problems) log.warn(problem);
  cached = settings;
  return settings;
}

const englishDays = "Sunday Monday Tuesday Wednesday Thursday Friday Saturday".split(" ");
const englishMonths = "January February March April May June July August September October November December".split(
  " ",
);
const short = (name: string) => name.slice(0, 3);
/** [English, Welsh] of each name, in order. */
const pairs = (english: string[], welsh: string, said = (name: string) => name) =>
  welsh.split(" ").map((name, i) => [english[i]!, said(name)] as const);

/**
 * Welsh day and month names (CLDR's) by en-GB's, long and short ("Saturday": "Dydd Sadwrn", "Sat": "Sad",
 * "November": "Tachwedd", "Nov": "Tach"; no narrow ones: no screen asks for them). Welsh screens write their dates with
 * these, never with the runtime's Welsh: Node has it, a browser may not (Debian's Chromium), and the two must write
 * the same (lib/venue/format.ts).
 */
export const welshDateNames: Record<string, string> = Object.fromEntries([
  ...pairs(englishDays, "Sul Llun Mawrth Mercher Iau Gwener Sadwrn", (day) => `Dydd ${day}`),
  ...pairs(englishDays.map(short), "Sul Llun Maw Mer Iau Gwen Sad"),
  ...pairs(englishMonths, "Ionawr Chwefror Mawrth Ebrill Mai Mehefin Gorffennaf Awst Medi Hydref Tachwedd Rhagfyr"),
  ...pairs(englishMonths.map(short), "Ion Chwef Maw Ebr Mai Meh Gorff Awst Medi Hyd Tach Rhag"),
  ["Sept", "Medi"], // en-GB's short September in newer CLDR
]);

/**
 * The venue settings a screen in `language` formats with (app/layout.tsx hands them to the browser): Welsh writes
 * cy-GB with Welsh day and month names of its own, English the venue's locale.
 */
export function screenVenueSettings(language: Locale): VenueSettings {
  const fromEnv = venueSettingsFromEnv();
  const locale = formatLocaleOf(language, fromEnv.locale);
  return language === "cy" ? { ...fromEnv, locale, names: welshDateNames } : { ...fromEnv, locale };
}
