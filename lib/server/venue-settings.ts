import { log } from "@/lib/server/log";
import { checkVenueSettings, type VenueSettings } from "@/lib/venue/format";
import { env } from "@/lib/server/env";

let cached: VenueSettings | undefined;

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
