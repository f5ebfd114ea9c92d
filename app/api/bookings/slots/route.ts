import { bookingApi } from "@/lib/api/bookings";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { bookings } from "@/lib/platform/operations";

/** A site's resource slots on a day (a venue platform without the extension: 501 in words). */
export const GET = bffEndpoint(bookingApi.slots, async ({ caller, query }) =>
  callPlatform(caller, bookings.listSlots, { query: { siteId: query.siteId, date: query.date } }),
);
