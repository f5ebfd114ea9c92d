import { bookingApi } from "@/lib/api/bookings";
import { bffEndpoint } from "@/lib/bff/route";
import { waitingListWordings } from "@/lib/contract/waiting-list-words";
import { requireNotStarted } from "@/lib/desk-offers/offers";
import { callPlatform } from "@/lib/client/call-platform";
import { bookings } from "@/lib/platform/operations";

export const POST = bffEndpoint(
  bookingApi.promoteFromAlertList,
  async ({ caller, body }) => {
    await requireNotStarted(caller, body.bookingId);
    return callPlatform(caller, bookings.promoteFromAlertList, {
      body: { bookingId: body.bookingId, memberId: body.memberId },
    });
  },
  { wordings: waitingListWordings },
);
