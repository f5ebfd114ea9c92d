/**
 * The venue settings in force in this page (or process): set once per page load by the app's
 * providers from the server's, read by `./format`. Kept apart from the formatting so the providers,
 * on every page, load no date library.
 */
export interface VenueSettings {
  locale: string;
  timeZone: string;
  /**
   * The locale's day and month names by en-GB's ("Saturday": "Dydd Sadwrn"), where a browser may lack the locale
   * (Welsh): its dates are then en-GB's with these names, the same on the server and in every browser (./format).
   */
  names?: Record<string, string>;
}

export const defaultVenueSettings: VenueSettings = { locale: "en-GB", timeZone: "Europe/London" };

let current: VenueSettings = defaultVenueSettings;

/** The settings in force (set once per page load by the app's providers from the server's). */
export const venueSettings = () => current;

/** Sets the venue's locale, time zone and names (the app's providers do this before any screen renders). */
export function configureVenue(settings: VenueSettings) {
  current = settings;
}
