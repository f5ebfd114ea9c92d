import { offerApi } from "@frontdesk/lib/api/waiting-list-offers";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { waitingListWordings } from "@frontdesk/lib/contract/waiting-list-words";
import { answerOffer } from "@frontdesk/lib/desk-offers/offers";

export const POST = bffEndpoint(
  offerApi.answer,
  async ({ caller, params, body }) => answerOffer(caller, params.bookingId, params.offerId, body.outcome),
  { wordings: waitingListWordings },
);
