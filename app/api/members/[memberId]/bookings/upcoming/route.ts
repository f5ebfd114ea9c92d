import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { listUpcomingBookings } from "@/lib/platform/bookings/upcoming-bookings.schema";

export const GET = bffEndpoint(memberApi.upcomingBookings, ({ caller, params, query }) =>
  callPlatform(caller, listUpcomingBookings, { params, query }),
);
