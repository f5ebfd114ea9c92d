import { z } from "zod";
import { operation } from "../http/operation";
import { parseId, queryValue } from "../http/input";
import { PlatformError } from "../http/errors";
import { existingMemberPath, memberNotFound } from "../members/member-record";
import { parseIsoDate } from "@frontdesk/lib/domain/booking-sheets/wall-clock";
import {
  bookedSlot,
  bookSlotRequest,
  cancelledSlot,
  cancelSlotRequest,
  memberSlots,
  resourceSlots,
  slotMinutes,
  slotsQuery,
} from "../../contract/booking-slots";
import { jsonBody } from "./places.schema";

const text = z.string();

/**
 * Booking resource slots at the desk: Frontdesk's extension beside the session places (the spec's platform books
 * resources in its own screens only). Staff operations, gated like the front desk's other writes.
 */
export const slotsGate = {
  tags: ["Bookings"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  extension: true as const,
  whenMissing:
    "The venue's platform does not take resource bookings from Frontdesk: courts, lanes and other resources are booked in the venue's own system.",
};

// ---- the refusals, in words (each a 409 unless said) ----
export const siteRequiredMessage = "siteId is required";
export const dateMessage = (raw: string) => `date '${raw}' is not a day (yyyy-MM-dd)`;
export const siteNotFound = (siteId: string) => PlatformError.text(404, `Site ${siteId} does not exist`);
export const resourceNotFoundMessage = (productId: string) => `Resource ${productId} does not exist`;
export const slotTimesMessage = "dateTimeTo must be after dateTimeFrom";
export const slotDateTimeMessage = (field: string, raw: string) => `${field} '${raw}' is not a date and time`;
export const slotStartedMessage = (name: string, from: string) =>
  `${name} at ${from} has started: it can no longer be booked`;
export const slotClosedHoursMessage = (name: string, from: string, to: string) =>
  `${name} is not open from ${from} to ${to}: book it within its opening times`;
export const slotBookedMessage = (name: string, from: string, to: string) =>
  `${name} is already booked between ${from} and ${to}: choose a free slot`;
export const slotBlockedMessage = (name: string, from: string, to: string) =>
  `${name} is closed between ${from} and ${to} (a closure on the booking sheet)`;
export const slotBookingNotFound = (raw: unknown) =>
  PlatformError.text(404, `Resource booking ${String(raw)} does not exist`);
export const notASlotMessage = (bookingId: number) =>
  `Booking ${bookingId} is a session, not a resource slot: cancel its place from the session`;
export const slotAlreadyCancelledMessage = (bookingId: number, at: string, by: string) =>
  `Resource booking ${bookingId} was already cancelled (${at}, by ${by})`;
export const slotCancelStartedMessage = (name: string, from: string) =>
  `${name} at ${from} has started: it can no longer be cancelled`;

const refusals = "The refusal in words (plain text)";

const slotBookingPath = {
  schema: z.object({ bookingId: z.int32().positive().describe("The resource booking's id") }),
  parse: (params: Record<string, string>) => {
    const bookingId = parseId(params.bookingId);
    if (bookingId === undefined) throw slotBookingNotFound(params.bookingId);
    return { bookingId };
  },
};

const fail = (message: string): never => {
  throw PlatformError.text(400, message);
};

export const listSlots = operation({
  method: "get",
  path: "/api/booking-sheets/slots",
  summary: "A site's resource slots on a day, free or why not (extension)",
  description: [
    `Every resource of the site (its resource products in use) in slots of ${slotMinutes} minutes from each of the`,
    "day's opening times, by start then resource, each free, booked (someone holds it), closed (a closure on the",
    "booking sheet) or started. What a member may book is the member's standing besides (their status and the site's",
    `rule: GET /api/members/{memberId}/booking-history). Errors (plain text, in order): 400 '${siteRequiredMessage}';`,
    `400 "${dateMessage("{date}")}"; 404 'Site {siteId} does not exist'.`,
  ].join(" "),
  ...slotsGate,
  input: {
    query: {
      schema: slotsQuery,
      parse: (query: URLSearchParams) => {
        const siteId = queryValue(query, "siteId") ?? fail(siteRequiredMessage);
        const raw = queryValue(query, "date") ?? "";
        const date = parseIsoDate(raw) ?? fail(dateMessage(raw));
        return { siteId, date };
      },
    },
  },
  responses: {
    200: { description: "The day's slots", schema: resourceSlots },
    400: { description: "A missing or invalid siteId or date (plain text)", schema: text, kind: "text" },
    404: { description: "Site {siteId} does not exist", schema: text, kind: "text" },
  },
});

export const bookSlot = operation({
  method: "post",
  path: "/api/booking-sheets/slots",
  summary: "Book a member onto a resource slot (extension)",
  description: [
    "Body { productId, dateTimeFrom, dateTimeTo (the site's wall clock), memberId, overrideReason }. Checks, in",
    "order: the body (400); the resource exists (404); the times are dates and times, the end after the start (400);",
    "the slot has not started and lies within one of the resource's opening times (409); the member exists (404);",
    "their status does not treat members as expired (409); the site's late-cancellation rule has not suspended their",
    "booking there, unless overrideReason is given (409; kept, and answered, only where it overrode a suspension);",
    "the slot is free: no live booking and no closure overlaps it (409). The resource's writers are serialised for",
    "the check and the write: two desks booking one slot at once make one booking, the other told it is booked. One",
    "transaction: the booking, the member's place and its history entry (booked). 201 with the booking.",
  ].join(" "),
  ...slotsGate,
  input: { body: jsonBody(bookSlotRequest) },
  responses: {
    201: { description: "The slot booked", schema: bookedSlot },
    400: { description: "An invalid body or time (plain text)", schema: text, kind: "text" },
    404: {
      description: "Resource {productId} does not exist | Member with ID {memberId} does not exist",
      schema: text,
      kind: "text",
    },
    409: { description: refusals, schema: text, kind: "text" },
  },
});

export const cancelSlot = operation({
  method: "post",
  path: "/api/booking-sheets/slots/:bookingId/cancel",
  summary: "Cancel a resource slot booking (extension)",
  description: [
    "Body { reason }. The booking is cancelled (so the slot is free at once) and each member's history keeps who",
    "cancelled it, when, why and whether it was late: inside the site's cancellation window before the start. A",
    "late cancellation counts against the member by the site's rule; suspendedUntil says when that rule now suspends",
    "their booking there. Errors (plain text, in order): 404 'Resource booking {bookingId} does not exist' for an",
    "id that is none; 400 the body; 404 the same for an unknown booking; 409 a session's booking (cancel its place",
    "instead), already cancelled (when, by whom), or started.",
  ].join(" "),
  ...slotsGate,
  input: { params: slotBookingPath, body: jsonBody(cancelSlotRequest) },
  responses: {
    200: { description: "The booking cancelled", schema: cancelledSlot },
    400: { description: "An invalid body (plain text)", schema: text, kind: "text" },
    404: { description: "Resource booking {bookingId} does not exist", schema: text, kind: "text" },
    409: { description: refusals, schema: text, kind: "text" },
  },
});

export const listMemberSlots = operation({
  method: "get",
  path: "/api/members/:memberId/slots",
  summary: "A member's coming resource slots (extension)",
  description:
    "The resource bookings the member holds a place on that have not ended, soonest first (at most 50), cancelled ones left out, each with its site's cancellation window. Errors (plain text): 404 'Member with ID {memberId} does not exist'.",
  ...slotsGate,
  input: { params: existingMemberPath(memberNotFound) },
  responses: {
    200: { description: "The member's coming slots", schema: memberSlots },
    404: { description: "Member with ID {memberId} does not exist", schema: text, kind: "text" },
  },
});
