import { log } from "@/lib/server/log";
import { checkVenueSettings, type VenueSettings } from "@/lib/venue/format";
import { env } from "@/lib/server/env";
import { venueDefaultLocale, type Locale } from "@/lib/contract/locales";

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
