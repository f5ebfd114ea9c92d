import { offerApi } from "@/lib/api/waiting-list-offers";
import { bffEndpoint } from "@/lib/bff/route";
import { waitingListWordings } from "@/lib/contract/waiting-list-words";
import { answerOffer } from "@/lib/desk-offers/offers";

export const POST = bffEndpoint(
  offerApi.answer,
  async ({ caller, params, body }) => answerOffer(caller, params.bookingId, params.offerId, body.outcome),
  { wordings: waitingListWordings },
);
