import { bookingApi } from "@/lib/api/bookings";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { bookings } from "@/lib/platform/operations";

export const GET = bffEndpoint(bookingApi.bookingRules, ({ caller, params }) =>
  callPlatform(caller, bookings.readBookingRules, { params }),
);

export const PUT = bffEndpoint(bookingApi.saveBookingRules, ({ caller, params, body }) =>
  callPlatform(caller, bookings.saveBookingRules, { params, body }),
);
