import { bookingApi } from "@frontdesk/lib/api/bookings";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { tellDesks } from "@frontdesk/lib/bff/live-events";
import { liveTopics } from "@frontdesk/lib/contract/live";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { BffProblem, problem } from "@frontdesk/lib/contract/problem";
import { queueConfirmation, readAddressee } from "@frontdesk/lib/outbox/booking-mail";
import { bookings } from "@frontdesk/lib/platform/operations";

/**
 * Cancels the member's resource slot: only one the member holds (the path names both, so a slip of a booking id
 * never cancels someone else's court). The platform decides late and frees the slot in one transaction; the member is
 * emailed once it is made.
 */
export const POST = bffEndpoint(bookingApi.cancelSlot, async ({ caller, session, params, body, made }) => {
  const addressee = readAddressee("cancellation confirmation", params.memberId, bookings.cancelSlot); // beside the cancellation
  const held = await callPlatform(caller, bookings.listMemberSlots, { params: { memberId: params.memberId } });
  if (!held.some((s) => s.bookingId === params.bookingId)) throw new BffProblem(problem(404, "Problems.slotNotHeld"));
  const cancellation = await callPlatform(caller, bookings.cancelSlot, {
    params: { bookingId: params.bookingId },
    body,
  });
  made(); // the cancellation's audit row, beside its confirmation
  const { eventId } = cancellation;
  const email =
    eventId === null
      ? ({ state: "not sent", detail: null } as const)
      : await queueConfirmation(
          {
            kind: "cancellation confirmation",
            place: { ...cancellation, memberId: params.memberId, eventId, activityName: cancellation.productName },
          },
          session.staffId,
          addressee,
        );
  // the member's screens, and every desk's slot picker open on that site and day (the slot is free again)
  tellDesks(
    liveTopics.memberPlaces(params.memberId),
    liveTopics.resourceSlots(cancellation.siteId, cancellation.dateTimeFrom.slice(0, 10)),
  );
  return { cancellation, email };
});
