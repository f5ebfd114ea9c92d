import { bookingApi } from "@/lib/api/bookings";
import { bffEndpoint } from "@/lib/bff/route";
import { waitingListWordings } from "@/lib/contract/waiting-list-words";
import { callPlatform } from "@/lib/client/call-platform";
import { bookings } from "@/lib/platform/operations";

export const GET = bffEndpoint(
  bookingApi.alertList,
  async ({ caller, params }) =>
    callPlatform(caller, bookings.readAlertList, { params: { bookingId: params.bookingId } }),
  {
    wordings: waitingListWordings,
  },
);
