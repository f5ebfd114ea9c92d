import { bookingApi } from "@frontdesk/lib/api/bookings";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { tellDesks } from "@frontdesk/lib/bff/live-events";
import { liveTopics } from "@frontdesk/lib/contract/live";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings } from "@frontdesk/lib/platform/operations";

export const PUT = bffEndpoint(bookingApi.markAttendance, async ({ caller, params, body }) => {
  const marked = await callPlatform(caller, bookings.markAttendance, { params, body });
  tellDesks(liveTopics.sessionPlaces(params.bookingId), liveTopics.memberPlaces(params.memberId));
  return marked;
});
