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
export const POST = bffEndpoint(bookingApi.bookPlace, async ({ caller, session, params, body }) => {
  if (body.overrideReason !== undefined && !can(session.role, "bookings.override"))
    throw new BffProblem(problem(403, overrideRefusal));
  const addressee = readAddressee("booking confirmation", params.memberId, bookings.bookPlace); // beside the booking
  await requireUnheldPlace(caller, params.bookingId);
  const place = await callPlatform(caller, bookings.bookPlace, {
    params: { bookingId: params.bookingId },
    body: { memberId: params.memberId, overrideReason: body.overrideReason },
  });
  // booking past a suspension is audited on its own, beside the booking's own row
  if (place.overrideReason !== null)
    await recordStaffAudit({ staffId: session.staffId, memberId: params.memberId, action: "booked past a suspension" });
  const email = await queueConfirmation({ kind: "booking confirmation", place }, session.staffId, addressee);
  // the roster, the member's bookings, and the session pickers open on its site and day (the answer names both)
  tellDesks(
    liveTopics.sessionPlaces(params.bookingId),
    liveTopics.memberPlaces(params.memberId),
    sessionsTopicOf(place),
  );
  return { place, email };
});
