import { bookingApi } from "@frontdesk/lib/api/bookings";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { waitingListWordings } from "@frontdesk/lib/contract/waiting-list-words";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(
  bookingApi.alertList,
  async ({ caller, params }) =>
    callPlatform(caller, bookings.readAlertList, { params: { bookingId: params.bookingId } }),
  {
    wordings: waitingListWordings,
  },
);
