import { bookingApi } from "@/lib/api/bookings";
import { bffEndpoint } from "@/lib/bff/route";
import { waitingListWordings } from "@/lib/bff/waiting-list-words";
import { promoteFromAlertList } from "@/lib/client/bookings";
import { requireNotStarted } from "@/lib/desk-offers/offers";

export const POST = bffEndpoint(
  bookingApi.promoteFromAlertList,
  async ({ caller, body }) => {
    await requireNotStarted(caller, body.bookingId);
    return promoteFromAlertList(caller, body.bookingId, body.memberId);
  },
  { wordings: waitingListWordings },
);
