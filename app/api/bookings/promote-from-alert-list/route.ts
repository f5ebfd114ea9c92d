import { memberRecordRoles } from "@/lib/auth/roles";
import { waitingListWordings } from "@/lib/bff/waiting-list-words";
import { promoteFromAlertListRequest } from "@/lib/contract/bookings";
import { bffRoute } from "@/lib/bff/route";
import { promoteFromAlertList } from "@/lib/client/bookings";

/** The waiting member takes a free space on the session. */
export const POST = bffRoute(
  { roles: memberRecordRoles, mutation: true, body: promoteFromAlertListRequest, wordings: waitingListWordings },
  async ({ caller, body }) => promoteFromAlertList(caller, body.bookingId, body.memberId),
);
