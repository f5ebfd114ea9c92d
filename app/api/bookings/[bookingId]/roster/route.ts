import { bookingApi } from "@frontdesk/lib/api/bookings";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(bookingApi.roster, ({ caller, params }) =>
  callPlatform(caller, bookings.readRoster, { params }),
);
