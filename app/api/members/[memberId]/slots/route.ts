import { bookingApi } from "@frontdesk/lib/api/bookings";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { tellDesks } from "@frontdesk/lib/bff/live-events";
import { liveTopics } from "@frontdesk/lib/contract/live";
import { recordStaffAudit } from "@frontdesk/lib/bff/audit";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { overrideRefusal } from "@frontdesk/lib/contract/booking-places";
import { can } from "@frontdesk/lib/contract/roles";
import { BffProblem, problem } from "@frontdesk/lib/contract/problem";
import { queueConfirmation, readAddressee } from "@frontdesk/lib/outbox/booking-mail";
import { bookings } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(bookingApi.memberSlots, async ({ caller, params }) =>
  callPlatform(caller, bookings.listMemberSlots, { params }),
);

/**
 * Books the member onto a free resource slot; booking past a suspension is a manager's, audited on its own. The member
 * is emailed once it is made, through the booking confirmation template as a session's place is.
 */
export const POST = bffEndpoint(bookingApi.bookSlot, async ({ caller, session, params, body, made }) => {
  if (body.overrideReason !== undefined && !can(session.role, "bookings.override"))
    throw new BffProblem(problem(403, overrideRefusal));
  const addressee = readAddressee("booking confirmation", params.memberId, bookings.bookSlot); // beside the booking
  const slot = await callPlatform(caller, bookings.bookSlot, {
    body: {
      productId: body.productId,
      dateTimeFrom: body.dateTimeFrom,
      dateTimeTo: body.dateTimeTo,
      memberId: params.memberId,
      overrideReason: body.overrideReason,
    },
  });
  made(); // the booking's audit row, beside its confirmation
  const [email] = await Promise.all([
    queueConfirmation(
      { kind: "booking confirmation", place: { ...slot, activityName: slot.productName } },
      session.staffId,
      addressee,
    ),
    // booking past a suspension is audited on its own, in the same insert as the booking's own row
    slot.overrideReason !== null &&
      recordStaffAudit({ staffId: session.staffId, memberId: params.memberId, action: "booked past a suspension" }),
  ]);
  // the member's screens, and every desk's slot picker open on that site and day
  tellDesks(
    liveTopics.memberPlaces(params.memberId),
    liveTopics.resourceSlots(slot.siteId, slot.dateTimeFrom.slice(0, 10)),
  );
  return { slot, email };
});
