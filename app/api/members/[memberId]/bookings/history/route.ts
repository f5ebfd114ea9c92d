import { bookingApi } from "@/lib/api/bookings";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { bookings } from "@/lib/platform/operations";

export const GET = bffEndpoint(bookingApi.memberHistory, ({ caller, params }) =>
  callPlatform(caller, bookings.listBookingHistory, { params, query: { limit: 50 } }),
);
