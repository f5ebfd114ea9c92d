import "server-only";
import { said } from "@frontdesk/lib/contract/said";
import type { CancelledPlace, LadderOutcome } from "@frontdesk/lib/contract/booking-places";
import type { Caller } from "@frontdesk/lib/client/transport";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { BffProblem, problem } from "@frontdesk/lib/contract/problem";
import { appDatabase } from "@frontdesk/lib/app-db";
import { deskOffers } from "@frontdesk/lib/app-db/schema";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings } from "@frontdesk/lib/platform/operations";
import { formatDateTime } from "@frontdesk/lib/venue/format";
import { offerNext } from "./offers";
import { readSiteSettings } from "./site-settings";

const waitingWords = (n: number) => (n === 1 ? "1 person is" : `${n} people are`);

/**
 * The ladder after a cancellation the platform has committed (so the place it offers is free): with people
 * waiting, the site's setting decides. "Offer freed places on their own" offers it at once to the next in line who
 * may book it, emailed in the offer's own transaction (offerNext: the session's free places less its open offers,
 * the partial unique indexes against a second desk or the offer clock offering the same place); otherwise staff
 * decide from the session's waiting list. If this process stops between the cancellation and the offer, the offer
 * clock's sweep offers the freed place at sites that offer on their own (today's and tomorrow's sessions).
 */
export async function afterCancellation(caller: Caller, cancelled: CancelledPlace): Promise<LadderOutcome> {
  const none = (detail: string): LadderOutcome => ({ started: false, how: "none", detail, offer: null, email: null });
  if (cancelled.waiting === 0) return none("No one is waiting for this session.");
  const { autoOffer } = await readSiteSettings(cancelled.siteId);
  if (!autoOffer)
    return {
      started: false,
      how: "staff",
      detail: `${waitingWords(cancelled.waiting)} waiting: this site leaves freed places to staff. Offer it from the session's waiting list.`,
      offer: null,
      email: null,
    };
  try {
    const made = await offerNext(caller, cancelled.bookingId);
    if (!made.offer) return none("No one waiting may book this session, so the place was not offered.");
    return {
      started: true,
      how: "offered",
      detail: "The freed place was offered to the next person on the waiting list.",
      offer: made.offer,
      email: made.email,
    };
  } catch (error) {
    // full again, started, or every free place already offered (another desk, the offer clock): said as it is
    if (error instanceof BffProblem) return none(error.problem.detail ?? "The place was not offered.");
    throw error;
  }
}

/**
 * A desk booking must not take a place held for someone on the waiting list: when the session's open offers hold
 * every free place, the booking is refused in words before the platform is asked (the held member's "Book my place"
 * would otherwise find the session full). A session without open offers (nearly every one) costs one query.
 */
export async function requireUnheldPlace(caller: Caller, bookingId: number) {
  const db = await appDatabase();
  const open = await db
    .select({ expiresAt: deskOffers.expiresAt })
    .from(deskOffers)
    .where(and(eq(deskOffers.bookingId, bookingId), isNull(deskOffers.outcome), gt(deskOffers.expiresAt, sql`now()`)))
    .orderBy(asc(deskOffers.expiresAt));
  if (open.length === 0) return;
  const list = await callPlatform(caller, bookings.readAlertList, { params: { bookingId } });
  if (list.capacity - list.booked > open.length) return;
  throw new BffProblem(
    problem(
      409,
      open[0].expiresAt
        ? said("Problems.offers.placeHeldUntil", { until: formatDateTime(open[0].expiresAt.toISOString()) })
        : "Problems.offers.placeHeld",
    ),
  );
}
