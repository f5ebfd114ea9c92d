/**
 * The venue settings in force in this page (or, on the server, this request): set once per page load by the app's
 * providers from the server's, read by `./format`. Kept apart from the formatting so the providers, on every page, load
 * no date library.
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

/** The settings of one request being answered (a box: `configureVenue` fills it while the page renders). */
export interface VenueBox {
  settings?: VenueSettings;
}

/**
 * Where the server keeps the request's box: it answers each request inside a scope of its own
 * (lib/server/venue-scope.ts, an AsyncLocalStorage) and installs its reader here. None in the browser, and none
 * outside a request (tests, the CLI): the module value holds.
 */
let requestBox: () => VenueBox | undefined = () => undefined;

/** Installs the reader of the current request's box (the server does, once). */
export function readRequestVenueWith(box: () => VenueBox | undefined) {
  requestBox = box;
}

let current: VenueSettings = defaultVenueSettings;

/**
 * The settings in force: the request's on the server (two pages rendering at once, one Welsh and one English, each
 * keep their own dates), else the page's (set once per page load by the app's providers from the server's).
 */
export const venueSettings = () => (typeof window === "undefined" ? (requestBox()?.settings ?? current) : current);

/** Sets the venue's locale, time zone and names (the app's providers do this before any screen renders). */
export function configureVenue(settings: VenueSettings) {
  const box = typeof window === "undefined" ? requestBox() : undefined;
  if (box) box.settings = settings;
  else current = settings;
}
