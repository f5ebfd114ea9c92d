import { bookingApi } from "@/lib/api/bookings";
import { bffEndpoint } from "@/lib/bff/route";
import { tellDesks } from "@/lib/bff/live-events";
import { liveTopics } from "@/lib/contract/live";
import { callPlatform } from "@/lib/client/call-platform";
import { bookings } from "@/lib/platform/operations";

export const PUT = bffEndpoint(bookingApi.markAttendance, async ({ caller, params, body }) => {
  const marked = await callPlatform(caller, bookings.markAttendance, { params, body });
  tellDesks(liveTopics.sessionPlaces(params.bookingId), liveTopics.memberPlaces(params.memberId));
  return marked;
});
