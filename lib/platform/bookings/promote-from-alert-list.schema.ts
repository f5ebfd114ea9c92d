import { operation } from "../http/operation";
import { z } from "zod";
import { promoteFromAlertListResult, promoteFromAlertListRequest } from "../../contract/bookings";
import { objectBody, parseWith } from "../http/input";

const text = z.string();

/**
 * States: waiting -> confirmed booking. The spec names the endpoint but not its request or effects;
 * this sandbox turns the member's waiting place into a confirmed (still unpaid) place when the
 * session has a free space (confirmed places below capacity).
 */
export const promoteFromAlertList = operation({
  method: "post",
  path: "/api/bookings/promote-from-alert-list",
  summary: "Promote a member from an alert list to a confirmed booking",
  description:
    "Body { bookingId, memberId }. The booking row is locked for the check and the write, so two promotions cannot overfill a session. " +
    "Errors (plain text): 400 'bookingId must be a positive whole number' / 'memberId must be a positive whole number'; 404 'Invalid Member ID {memberId}: member doesn't exist'; " +
    "400 'Invalid Booking ID {bookingId}: booking doesn't exist'; 400 'Member {memberId} is already booked on booking {bookingId}'; " +
    "400 'Member {memberId} is not on the alert list for booking {bookingId}'; 400 'Booking {bookingId} is full: no space to promote member {memberId}'.",
  tags: ["Bookings"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  // an empty body reads as {} so the first missing field is named
  input: {
    body: {
      schema: promoteFromAlertListRequest,
      parse: (raw: unknown) => parseWith(promoteFromAlertListRequest, "text", objectBody("text", raw, {})),
    },
  },
  responses: {
    200: { description: "The member now holds a confirmed place", schema: promoteFromAlertListResult },
    400: {
      description: "Invalid request, unknown booking, member not waiting, or session full (plain text)",
      schema: text,
      kind: "text",
    },
    404: {
      description: "Invalid Member ID {memberId}: member doesn't exist",
      schema: text,
      kind: "text",
    },
  },
});
