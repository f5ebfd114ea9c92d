import { bookingApi } from "@frontdesk/lib/api/bookings";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { waitingListWordings } from "@frontdesk/lib/contract/waiting-list-words";
import { requireNotStarted } from "@frontdesk/lib/desk-offers/offers";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { tellDesks } from "@frontdesk/lib/bff/live-events";
import { liveTopics, sessionsTopicOf } from "@frontdesk/lib/contract/live";
import { bookings } from "@frontdesk/lib/platform/operations";

export const POST = bffEndpoint(
  bookingApi.promoteFromAlertList,
  async ({ caller, body }) => {
    const session = await requireNotStarted(caller, body.bookingId);
    const promoted = await callPlatform(caller, bookings.promoteFromAlertList, {
      body: { bookingId: body.bookingId, memberId: body.memberId },
    });
    // a waiting member now holds a place: the session's roster, their bookings, the pickers open on its site and day
    tellDesks(
      liveTopics.sessionPlaces(body.bookingId),
      liveTopics.memberPlaces(body.memberId),
      sessionsTopicOf(session),
    );
    return promoted;
  },
  { wordings: waitingListWordings },
);
