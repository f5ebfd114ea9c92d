import { z } from "zod";
import { operation } from "../http/operation";
import { objectBody, parseId, parseWith } from "../http/input";
import { PlatformError } from "../http/errors";
import type { InputContext } from "../http/route";
import { existingMemberPath, memberNotFound } from "../members/member-record";
import {
  attendance,
  bookedPlace,
  bookingHistory,
  bookPlaceRequest,
  cancelledPlace,
  cancelPlaceRequest,
  markAttendanceRequest,
  sessionRoster,
} from "../../contract/booking-places";

const text = z.string();

/**
 * Booking and cancelling places at the desk: Frontdesk's extension (the spec's platform decides who may book
 * what, but takes no booking from a desk). Staff operations, gated like the front desk's other writes.
 */
export const placesGate = {
  tags: ["Bookings"],
  products: ["FOH"],
  features: ["FOHGENERIC"],
  extension: true as const,
  whenMissing:
    "The venue's platform does not take bookings from Frontdesk: bookings are made in the venue's own system.",
};

export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  schema,
  parse: (raw: unknown) => parseWith(schema, "text", objectBody("text", raw, {})),
});

export const sessionNotFound = (raw: unknown) => PlatformError.text(404, `Session ${String(raw)} does not exist`);

/** A session's path: bookingId (positive int32), else the session's 404 as sent. */
const sessionPath = {
  schema: z.object({ bookingId: z.int32().positive().describe("The session's booking id") }),
  parse: (params: Record<string, string>) => {
    const bookingId = parseId(params.bookingId);
    if (bookingId === undefined) throw sessionNotFound(params.bookingId);
    return { bookingId };
  },
};

/** A place's path: the session's, then memberId (positive int32, an existing member: 404 in the spec's words). */
const placePath = {
  schema: z.object({ bookingId: z.int32().positive(), memberId: z.int32().positive() }),
  parse: async (params: Record<string, string>, ctx: InputContext) => {
    const { bookingId } = sessionPath.parse(params);
    const { memberId } = await existingMemberPath(memberNotFound).parse(params, ctx);
    return { bookingId, memberId };
  },
};

// ---- the refusals, in words (each a 409 unless said) ----
export const notASessionMessage = (bookingId: number) =>
  `Booking ${bookingId} is not a session of an activity: only classes, courses and other sessions take places here`;
export const sessionCancelledMessage = (bookingId: number) =>
  `Session ${bookingId} was cancelled: it takes no bookings`;
export const sessionStartedMessage = (name: string, bookingId: number) =>
  `${name} (session ${bookingId}) has started: it can no longer be booked`;
export const statusRefusedMessage = (memberId: number, status: string) =>
  `Member ${memberId}'s status ${status} treats members as expired: booking refused. Renew their membership first`;
export const restrictedMessage = (name: string, memberId: number) =>
  `${name} is for members holding certain subscriptions, and member ${memberId} holds no current one of them`;
export const alreadyBookedMessage = (memberId: number, bookingId: number) =>
  `Member ${memberId} is already booked on session ${bookingId}`;
export const waitingMessage = (memberId: number, bookingId: number) =>
  `Member ${memberId} is on the waiting list for session ${bookingId}: offer them the place from the waiting list`;
export const fullMessage = (name: string, bookingId: number, capacity: number) =>
  `${name} (session ${bookingId}) is full: all ${capacity} places are taken. Add the member to the waiting list instead`;
export const suspendedMessage = (memberId: number, siteId: string, until: string, strikes: number, days: number) =>
  `Member ${memberId} may not book at ${siteId} until ${until}: ${strikes} late cancellations or no-shows in ${days} days (the site's rule). A manager can book them anyway with a reason`;
export const noPlaceMessage = (memberId: number, bookingId: number) =>
  `Member ${memberId} has no place on session ${bookingId}`;
export const alreadyCancelledMessage = (memberId: number, bookingId: number, at: string, by: string) =>
  `Member ${memberId}'s place on session ${bookingId} was already cancelled (${at}, by ${by})`;
export const cancelWaitingMessage = (memberId: number, bookingId: number) =>
  `Member ${memberId} is waiting for session ${bookingId}, not booked: there is no place to cancel`;
export const cancelStartedMessage = (name: string, bookingId: number) =>
  `${name} (session ${bookingId}) has started: a place can no longer be cancelled. Mark it a no-show instead`;
export const notStartedMessage = (name: string, bookingId: number, start: string) =>
  `${name} (session ${bookingId}) starts at ${start}: attendance can be marked once it has started`;

const refusals = "The refusal in words (plain text)";

export const bookPlace = operation({
  method: "post",
  path: "/api/bookings/:bookingId/places",
  summary: "Book a member onto a session (extension)",
  description: [
    "Body { memberId, overrideReason }. Checks, in order: the session exists (404) and is an activity's (409), is not",
    "cancelled or started (409); the member exists (404); their status does not treat members as expired (409); the",
    "activity's membership restriction allows them (the member restriction check's rule, 409); they hold no place",
    "(booked or waiting, 409); the site's late-cancellation rule has not suspended their booking there, unless",
    "overrideReason is given (409; kept, and answered, only where it overrode a suspension); a place is free (409 'full'). The session row is locked for the check and the",
    "write: two desks booking its last place at once make one booking, the other told it is full. One transaction:",
    "the place and its history entry (booked). 201 with the place.",
  ].join(" "),
  ...placesGate,
  input: { params: sessionPath, body: jsonBody(bookPlaceRequest) },
  responses: {
    201: { description: "The place booked", schema: bookedPlace },
    400: { description: "An invalid body (plain text)", schema: text, kind: "text" },
    404: {
      description: "Session {bookingId} does not exist | Member with ID {memberId} does not exist",
      schema: text,
      kind: "text",
    },
    409: { description: refusals, schema: text, kind: "text" },
  },
});

export const cancelPlace = operation({
  method: "post",
  path: "/api/bookings/:bookingId/places/:memberId/cancel",
  summary: "Cancel a member's place on a session (extension)",
  description: [
    "Body { reason }. The place is removed (so it is free at once) and its history keeps who cancelled it, when, why",
    "and whether it was late: inside the site's cancellation window before the start. A late cancellation counts",
    "against the member by the site's rule; suspendedUntil says when that rule now suspends their booking there.",
    "waiting is the session's waiting list: the ladder moves when a place frees and someone waits. Errors (plain",
    "text): 400 the body; 404 session or member; 409 already cancelled (when, by whom), waiting not booked, no place,",
    "or the session has started (mark a no-show instead).",
  ].join(" "),
  ...placesGate,
  input: { params: placePath, body: jsonBody(cancelPlaceRequest) },
  responses: {
    200: { description: "The place cancelled", schema: cancelledPlace },
    400: { description: "An invalid body (plain text)", schema: text, kind: "text" },
    404: {
      description: "Session {bookingId} does not exist | Member with ID {memberId} does not exist",
      schema: text,
      kind: "text",
    },
    409: { description: refusals, schema: text, kind: "text" },
  },
});

export const markAttendance = operation({
  method: "put",
  path: "/api/bookings/:bookingId/places/:memberId/attendance",
  summary: "Mark a place attended or a no-show (extension)",
  description: [
    "Body { attendance: attended | no-show }, once the session has started (before: 409 in words). A place holds one",
    "mark: a different one replaces it (the earlier voided in the history; a voided no-show no longer counts against",
    "the member), the same one again changes nothing (changed false). A no-show counts against the member by the",
    "site's rule. Errors (plain text): 400 the body; 404 session or member; 409 no place, waiting, or not started.",
  ].join(" "),
  ...placesGate,
  input: { params: placePath, body: jsonBody(markAttendanceRequest) },
  responses: {
    200: { description: "The place's mark", schema: attendance },
    400: { description: "An invalid body (plain text)", schema: text, kind: "text" },
    404: {
      description: "Session {bookingId} does not exist | Member with ID {memberId} does not exist",
      schema: text,
      kind: "text",
    },
    409: { description: refusals, schema: text, kind: "text" },
  },
});

export const readRoster = operation({
  method: "get",
  path: "/api/bookings/:bookingId/roster",
  summary: "A session's roster: places with their marks, and the waiting list (extension)",
  description:
    "The session (capacity, places booked, started, the site's cancellation window), its places by surname with each one's attendance mark, and its waiting list in order. Errors (plain text): 404 'Session {bookingId} does not exist'.",
  ...placesGate,
  input: { params: sessionPath },
  responses: {
    200: { description: "The session's roster", schema: sessionRoster },
    404: { description: "Session {bookingId} does not exist", schema: text, kind: "text" },
  },
});

export const historyLimitMessage = "limit must be a whole number from 1 to 200";

export const listBookingHistory = operation({
  method: "get",
  path: "/api/members/:memberId/booking-history",
  summary: "A member's booking history and standing (extension)",
  description:
    "What happened to the member's places, newest first, at most limit (default 50, 1 to 200): booked, cancelled (late or not, why), attended, no-show, promoted from the waiting list; the suspensions in force by sites' late-cancellation rules; and statusRefusal, the words a booking would be refused in for the member's status (null when it allows booking). Errors (plain text): 404 'Member with ID {memberId} does not exist', 400 '" +
    historyLimitMessage +
    "'.",
  ...placesGate,
  input: {
    params: existingMemberPath(memberNotFound),
    query: z.object({
      limit: z.coerce
        .number({ error: historyLimitMessage })
        .int({ error: historyLimitMessage })
        .min(1, { error: historyLimitMessage })
        .max(200, { error: historyLimitMessage })
        .default(50),
    }),
  },
  responses: {
    200: { description: "The member's booking history", schema: bookingHistory },
    400: { description: historyLimitMessage, schema: text, kind: "text" },
    404: { description: "Member with ID {memberId} does not exist", schema: text, kind: "text" },
  },
});
