import { memberRecordRoles } from "@/lib/auth/roles";
import { waitingListWordings } from "@/lib/bff/waiting-list-words";
import { addToAlertListRequest } from "@/lib/contract/bookings";
import { bffRoute } from "@/lib/bff/route";
import { joinAlertListBySlotReference } from "@/lib/client/bookings";
import { bookingIdOfSlot, requireNotStarted } from "@/lib/desk-offers/offers";

/** Adds a member to a session's alert list by its slot reference; answers { alertListPosition }. */
export const POST = bffRoute(
  { roles: memberRecordRoles, mutation: true, body: addToAlertListRequest, wordings: waitingListWordings },
  async ({ caller, body }) => {
    const bookingId = bookingIdOfSlot(body.slotReference);
    if (bookingId !== undefined) await requireNotStarted(caller, bookingId);
    return joinAlertListBySlotReference(caller, body.memberId, body.slotReference);
  },
);
