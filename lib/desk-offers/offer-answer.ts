import "server-only";
import { languagesOf } from "@frontdesk/lib/outbox/member-language";
import { venueLanguage } from "@frontdesk/lib/server/venue-settings";
import type { Locale } from "@frontdesk/lib/contract/locales";
import { eq } from "drizzle-orm";
import { appDatabase } from "@frontdesk/lib/app-db";
import { deskOffers } from "@frontdesk/lib/app-db/schema";
import type { AlertListView } from "@frontdesk/lib/contract/bookings";
import { hasStarted } from "@frontdesk/lib/domain/waiting-list-offers";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings, communications, configuration } from "@frontdesk/lib/platform/operations";
import { PlatformFailure, type Caller } from "@frontdesk/lib/client/transport";
import { BffProblem } from "@frontdesk/lib/contract/problem";
import { senderCaller } from "@frontdesk/lib/outbox/templates";
import { sessionValues } from "./offer-mail";
import { offerIdOfToken, tokenMatches } from "./offer-links";
import { answerOffer, settleSession } from "./offers";
import { throttled } from "./public-throttle";

/**
 * The member's side of an offer: the public page behind the email's link, outside staff sign-in.
 * It shows the least that serves (first name, session, site, hold) and takes one answer: the offer's own
 * state makes the link single-use and ends it with the hold; the claim in answerOffer makes two clicks,
 * tabs or devices book one place.
 */

/** What the page shows. */
type OfferLinkState =
  "open" | "booked" | "let go" | "expired" | "withdrawn" | "invalid" | "started" | "gone" | "throttled";

export interface OfferLinkView {
  state: OfferLinkState;
  firstName?: string;
  activityName?: string;
  startDateTime?: string;
  siteName?: string;
  sitePhone?: string;
  expiresAt?: string;
  /** the member's language of correspondence (the page's, unless they switch) */
  language?: Locale;
}

/** Answers through the link are recorded under this name (staff audit, the offer's decided_by). */
const memberLink: Caller = { staffId: "member link", role: senderCaller.role };

/**
 * The venue's main phone, for a page whose link cannot be trusted (altered, or no offer): the first active
 * site, in the platform's order, that has one.
 */
async function venueContact(): Promise<Pick<OfferLinkView, "siteName" | "sitePhone">> {
  const sites = await callPlatform(senderCaller, configuration.listSites, { query: {} }).catch(() => []);
  const main = sites.find((site) => site.isActive && site.contact.telephone);
  return main ? { siteName: main.name, sitePhone: main.contact.telephone ?? undefined } : {};
}

async function findOffer(token: string) {
  const offerId = offerIdOfToken(token);
  if (offerId === undefined) return undefined;
  const db = await appDatabase();
  const [offer] = await db.select().from(deskOffers).where(eq(deskOffers.id, offerId));
  return offer && tokenMatches(token, offer.id, offer.memberId) ? offer : undefined;
}

const placeOf = async (list: AlertListView) => {
  const values = await sessionValues(list, venueLanguage());
  return {
    activityName: list.activityName,
    startDateTime: list.startDateTime,
    siteName: values.SiteName,
    sitePhone: values.SitePhone,
  };
};

/** Reads the offer a link names, settling a hold that ran out first. */
export async function readOfferLink(token: string, clientAddress: string): Promise<OfferLinkView> {
  // per client address, at most 30 reads and 10 answers in 10 minutes: a link is a secret
  if (await throttled(`read:${clientAddress}`, 30)) return { state: "throttled", ...(await venueContact()) };
  const offer = await findOffer(token);
  if (!offer) return { state: "invalid", ...(await venueContact()) };
  // settles this session's holds that ran out (and offers those places on), as the desk's read does
  await settleSession(memberLink, offer.bookingId);
  const db = await appDatabase();
  const [now] = await db.select().from(deskOffers).where(eq(deskOffers.id, offer.id));
  const list = await callPlatform(senderCaller, bookings.readAlertList, { params: { bookingId: offer.bookingId } });
  const language = (await languagesOf([offer.memberId])).get(offer.memberId);
  const place = { ...(await placeOf(list)), language };
  if (now.outcome === "accepted") return { state: "booked", ...place };
  if (now.outcome === "declined") return { state: "let go", ...place };
  if (now.outcome === "no answer") return { state: "expired", ...place };
  if (now.outcome !== null) return { state: "withdrawn", ...place };
  if (hasStarted(list.startDateTime)) return { state: "started", ...place };
  const sample = await callPlatform(senderCaller, communications.readSampleValues, {
    query: { memberId: String(now.memberId) },
  });
  return {
    state: "open",
    firstName: sample.values.FirstName,
    expiresAt: now.expiresAt?.toISOString(),
    ...place,
  };
}

/** The member's answer: take the place (promoted through the platform) or let it go (it passes on). */
export async function answerOfferLink(
  token: string,
  choice: "take" | "let-go",
  clientAddress: string,
): Promise<OfferLinkState> {
  if (await throttled(`answer:${clientAddress}`, 10)) return "throttled";
  const offer = await findOffer(token);
  if (!offer) return "invalid";
  if (offer.outcome !== null)
    return offer.outcome === "accepted" || offer.outcome === "declined" ? "booked" : "expired";
  try {
    await answerOffer(memberLink, offer.bookingId, offer.id, choice === "take" ? "accepted" : "declined");
    return choice === "take" ? "booked" : "let go";
  } catch (error) {
    if (error instanceof PlatformFailure) return "gone"; // the platform refused the promotion: no free place now
    if (error instanceof BffProblem) {
      if (error.problem.status === 400) return "started";
      return "expired"; // answered already (another tab) or the hold ran out: the page reads which
    }
    throw error;
  }
}
