import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { bookings } from "@/lib/platform/operations";

export const GET = bffEndpoint(memberApi.upcomingBookings, ({ caller, params, query }) =>
  callPlatform(caller, bookings.listUpcomingBookings, { params, query }),
);
