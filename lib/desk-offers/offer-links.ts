import "server-only";
import crypto from "node:crypto";
import { authSecret } from "@frontdesk/lib/auth/secret";
import { appUrl } from "@frontdesk/lib/server/env";

/**
 * The member's links to an offer: `<offer id>.<HMAC-SHA256 of the offer and member>`, keyed by the
 * app's secret, so an altered link is refused. Single use and the end of the hold are the offer's own state
 * (lib/desk-offers/offer-answer.ts), not the link's: nothing to revoke, nothing to keep.
 */
const signature = (offerId: number, memberId: number) =>
  crypto
    .createHmac("sha256", `offer-link:${authSecret()}`)
    .update(`${offerId}:${memberId}`)
    .digest("base64url")
    .slice(0, 32);

const offerToken = (offerId: number, memberId: number) => `${offerId}.${signature(offerId, memberId)}`;

/** The offer id a token names, before its signature is checked against the offer's member (undefined: not a token). */
export function offerIdOfToken(token: string): number | undefined {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  const id = match ? Number(match[1]) : NaN;
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** Whether the token was made for this offer and member (constant time). */
export function tokenMatches(token: string, offerId: number, memberId: number): boolean {
  const expected = Buffer.from(offerToken(offerId, memberId));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export const offerLinks = (offerId: number, memberId: number) => {
  const page = `${appUrl()}/offer/${offerToken(offerId, memberId)}`;
  return { TakePlaceLink: page, LetGoLink: `${page}?choice=let-go` };
};
