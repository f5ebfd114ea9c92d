import { bookingApi } from "@/lib/api/bookings";
import { bffEndpoint } from "@/lib/bff/route";
import { waitingListWordings } from "@/lib/bff/waiting-list-words";
import { getAlertList } from "@/lib/client/bookings";

export const GET = bffEndpoint(
  bookingApi.alertList,
  async ({ caller, params }) => getAlertList(caller, params.bookingId),
  {
    wordings: waitingListWordings,
  },
);
