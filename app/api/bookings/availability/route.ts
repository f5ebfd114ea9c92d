import { bookingApi } from "@/lib/api/bookings";
import { bffEndpoint } from "@/lib/bff/route";
import { listAvailability } from "@/lib/client/bookings";

export const GET = bffEndpoint(bookingApi.availability, async ({ caller, query }) =>
  listAvailability(caller, query.siteId, query.date),
);
