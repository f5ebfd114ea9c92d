import { bookingApi } from "@/lib/api/bookings";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { bookings } from "@/lib/platform/operations";

export const GET = bffEndpoint(bookingApi.availability, async ({ caller, query }) =>
  callPlatform(caller, bookings.listAvailability, { query: { siteId: query.siteId, date: query.date } }),
);
