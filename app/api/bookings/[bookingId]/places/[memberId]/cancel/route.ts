import { bookingApi } from "@frontdesk/lib/api/bookings";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { tellDesks } from "@frontdesk/lib/bff/live-events";
import { liveTopics, sessionsTopicOf } from "@frontdesk/lib/contract/live";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { afterCancellation } from "@frontdesk/lib/desk-offers/ladder";
import { queueConfirmation, readAddressee } from "@frontdesk/lib/outbox/booking-mail";
import { bookings } from "@frontdesk/lib/platform/operations";

/**
 * Cancels the place (the platform decides late and frees it, in one transaction); then, the place being free, the
 * ladder moves by the site's setting, and the member is emailed the cancellation. The answer says both.
 */
export const POST = bffEndpoint(bookingApi.cancelPlace, async ({ caller, session, params, body, made }) => {
  const addressee = readAddressee("cancellation confirmation", params.memberId, bookings.cancelPlace); // beside the cancellation
  const cancellation = await callPlatform(caller, bookings.cancelPlace, { params, body });
  made(); // the cancellation's audit row, beside what follows
  // the two emails are apart (the next in line's offer, this member's confirmation): prepared side by side
  const [ladder, email] = await Promise.all([
    afterCancellation(caller, cancellation),
    queueConfirmation({ kind: "cancellation confirmation", place: cancellation }, session.staffId, addressee),
  ]);
  tellDesks(
    liveTopics.sessionPlaces(params.bookingId),
    liveTopics.memberPlaces(params.memberId),
    sessionsTopicOf(cancellation),
  );
  return { cancellation, ladder, email };
});
