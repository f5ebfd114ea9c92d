import { z } from "zod";

/**
 * Waiting-list offers (the desk's own workflow, issue 23): a free space is offered to the first
 * person in line who may book it, held for the venue's hold time; the offer is accepted (the member
 * is promoted), declined, or runs out unanswered (then the space goes to the next person).
 */
export const offerOutcomes = ["accepted", "declined", "no answer", "passed over"] as const;
export type OfferOutcome = (typeof offerOutcomes)[number];

/** What the person answered, as the desk records it. */
export const answerOfferRequest = z.object({
  outcome: z.enum(["accepted", "declined"], { error: "Choose whether the member took the space or turned it down." }),
});
export type AnswerOfferRequest = z.infer<typeof answerOfferRequest>;

export interface WaitingListOffer {
  id: number;
  bookingId: number;
  memberId: number;
  offeredBy: string;
  offeredAt: string;
  /** when the hold runs out (null for someone passed over) */
  expiresAt: string | null;
  /** null while the offer is open */
  outcome: OfferOutcome | null;
  /** why someone was passed over */
  reason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
}

/** A session's offers: open ones first, then the history, newest first; and the hold time in force. */
export interface SessionOffers {
  bookingId: number;
  holdMinutes: number;
  open: WaitingListOffer[];
  history: WaitingListOffer[];
}

/** A session that has started (or ended) takes no one from its waiting list. */
export const hasStarted = (startDateTime: string, now = Date.now()) => Date.parse(startDateTime) <= now;
