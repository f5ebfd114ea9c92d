import { bookingApi } from "@frontdesk/lib/api/bookings";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(bookingApi.bookingRules, ({ caller, params }) =>
  callPlatform(caller, bookings.readBookingRules, { params }),
);

export const PUT = bffEndpoint(bookingApi.saveBookingRules, ({ caller, params, body }) =>
  callPlatform(caller, bookings.saveBookingRules, { params, body }),
);
