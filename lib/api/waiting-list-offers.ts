import {
  answerOfferRequest,
  offerMade,
  sessionOffers,
  waitingListOffer,
} from "@frontdesk/lib/contract/waiting-list-offers";
import { endpoint } from "./endpoint";
import { bookingIdParam, positiveIdParam } from "./params";

/** The desk's waiting-list offers: app/api/bookings/[bookingId]/offers/** (lib/desk-offers). */
const offers = "/api/bookings/[bookingId]/offers";

export const offerApi = {
  /** A session's open offers and their history (holds that ran out are settled by this read). */
  sessionOffers: endpoint({
    method: "GET",
    path: offers,
    permission: "bookings.waitingLists",
    params: { bookingId: bookingIdParam },
    response: sessionOffers,
  }),
  /** Offer a free space to the next person in line who may book it. */
  offerNext: endpoint({
    method: "POST",
    path: offers,
    permission: "bookings.waitingLists",
    params: { bookingId: bookingIdParam },
    response: offerMade,
  }),
  /** The member's answer: accepted (promoted through the platform) or declined (the next person is offered it). */
  answer: endpoint({
    method: "POST",
    path: `${offers}/[offerId]`,
    permission: "bookings.waitingLists",
    params: {
      bookingId: bookingIdParam,
      offerId: positiveIdParam("offer ID", "This offer could not be found. Open the session again."),
    },
    body: answerOfferRequest,
    response: waitingListOffer,
  }),
};
