import { memberRecordRoles } from "@/lib/auth/roles";
import { waitingListWordings } from "@/lib/bff/waiting-list-words";
import { promoteFromAlertListRequest } from "@/lib/contract/bookings";
import { bffRoute } from "@/lib/bff/route";
import { promoteFromAlertList } from "@/lib/client/bookings";
import { requireNotStarted } from "@/lib/desk-offers/offers";

/** The waiting member takes a free space on the session. */
export const POST = bffRoute(
  { roles: memberRecordRoles, mutation: true, body: promoteFromAlertListRequest, wordings: waitingListWordings },
  async ({ caller, body }) => {
    await requireNotStarted(caller, body.bookingId);
    return promoteFromAlertList(caller, body.bookingId, body.memberId);
  },
);
