import { bookingApi } from "@frontdesk/lib/api/bookings";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { waitingListWordings } from "@frontdesk/lib/contract/waiting-list-words";
import { bookingIdOfSlot, requireNotStarted } from "@frontdesk/lib/desk-offers/offers";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings } from "@frontdesk/lib/platform/operations";

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
