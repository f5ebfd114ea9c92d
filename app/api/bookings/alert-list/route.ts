import { memberRecordRoles } from "@/lib/auth/roles";
import { waitingListWordings } from "@/lib/bff/waiting-list-words";
import { addToAlertListRequest } from "@/lib/contract/bookings";
import { bffRoute } from "@/lib/bff/route";
import { joinAlertListBySlotReference } from "@/lib/client/bookings";

/** Adds a member to a session's alert list by its slot reference; answers { alertListPosition }. */
export const POST = bffRoute(
  { roles: memberRecordRoles, mutation: true, body: addToAlertListRequest, wordings: waitingListWordings },
  async ({ caller, body }) => joinAlertListBySlotReference(caller, body.memberId, body.slotReference),
);
