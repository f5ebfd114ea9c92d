/**
 * Places booked and cancelled at the desk (a platform extension): booking a member onto a session,
 * cancelling their place (late or not, by the site's window), marking attendance, a session's roster, a member's
 * booking history and standing, and a site's booking rules. One schema for the platform, the BFF and the forms.
 */
import { z } from "zod";
import { offerEmail, waitingListOffer } from "./waiting-list-offers";

const whole = (field: string) =>
  z
    .number({ error: `${field} must be a positive whole number` })
    .int({ error: `${field} must be a positive whole number` })
    .positive({ error: `${field} must be a positive whole number` })
    .max(2_147_483_647, { error: `${field} must be a positive whole number` });

const reason = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(3, { error: `${field} must be at least 3 characters` })
    .max(500, { error: `${field} must be at most 500 characters` });

/** Book a member onto a session; overrideReason books past the site's late-cancellation rule (a manager's). */
export const bookPlaceRequest = z.object({
  memberId: whole("memberId"),
  overrideReason: reason("overrideReason").optional(),
});
export type BookPlaceRequest = z.infer<typeof bookPlaceRequest>;

export const cancelPlaceRequest = z.object({ reason: reason("reason") });
export type CancelPlaceRequest = z.infer<typeof cancelPlaceRequest>;

export const attendanceMarks = ["attended", "no-show"] as const;
export type AttendanceMark = (typeof attendanceMarks)[number];
export const markAttendanceRequest = z.object({
  attendance: z.enum(attendanceMarks, { error: "attendance must be attended or no-show" }),
});

export const placeEventKinds = ["booked", "cancelled", "attended", "no-show", "promoted"] as const;
export type PlaceEventKind = (typeof placeEventKinds)[number];

/** The session a place is on, as every answer names it. */
const sessionOf = z.object({
  bookingId: z.number().int(),
  activityId: z.string(),
  activityName: z.string(),
  siteId: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
});

export const bookedPlace = sessionOf.extend({
  memberId: z.number().int(),
  /** the history entry of the booking (one change, one id: a confirmation email is keyed by it) */
  eventId: z.number().int(),
  bookedAt: z.string(),
  bookedBy: z.string(),
  overrideReason: z.string().nullable(),
  capacity: z.number().int(),
  booked: z.number().int(),
});
export type BookedPlace = z.infer<typeof bookedPlace>;

export const cancelledPlace = sessionOf.extend({
  memberId: z.number().int(),
  eventId: z.number().int(),
  cancelledAt: z.string(),
  cancelledBy: z.string(),
  reason: z.string(),
  /** inside the site's cancellation window: counts against the member by the site's rule */
  late: z.boolean(),
  cancellationWindowMinutes: z.number().int(),
  capacity: z.number().int(),
  booked: z.number().int(),
  /** members on the session's waiting list: with a place now free, the ladder can move */
  waiting: z.number().int(),
  /** the member's booking at the site is suspended until then by the site's rule (this cancellation included) */
  suspendedUntil: z.string().nullable(),
});
export type CancelledPlace = z.infer<typeof cancelledPlace>;

export const attendance = z.object({
  bookingId: z.number().int(),
  memberId: z.number().int(),
  attendance: z.enum(attendanceMarks),
  eventId: z.number().int(),
  markedAt: z.string(),
  markedBy: z.string(),
  /** false: the place already had this mark, nothing changed */
  changed: z.boolean(),
});
export type Attendance = z.infer<typeof attendance>;

const rosterPlace = z.object({
  memberId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  bookedAt: z.string(),
  attendance: z.enum(attendanceMarks).nullable(),
});
const rosterWaiting = z.object({
  memberId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.number().int(),
});
export const sessionRoster = sessionOf.extend({
  capacity: z.number().int(),
  booked: z.number().int(),
  /** the session has started: attendance can be marked, places no longer booked or cancelled */
  started: z.boolean(),
  cancellationWindowMinutes: z.number().int(),
  places: z.array(rosterPlace),
  waiting: z.array(rosterWaiting),
});
export type SessionRoster = z.infer<typeof sessionRoster>;

export const placeEvent = sessionOf.extend({
  eventId: z.number().int(),
  kind: z.enum(placeEventKinds),
  at: z.string(),
  by: z.string(),
  reason: z.string().nullable(),
  late: z.boolean(),
  overrideReason: z.string().nullable(),
  /** an attendance mark replaced by a later one (a no-show voided no longer counts) */
  voided: z.boolean(),
  /** a resource slot's change (activityId empty): the resource booked; absent from a platform without slots */
  productId: z.string().nullable().optional(),
  productName: z.string().nullable().optional(),
});
export type PlaceEvent = z.infer<typeof placeEvent>;

/** A suspension by a site's rule, in force now. */
export const bookingSuspension = z.object({
  siteId: z.string(),
  until: z.string(),
  /** late cancellations and no-shows at the site in the rule's last strikeDays */
  strikes: z.number().int(),
  strikeLimit: z.number().int(),
  strikeDays: z.number().int(),
});
export type BookingSuspension = z.infer<typeof bookingSuspension>;

export const bookingHistory = z.object({
  events: z.array(placeEvent),
  suspensions: z.array(bookingSuspension),
  /** the words a booking would be refused in for the member's status (one that treats members as expired), or null */
  statusRefusal: z.string().nullable(),
});
export type BookingHistory = z.infer<typeof bookingHistory>;

const days = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a whole number from 1 to ${max}` })
    .int({ error: `${field} must be a whole number from 1 to ${max}` })
    .min(1, { error: `${field} must be a whole number from 1 to ${max}` })
    .max(max, { error: `${field} must be a whole number from 1 to ${max}` });

/** A site's booking rules as a manager sets them (strikeLimit null: late cancellations suspend no one). */
export const bookingRulesRequest = z.object({
  cancellationWindowMinutes: z
    .number({ error: "cancellationWindowMinutes must be a whole number from 0 to 10080" })
    .int({ error: "cancellationWindowMinutes must be a whole number from 0 to 10080" })
    .min(0, { error: "cancellationWindowMinutes must be a whole number from 0 to 10080" })
    .max(10_080, { error: "cancellationWindowMinutes must be a whole number from 0 to 10080" }),
  strikeLimit: days("strikeLimit", 100).nullable(),
  strikeDays: days("strikeDays", 365),
  suspendDays: days("suspendDays", 365),
});
export type BookingRulesRequest = z.infer<typeof bookingRulesRequest>;

export const bookingRules = bookingRulesRequest.extend({
  siteId: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type BookingRules = z.infer<typeof bookingRules>;

// ---- the desk's view (the BFF's answers) ----
/** Whether the member was emailed a confirmation: queued, or why not (no address, no template that fits). */
export const confirmationEmail = offerEmail;
export type ConfirmationEmail = z.infer<typeof confirmationEmail>;

/** What the desk sends to book: the reason only when a manager books past the site's late-cancellation rule. */
export const deskBookRequest = z.object({
  overrideReason: z
    .string()
    .trim()
    .min(3, { error: "Validation.places.overrideReasonShort" })
    .max(500, { error: "Validation.reasonTooLong" })
    .optional(),
});
export const deskCancelRequest = z.object({
  reason: z
    .string({ error: "Validation.places.cancelReasonRequired" })
    .trim()
    .min(3, { error: "Validation.places.cancelReasonShort" })
    .max(500, { error: "Validation.reasonTooLong" }),
});

/** A reception desk sending a reason to book past the site's rule (403). */
export const overrideRefusal = "Only a manager can book a member past the site's late-cancellation rule.";

export const deskBooked = z.object({ place: bookedPlace, email: confirmationEmail });
export type DeskBooked = z.infer<typeof deskBooked>;

/**
 * What the freed place did next, by the site's setting: offered at once to the next in line who may book it
 * ("offered", with the offer and its email), left to staff to decide ("staff"), or nothing to do ("none").
 */
export const ladderOutcome = z.object({
  started: z.boolean(),
  how: z.enum(["offered", "staff", "none"]),
  detail: z.string(),
  offer: waitingListOffer.nullable(),
  email: offerEmail.nullable(),
});
export type LadderOutcome = z.infer<typeof ladderOutcome>;

export const deskCancelled = z.object({
  cancellation: cancelledPlace,
  ladder: ladderOutcome,
  email: confirmationEmail,
});
export type DeskCancelled = z.infer<typeof deskCancelled>;
