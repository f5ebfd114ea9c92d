import { bookingApi } from "@frontdesk/lib/api/bookings";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { tellDesks } from "@frontdesk/lib/bff/live-events";
import { liveTopics, sessionsTopicOf } from "@frontdesk/lib/contract/live";
import { recordStaffAudit } from "@frontdesk/lib/bff/audit";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { overrideRefusal } from "@frontdesk/lib/contract/booking-places";
import { can } from "@frontdesk/lib/contract/roles";
import { BffProblem, problem } from "@frontdesk/lib/contract/problem";
import { requireUnheldPlace } from "@frontdesk/lib/desk-offers/ladder";
import { queueConfirmation, readAddressee } from "@frontdesk/lib/outbox/booking-mail";
import { bookings } from "@frontdesk/lib/platform/operations";

/** Books the member; a place held by an open waiting-list offer is not taken; the member is emailed once it is made. */
export const POST = bffEndpoint(bookingApi.bookPlace, async ({ caller, session, params, body, made }) => {
  if (body.overrideReason !== undefined && !can(session.role, "bookings.override"))
    throw new BffProblem(problem(403, overrideRefusal));
  await requireUnheldPlace(caller, params.bookingId);
  // beside the booking (a place held for the waiting list has refused it already, and read nothing of the member)
  const addressee = readAddressee("booking confirmation", params.memberId, bookings.bookPlace);
  const place = await callPlatform(caller, bookings.bookPlace, {
    params: { bookingId: params.bookingId },
    body: { memberId: params.memberId, overrideReason: body.overrideReason },
  });
  made(); // the booking's audit row, beside its confirmation
  const [email] = await Promise.all([
    queueConfirmation({ kind: "booking confirmation", place }, session.staffId, addressee),
    // booking past a suspension is audited on its own, in the same insert as the booking's own row
    place.overrideReason !== null &&
      recordStaffAudit({ staffId: session.staffId, memberId: params.memberId, action: "booked past a suspension" }),
  ]);
  // the roster, the member's bookings, and the session pickers open on its site and day (the answer names both)
  tellDesks(
    liveTopics.sessionPlaces(params.bookingId),
    liveTopics.memberPlaces(params.memberId),
    sessionsTopicOf(place),
  );
  return { place, email };
});
