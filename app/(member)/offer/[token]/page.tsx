import type { Metadata } from "next";
import { headers } from "next/headers";
import { clientAddressHeader } from "@/lib/auth/client-address";
import { readOfferLink, type OfferLinkView } from "@/lib/desk-offers/offer-answer";
import { formatDateTime } from "@/lib/venue/format";

export const metadata: Metadata = { title: "Your waiting-list place", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/**
 * The member's page behind an offer email's link (issue 29): no staff sign-in, the least data that serves
 * (first name, session, site, hold), two buttons in a plain form, so it works on any phone without script.
 */
export default async function OfferPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ result?: string; choice?: string }>;
}) {
  const [{ token }, { result, choice }] = await Promise.all([params, searchParams]);
  const view = await readOfferLink(token, (await headers()).get(clientAddressHeader) ?? "");
  const shown: OfferLinkView =
    view.state === "open" && (result === "gone" || result === "started" || result === "throttled")
      ? { ...view, state: result }
      : view;
  return (
    <main className="mx-auto max-w-md px-4 py-8 text-base">
      <h1 className="text-2xl font-semibold">{headingOf(shown)}</h1>
      {shown.activityName && (
        <p className="mt-3">
          <strong>{shown.activityName}</strong>
          {shown.siteName ? ` at ${shown.siteName}` : ""}
          {shown.startDateTime ? `, ${formatDateTime(shown.startDateTime)}` : ""}
        </p>
      )}
      <p className="mt-3">{wordsOf(shown)}</p>
      {shown.state === "open" && (
        <form method="post" action={`/offer/${encodeURIComponent(token)}/answer`} className="mt-6 flex flex-col gap-3">
          <button
            type="submit"
            name="choice"
            value="take"
            autoFocus={choice !== "let-go"}
            className="rounded-md bg-blue-700 px-4 py-3 text-lg font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            Book my place
          </button>
          <button
            type="submit"
            name="choice"
            value="let-go"
            autoFocus={choice === "let-go"}
            className="rounded-md border border-slate-400 px-4 py-3 text-lg font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 dark:hover:bg-slate-800"
          >
            No thanks, let it go
          </button>
        </form>
      )}
      {shown.state !== "open" && <p className="mt-4">{callWords(shown)}</p>}
    </main>
  );
}

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
