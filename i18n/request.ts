import { getRequestConfig } from "next-intl/server";
import { cookies, headers } from "next/headers";
import { getStaffSession } from "@frontdesk/lib/auth/session";
import { isLocale, localeCookie, localeOfAcceptLanguage, type Locale } from "@frontdesk/lib/contract/locales";
import { venueLanguage, venueSettingsFromEnv } from "@frontdesk/lib/server/venue-settings";

/**
 * next-intl without i18n routing (docs/decisions/025-next-intl.md): no locale in the address. A signed-in staff
 * member's screens are in the language kept with their account, else the venue's default; signed out, the sign-in
 * page's switch (a cookie), else the browser's Accept-Language, else the venue's default.
 */
export async function requestLocale(): Promise<Locale> {
  const venueDefault = venueLanguage();
  const session = await getStaffSession().catch(() => undefined);
  if (session) return isLocale(session.language) ? session.language : venueDefault;
  const chosen = (await cookies()).get(localeCookie)?.value;
  if (isLocale(chosen)) return chosen;
  return localeOfAcceptLanguage((await headers()).get("accept-language")) ?? venueDefault;
}

// A locale named by the caller (`getTranslations({ locale })`: a member's offer page in their language) wins.
export default getRequestConfig(async ({ locale: named }) => {
  const locale = isLocale(named) ? named : await requestLocale();
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
    timeZone: venueSettingsFromEnv().timeZone,
  };
});
