import { z } from "zod";
import { messageStates } from "@frontdesk/lib/domain/messages";

/**
 * Waiting-list offers (the desk's own workflow): a free space is offered to the first
 * person in line who may book it, held for the site's hold time (a site setting, default 2 hours); the offer is accepted (the member
 * is promoted), declined, or runs out unanswered (then the space goes to the next person).
 */
const offerOutcomes = ["accepted", "declined", "no answer", "passed over"] as const;

/** What the person answered, as the desk records it. */
export const answerOfferRequest = z.object({
  outcome: z.enum(["accepted", "declined"], { error: "Validation.offers.outcome" }),
});
export type AnswerOfferRequest = z.infer<typeof answerOfferRequest>;

export const waitingListOffer = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  memberId: z.number().int(),
  offeredBy: z.string(),
  offeredAt: z.string(),
  /** when the hold runs out (null for someone passed over) */
  expiresAt: z.string().nullable(),
  /** null while the offer is open */
  outcome: z.enum(offerOutcomes).nullable(),
  /** why someone was passed over */
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type WaitingListOffer = z.infer<typeof waitingListOffer>;

/** A session's offers: open ones, then the history, newest first; and the session's site's hold time. */
export const sessionOffers = z.object({
  bookingId: z.number().int(),
  holdMinutes: z.number().int(),
  open: z.array(waitingListOffer),
  history: z.array(waitingListOffer),
  /** names of the members the offers name who are no longer on the list (those who took a space), by member id */
  memberNames: z.record(z.string(), z.string()),
  /** names of the staff who offered and recorded answers, by staff id (an account that is gone is left out) */
  staffNames: z.record(z.string(), z.string()),
  /**
   * the email of each open offer, by offer id: its message's state and why it failed; an open offer not listed
   * was not emailed (no address, or a template that cannot be filled): the desk phones them
   */
  emails: z.record(z.string(), z.object({ state: z.enum(messageStates), detail: z.string().nullable() })).default({}),
  /** false: email is not set up at this venue (no SMTP_URL), so a waiting email will not be sent: the desk phones */
  mailConfigured: z.boolean().default(true),
});
export type SessionOffers = z.infer<typeof sessionOffers>;

/** What offering a space did: the offer made (null when nobody was left) and who was passed over on the way. */
/** Whether the member was emailed the offer: queued, or why not (then the desk phones them). */
export const offerEmail = z.object({
  state: z.enum(["queued", "no address", "not sent"]),
  detail: z.string().nullable(),
});
export type OfferEmail = z.infer<typeof offerEmail>;

export const offerMade = z.object({
  offer: waitingListOffer.nullable(),
  passedOver: z.array(waitingListOffer),
  /** null when no offer was made */
  email: offerEmail.nullable().default(null),
  /** false: email is not set up at this venue, so a queued email will not be sent: the desk phones them */
  mailConfigured: z.boolean().default(true),
});
export type OfferMade = z.infer<typeof offerMade>;
