import { clientAddressHeader } from "@frontdesk/lib/auth/client-address";
import { readOfferLink, type OfferLinkView } from "@frontdesk/lib/desk-offers/offer-answer";
import { offerPageHtml } from "@frontdesk/lib/desk-offers/offer-page";
import { getTranslations } from "next-intl/server";
import { isLocale, localeOfAcceptLanguage } from "@frontdesk/lib/contract/locales";
import { venueLanguage } from "@frontdesk/lib/server/venue-settings";

export const dynamic = "force-dynamic";

/**
 * The member's page behind an offer email's link: no staff sign-in, the least data that serves (first
 * name, session, site, hold), and no script: one small HTML document (lib/desk-offers/offer-page.ts) whose two
 * buttons post a plain form to ./answer, which comes back here with what became of it.
 */
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const url = new URL(req.url);
  const result = url.searchParams.get("result");
  const view = await readOfferLink(token, req.headers.get(clientAddressHeader) ?? "");
  const shown: OfferLinkView =
    view.state === "open" && (result === "gone" || result === "started" || result === "throttled")
      ? { ...view, state: result }
      : view;
  // The member's language of correspondence, unless they switched (?lang=); a link nobody owns: their browser's.
  const asked = url.searchParams.get("lang");
  const language = isLocale(asked)
    ? asked
    : (view.language ?? localeOfAcceptLanguage(req.headers.get("accept-language")) ?? venueLanguage());
  const t = await getTranslations({ locale: language, namespace: "OfferPage" });
  const page = offerPageHtml(shown, token, {
    choice: url.searchParams.get("choice") ?? undefined,
    result: result ?? undefined,
    language,
    t: t as unknown as (key: string, values?: Record<string, string>) => string,
  });
  return new Response(page, {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
