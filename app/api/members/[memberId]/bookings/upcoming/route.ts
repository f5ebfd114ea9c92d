import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(memberApi.upcomingBookings, ({ caller, params, query }) =>
  callPlatform(caller, bookings.listUpcomingBookings, { params, query }),
);
