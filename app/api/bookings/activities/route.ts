import { bookingApi } from "@/lib/api/bookings";
import { bffEndpoint } from "@/lib/bff/route";
import { listActivities } from "@/lib/client/bookings";

export const GET = bffEndpoint(bookingApi.activities, async ({ caller, query }) =>
  listActivities(caller, query.siteId),
);
