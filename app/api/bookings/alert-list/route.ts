import { bookingApi } from "@/lib/api/bookings";
import { bffEndpoint } from "@/lib/bff/route";
import { waitingListWordings } from "@/lib/contract/waiting-list-words";
import { bookingIdOfSlot, requireNotStarted } from "@/lib/desk-offers/offers";
import { callPlatform } from "@/lib/client/call-platform";
import { bookings } from "@/lib/platform/operations";

export const POST = bffEndpoint(
  bookingApi.addToAlertList,
  async ({ caller, body }) => {
    // a session that has started or ended takes no one (the platform itself has no such rule)
    const bookingId = bookingIdOfSlot(body.slotReference);
    if (bookingId !== undefined) await requireNotStarted(caller, bookingId);
    return callPlatform(caller, bookings.joinAlertListBySlotReference, {
      params: { memberId: body.memberId },
      body: { slotReference: body.slotReference },
    });
  },
  { wordings: waitingListWordings },
);
