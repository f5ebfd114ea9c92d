import "server-only";
import { configureVenue, formatDateTime } from "@frontdesk/lib/venue/format";
import { venueSettingsFromEnv } from "@frontdesk/lib/server/venue-settings";
import type { OfferLinkView } from "./offer-answer";
import { formatLocaleOf, languageNames, locales, type Locale } from "@frontdesk/lib/contract/locales";

/**
 * The member's offer page as one small HTML document: no staff shell, no script at all (the two
 * answers are a plain form), its few styles inline, so it opens at once on any phone. Served by
 * app/(member)/offer/[token]/route.ts; every value from the platform is escaped.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The page's words: next-intl's translator for the OfferPage namespace in the page's language. */
type Words = (key: string, values?: Record<string, string>) => string;

/** The catalogue's key of each state (messages/*.json, OfferPage.heading and OfferPage.words). */
const stateKey: Record<OfferLinkView["state"], string> = {
  open: "open",
  booked: "booked",
  "let go": "letGo",
  gone: "gone",
  started: "started",
  expired: "expired",
  withdrawn: "withdrawn",
  throttled: "throttled",
  invalid: "invalid",
};

function headingOf(view: OfferLinkView, t: Words): string {
  if (view.state === "open" && view.firstName) return t("heading.open", { firstName: view.firstName });
  return t(`heading.${view.state === "open" ? "openNoName" : stateKey[view.state]}`);
}

const callWords = (view: OfferLinkView, t: Words) =>
  view.sitePhone ? t("callSite", { siteName: view.siteName ?? t("theVenue"), phone: view.sitePhone }) : t("callVenue");

// Light and dark as the phone is set; contrast AA in both; a visible focus ring.
const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff}
main{max-width:28rem;margin:0 auto;padding:2rem 1rem}
nav{text-align:right;margin-bottom:1rem}
.switch{color:#1d4ed8;font-weight:500}
.switch:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}
h1{font-size:1.5rem;line-height:1.3;font-weight:600;margin:0}
p{margin:.75rem 0 0}
form{display:flex;flex-direction:column;gap:.75rem;margin-top:1.5rem}
button{font:inherit;font-size:1.125rem;padding:.75rem 1rem;border-radius:.375rem;cursor:pointer}
.take{background:#1d4ed8;color:#fff;border:1px solid #1d4ed8;font-weight:600}
.take:hover{background:#1e40af}
.let-go{background:transparent;color:inherit;border:1px solid #94a3b8;font-weight:500}
.let-go:hover{background:#f1f5f9}
button:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}
@media (prefers-color-scheme:dark){body{color:#e2e8f0;background:#0f172a}.switch{color:#93c5fd}.let-go:hover{background:#1e293b}button:focus-visible{outline-color:#93c5fd}}
`;

/** The page for what became of the offer a link names (`choice` = let-go: that button has the focus). */
export function offerPageHtml(
  view: OfferLinkView,
  token: string,
  { choice, language, t, result }: { choice?: string; language: Locale; t: Words; result?: string },
): string {
  const venue = venueSettingsFromEnv();
  configureVenue(venue); // dates and times in the venue's zone, as on the staff screens
  const locale = formatLocaleOf(language, venue.locale);
  const when = (value: string) => formatDateTime(value, { locale });
  const place = view.activityName
    ? `<p><strong>${escapeHtml(view.activityName)}</strong>${view.siteName ? ` ${escapeHtml(t("placeAt", { siteName: view.siteName }))}` : ""}${
        view.startDateTime ? `, ${escapeHtml(when(view.startDateTime))}` : ""
      }</p>`
    : "";
  const words =
    view.state === "open" ? t("words.open", { until: when(view.expiresAt ?? "") }) : t(`words.${stateKey[view.state]}`);
  const answers =
    view.state === "open"
      ? `<form method="post" action="/offer/${encodeURIComponent(token)}/answer">
<input type="hidden" name="lang" value="${language}">
<button type="submit" name="choice" value="take" class="take"${choice !== "let-go" ? " autofocus" : ""}>${escapeHtml(t("take"))}</button>
<button type="submit" name="choice" value="let-go" class="let-go"${choice === "let-go" ? " autofocus" : ""}>${escapeHtml(t("letGo"))}</button>
</form>`
      : `<p style="margin-top:1rem">${escapeHtml(callWords(view, t))}</p>`;
  // The other language, as a link that keeps what the page says (the result of an answer, the focused choice).
  const other = locales.find((l) => l !== language)!;
  const switchTo = new URLSearchParams({ lang: other, ...(result ? { result } : {}), ...(choice ? { choice } : {}) });
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(t("pageTitle"))} · Frontdesk</title>
<style>${styles}</style>
</head>
<body>
<main>
<nav aria-label="${escapeHtml(t("languages"))}"><a class="switch" href="?${escapeHtml(switchTo.toString())}" lang="${other}" hreflang="${other}">${escapeHtml(languageNames[other])}</a></nav>
<h1>${escapeHtml(headingOf(view, t))}</h1>
${place}
<p>${escapeHtml(words)}</p>
${answers}
</main>
</body>
</html>`;
}
