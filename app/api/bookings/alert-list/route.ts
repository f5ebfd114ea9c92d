import { bookingApi } from "@/lib/api/bookings";
import { bffEndpoint } from "@/lib/bff/route";
import { waitingListWordings } from "@/lib/bff/waiting-list-words";
import { joinAlertListBySlotReference } from "@/lib/client/bookings";

export const POST = bffEndpoint(
  bookingApi.addToAlertList,
  async ({ caller, body }) => joinAlertListBySlotReference(caller, body.memberId, body.slotReference),
  { wordings: waitingListWordings },
);
