/**
 * Resource slots booked at the desk (a platform extension): a member booked onto a free slot of a
 * resource (a court, a lane) with the same checks as a session's place (the member's status, the site's
 * late-cancellation rule), cancelled with a reason (late by the site's window), and both in the member's booking
 * history. One schema for the platform, the BFF and the desk's screens.
 */
import { z } from "zod";
import { bookPlaceRequest, cancelPlaceRequest, confirmationEmail, deskBookRequest } from "./booking-places";

const wallDateTime = (field: string) =>
  z
    .string({ error: `${field} must be a date and time, yyyy-MM-ddTHH:mm:ss` })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, {
      error: `${field} must be a date and time, yyyy-MM-ddTHH:mm:ss`,
    })
    .describe("Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset");

/** The length of a slot offered at the desk: an hour from the resource's opening time. */
export const slotMinutes = 60;

/** Why a slot cannot be booked, whoever the member: taken, closed by an exception, or already begun. */
export const slotStates = ["free", "booked", "closed", "started"] as const;
export type SlotState = (typeof slotStates)[number];

export const slotsQuery = z.object({
  siteId: z.string().describe("The site whose resources are listed"),
  date: z.string().describe("The day, yyyy-MM-dd (the site's calendar)"),
});

const slotOf = z.object({
  productId: z.string(),
  productName: z.string(),
  dateTimeFrom: z.string().describe("Site-local wall clock, yyyy-MM-ddTHH:mm:ss"),
  dateTimeTo: z.string().describe("Site-local wall clock, yyyy-MM-ddTHH:mm:ss"),
});

export const resourceSlot = slotOf.extend({
  state: z.enum(slotStates).describe("free; booked (someone holds it); closed (an exception); started"),
});
export type ResourceSlot = z.infer<typeof resourceSlot>;

export const resourceSlots = z.object({
  siteId: z.string(),
  date: z.string(),
  timeZone: z.string(),
  slotMinutes: z.number().int(),
  slots: z.array(resourceSlot).describe("By start, then resource"),
});
export type ResourceSlots = z.infer<typeof resourceSlots>;

/** Book a member onto a slot; overrideReason books past the site's late-cancellation rule (a manager's). */
export const bookSlotRequest = bookPlaceRequest.extend({
  productId: z
    .string({ error: "productId must be text" })
    .trim()
    .min(1, { error: "productId must be text" })
    .max(15, { error: "productId must be at most 15 characters" }),
  dateTimeFrom: wallDateTime("dateTimeFrom"),
  dateTimeTo: wallDateTime("dateTimeTo"),
});
export type BookSlotRequest = z.infer<typeof bookSlotRequest>;

export const cancelSlotRequest = cancelPlaceRequest;

/** A slot booking, as every answer names it. */
const slotBookingOf = slotOf.extend({
  bookingId: z.number().int(),
  siteId: z.string(),
  startDateTime: z.string().describe("The start as an instant (ISO 8601)"),
  endDateTime: z.string().describe("The end as an instant (ISO 8601)"),
});

export const bookedSlot = slotBookingOf.extend({
  memberId: z.number().int(),
  eventId: z.number().int(),
  bookedAt: z.string(),
  bookedBy: z.string(),
  overrideReason: z.string().nullable(),
});
export type BookedSlot = z.infer<typeof bookedSlot>;

export const cancelledSlot = slotBookingOf.extend({
  memberId: z.number().int().nullable().describe("The member who held it (null: a hire with nobody named)"),
  eventId: z.number().int().nullable(),
  cancelledAt: z.string(),
  cancelledBy: z.string(),
  reason: z.string(),
  late: z.boolean(),
  cancellationWindowMinutes: z.number().int(),
  suspendedUntil: z.string().nullable(),
});
export type CancelledSlot = z.infer<typeof cancelledSlot>;

export const memberSlot = slotBookingOf.extend({
  /** the site's cancellation window: a cancellation inside it is late (said before it is made) */
  cancellationWindowMinutes: z.number().int(),
});
export const memberSlots = z.array(memberSlot);
export type MemberSlot = z.infer<typeof memberSlot>;

// ---- the desk's view (the BFF's requests and answers) ----
const deskWall = z
  .string({ error: "Validation.slots.slotRequired" })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, { error: "Validation.slots.slotRequired" });

/** What the desk sends to book a slot: the slot as listed, and a reason only when a manager books past a suspension. */
export const deskBookSlotRequest = deskBookRequest.extend({
  productId: z
    .string({ error: "Validation.slots.slotRequired" })
    .min(1, { error: "Validation.slots.slotRequired" })
    .max(15, { error: "Validation.slots.slotRequired" }),
  dateTimeFrom: deskWall,
  dateTimeTo: deskWall,
});
export type DeskBookSlotRequest = z.infer<typeof deskBookSlotRequest>;

/** The slot booked, and whether the member's confirmation email was queued (or why not), as a session's place. */
export const deskBookedSlot = z.object({ slot: bookedSlot, email: confirmationEmail });
export type DeskBookedSlot = z.infer<typeof deskBookedSlot>;

export const deskCancelledSlot = z.object({ cancellation: cancelledSlot, email: confirmationEmail });
export type DeskCancelledSlot = z.infer<typeof deskCancelledSlot>;
