import { bookingApi } from "@/lib/api/bookings";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { bookings } from "@/lib/platform/operations";

export const PUT = bffEndpoint(bookingApi.markAttendance, ({ caller, params, body }) =>
  callPlatform(caller, bookings.markAttendance, { params, body }),
);
