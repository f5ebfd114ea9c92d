import { bookingApi } from "@frontdesk/lib/api/bookings";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings } from "@frontdesk/lib/platform/operations";

/** A site's resource slots on a day (a venue platform without the extension: 501 in words). */
export const GET = bffEndpoint(bookingApi.slots, async ({ caller, query }) =>
  callPlatform(caller, bookings.listSlots, { query: { siteId: query.siteId, date: query.date } }),
);
