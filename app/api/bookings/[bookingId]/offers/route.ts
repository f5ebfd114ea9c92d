import { offerApi } from "@frontdesk/lib/api/waiting-list-offers";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { waitingListWordings } from "@frontdesk/lib/contract/waiting-list-words";
import { offerNext, sessionOffers } from "@frontdesk/lib/desk-offers/offers";

export const GET = bffEndpoint(offerApi.sessionOffers, async ({ caller, params }) =>
  sessionOffers(caller, params.bookingId),
);

export const POST = bffEndpoint(offerApi.offerNext, async ({ caller, params }) => offerNext(caller, params.bookingId), {
  wordings: waitingListWordings,
});
