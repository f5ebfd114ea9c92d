import { memberRecordRoles } from "@/lib/auth/roles";
import { waitingListWordings } from "@/lib/bff/waiting-list-words";
import { bffRoute } from "@/lib/bff/route";
import { bookingIdParam } from "@/lib/api/params";
import { getAlertList } from "@/lib/client/bookings";

/** A session's alert list in order, with its capacity and confirmed places. */
export const GET = bffRoute(
  { roles: memberRecordRoles, params: { bookingId: bookingIdParam }, wordings: waitingListWordings },
  async ({ caller, params }) => getAlertList(caller, params.bookingId),
);
