import "server-only";
import { configureVenue, formatDateTime } from "@/lib/venue/format";
import { venueSettingsFromEnv } from "@/lib/server/venue-settings";
import type { OfferLinkView } from "./offer-answer";

/**
 * The member's offer page as one small HTML document: no staff shell, no script at all (the two
 * answers are a plain form), its few styles inline, so it opens at once on any phone. Served by
 * app/(member)/offer/[token]/route.ts; every value from the platform is escaped.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function headingOf(view: OfferLinkView): string {
  switch (view.state) {
    case "open":
      return view.firstName ? `${view.firstName}, a place is yours if you want it` : "A place is yours if you want it";
    case "booked":
      return "Your place is booked";
    case "let go":
      return "You let the place go";
    case "gone":
      return "Sorry, the place has gone";
    case "started":
      return "This session has started";
    case "expired":
      return "This offer has ended";
    case "withdrawn":
      return "This offer was withdrawn";
    case "throttled":
      return "Please wait a few minutes";
    case "invalid":
      return "This link does not work";
  }
}

function wordsOf(view: OfferLinkView): string {
  switch (view.state) {
    case "open":
      return `We are holding it for you until ${formatDateTime(view.expiresAt ?? "")}.`;
    case "booked":
      return "See you there. This link has been used, so there is nothing more to do.";
    case "let go":
      return "Thank you for telling us: it goes to the next person waiting. This link has been used.";
    case "gone":
      return "Someone else took the last place before you answered. You are still on the waiting list, and we will tell you if another comes up.";
    case "started":
      return "It is too late to book a place on it.";
    case "expired":
      return "The time we could hold the place for you has run out, or the link was used already, so it has gone to the next person.";
    case "withdrawn":
      return "The venue has withdrawn this offer.";
    case "throttled":
      return "This link was opened too many times in a short while. Try again in ten minutes.";
    case "invalid":
      return "It may have been copied incompletely or changed. Nothing has been booked.";
  }
}

const callWords = (view: OfferLinkView) =>
  view.sitePhone
    ? `Questions? Call ${view.siteName ?? "the venue"} on ${view.sitePhone}.`
    : "Questions? Call the venue.";

// Light and dark as the phone is set; contrast AA in both; a visible focus ring.
const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff}
main{max-width:28rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.5rem;line-height:1.3;font-weight:600;margin:0}
p{margin:.75rem 0 0}
form{display:flex;flex-direction:column;gap:.75rem;margin-top:1.5rem}
button{font:inherit;font-size:1.125rem;padding:.75rem 1rem;border-radius:.375rem;cursor:pointer}
.take{background:#1d4ed8;color:#fff;border:1px solid #1d4ed8;font-weight:600}
.take:hover{background:#1e40af}
.let-go{background:transparent;color:inherit;border:1px solid #94a3b8;font-weight:500}
.let-go:hover{background:#f1f5f9}
button:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}
@media (prefers-color-scheme:dark){body{color:#e2e8f0;background:#0f172a}.let-go:hover{background:#1e293b}button:focus-visible{outline-color:#93c5fd}}
`;

/** The page for what became of the offer a link names (`choice` = let-go: that button has the focus). */
export function offerPageHtml(view: OfferLinkView, token: string, choice?: string): string {
  const venue = venueSettingsFromEnv();
  configureVenue(venue); // dates and times in the venue's zone and locale, as on the staff screens
  const place = view.activityName
    ? `<p><strong>${escapeHtml(view.activityName)}</strong>${view.siteName ? ` at ${escapeHtml(view.siteName)}` : ""}${
        view.startDateTime ? `, ${escapeHtml(formatDateTime(view.startDateTime))}` : ""
      }</p>`
    : "";
  const answers =
    view.state === "open"
      ? `<form method="post" action="/offer/${encodeURIComponent(token)}/answer">
<button type="submit" name="choice" value="take" class="take"${choice !== "let-go" ? " autofocus" : ""}>Book my place</button>
<button type="submit" name="choice" value="let-go" class="let-go"${choice === "let-go" ? " autofocus" : ""}>No thanks, let it go</button>
</form>`
      : `<p style="margin-top:1rem">${escapeHtml(callWords(view))}</p>`;
  return `<!doctype html>
<html lang="${escapeHtml(venue.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Your waiting-list place · Frontdesk</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(headingOf(view))}</h1>
${place}
<p>${escapeHtml(wordsOf(view))}</p>
${answers}
</main>
</body>
</html>`;
}
