/**
 * The languages of Frontdesk's screens: English and Welsh. Which one a request gets is decided in
 * `i18n/request.ts`: the staff member's choice kept with their account, else (signed out) the sign-in page's
 * switch (a cookie), else the venue's default, else the browser's Accept-Language.
 */
export const locales = ["en", "cy"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** The sign-in page's switch (signed out there is no account to keep the choice with). */
export const localeCookie = "frontdesk-language";

/** Each language's name in itself: the switch shows these, each marked with its own `lang`. */
export const languageNames: Record<Locale, string> = { en: "English", cy: "Cymraeg" };

/** The first of ours the browser's Accept-Language names ("cy-GB,cy;q=0.9,en;q=0.8" -> cy), by its weights. */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/**
 * The locale dates and numbers are written in: the venue's (VENUE_LOCALE, en-GB by default) for English, Welsh
 * (cy-GB: the same day-month order and 24-hour clock, Welsh day and month names) for Welsh.
 */
export const formatLocaleOf = (language: Locale, venueLocale: string) =>
  language === "cy" ? "cy-GB" : venueLocale.toLowerCase().startsWith("cy") ? "en-GB" : venueLocale;

/** The venue's default language: Welsh where the venue's locale is Welsh (VENUE_LOCALE=cy-GB), else English. */
export const venueDefaultLocale = (venueLocale: string): Locale =>
  venueLocale.toLowerCase().startsWith("cy") ? "cy" : "en";
