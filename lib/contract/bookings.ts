/**
 * Zod schemas of the bookings area: past bookings (members' history), booking restrictions,
 * alert (waiting) lists and the availability read. One schema for the platform, the BFF and the forms.
 */
import { z } from "zod";

// ---- shared pieces ----
export const translation = z.object({ type: z.string(), culture: z.string(), text: z.string() });
export type Translation = z.infer<typeof translation>;

export const pastBookingsLimits = { defaultLimit: 10, maxLimit: 250, defaultOffset: 0 } as const;
/** The member's upcoming bookings (a sandbox extension): how many at a time. */
export const upcomingBookingsLimits = { defaultLimit: 5, maxLimit: 50 } as const;

// ---- 4. past bookings v2.0 ----
export const pastBookingsQuery = z.object({
  dateTimeFrom: z
    .string()
    .optional()
    .describe("Inclusive lower bound on start; strictly in the past (UTC); omitted: no lower bound"),
  dateTimeTo: z
    .string()
    .optional()
    .describe("Exclusive upper bound on start; not in the future; not before dateTimeFrom; default now (UTC)"),
  // documents the query (the route reads it itself, in the spec's order of checks)
  limit: z.int32().min(1).max(pastBookingsLimits.maxLimit).optional().describe("Default 10; 1 to 250"),
  offset: z.int32().min(0).optional().describe("Default 0; at least 0 and below the total matches"),
  activityId: z
    .string()
    .optional()
    .describe("Sandbox extension: only this activity's bookings (the original ignores it)"),
});
export type PastBookingsQuery = z.infer<typeof pastBookingsQuery>;

export const pastBooking = z.object({
  bookingId: z.number().int(),
  bookingRef: z.number().int().describe("Reference held on the member's place; 0 when none"),
  activityId: z.string(),
  activityName: z.string(),
  activityDescription: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  siteId: z.string().describe("Read from the activity"),
});
export type PastBooking = z.infer<typeof pastBooking>;

const pastBookingsMetaData = z.object({
  start: z.string(),
  end: z.string(),
  previous: z.string().nullable(),
  next: z.string().nullable(),
  resultSet: z.object({
    count: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  }),
});
export const pastBookingsPage = z.object({ pastBookingData: z.array(pastBooking), metaData: pastBookingsMetaData });
export type PastBookingsPage = z.infer<typeof pastBookingsPage>;

// ---- past bookings v1.0 ----
const pastBookingV1 = z.object({
  bookingId: z.number().int(),
  bookingRef: z.number().int(),
  activityId: z.string(),
  activityName: z.string(),
  activityDescription: z.string(),
  activityTranslations: z.array(translation),
  startDateTime: z.string(),
  endDateTime: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  siteTranslations: z.array(translation),
});
export const pastBookingsV1 = z.array(pastBookingV1);
export type PastBookingV1 = z.infer<typeof pastBookingV1>;

// ---- 13. booking restrictions ----
export const bookingRestrictionsQuery = z.object({ activityId: z.string().describe("Required") });
const restrictionEntry = z.object({ type: z.string(), memberAbleToProceed: z.boolean() });
export const bookingRestrictionResult = z.object({
  memberAbleToProceed: z.boolean(),
  activityId: z.string(),
  isActivityRestricted: z.boolean(),
  restrictions: z.array(restrictionEntry),
});
export type BookingRestrictionResult = z.infer<typeof bookingRestrictionResult>;
/** The two literal entry types of the non-member form, and the member form's entry type. */
export const restrictionTypes = {
  nonMemberStatus: "Non member does not have any status",
  membership: "Membership Restriction",
} as const;

// ---- 7. alert lists ----
export const alertListRequest = z.object({ slotReference: z.string().min(1, "Select a session") });
export const alertListPlacement = z.object({ alertListPosition: z.number().int() });
export type AlertListPlacement = z.infer<typeof alertListPlacement>;

const positiveWhole = (field: string) =>
  z.int32({ error: `${field} must be a positive whole number` }).positive(`${field} must be a positive whole number`);
export const promoteFromAlertListRequest = z.object({
  bookingId: positiveWhole("bookingId"),
  memberId: positiveWhole("memberId"),
});
export type PromoteFromAlertListRequest = z.infer<typeof promoteFromAlertListRequest>;
export const promoteFromAlertListResult = z.object({
  bookingId: z.number().int(),
  memberId: z.number().int(),
  promoted: z.literal(true),
});
export type PromoteFromAlertListResult = z.infer<typeof promoteFromAlertListResult>;

const alertListEntry = z.object({
  memberId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.number().int(),
  joinedOn: z.string(),
});
export const alertListView = z.object({
  bookingId: z.number().int(),
  /** the session's site (its waiting-list hold time is the site's) */
  siteId: z.string(),
  activityId: z.string(),
  activityName: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  waiting: z.array(alertListEntry),
});
export type AlertListView = z.infer<typeof alertListView>;

// ---- availability (extension) ----
const activityKinds = ["class", "course", "other"] as const;
export const availabilityQuery = z.object({
  siteId: z.string({ error: "Select a site" }).min(1, "Select a site"),
  date: z.string({ error: "Enter a date as yyyy-MM-dd" }).regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as yyyy-MM-dd"),
});
const availabilitySlot = z.object({
  bookingId: z.number().int(),
  activityId: z.string(),
  activityName: z.string(),
  kind: z.enum(activityKinds),
  startDateTime: z.string(),
  endDateTime: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  spacesLeft: z.number().int(),
  waiting: z.number().int(),
  alertListsEnabled: z.boolean(),
  slotReferences: z.object({ inCentre: z.string(), virtual: z.string() }),
});
export const availability = z.array(availabilitySlot);
export type AvailabilitySlot = z.infer<typeof availabilitySlot>;

/** A slot reference: a JSON document of which the platform uses only bookingId. */
export const slotReference = (bookingId: number, channel: "inCentre" | "virtual") =>
  JSON.stringify({ bookingId, channel });

// ---- activities (extension) ----
const activitySummary = z.object({
  activityId: z.string(),
  activityName: z.string(),
  activityDescription: z.string(),
  kind: z.enum(activityKinds),
  siteId: z.string(),
  siteName: z.string(),
  alertListsEnabled: z.boolean(),
  capacity: z.number().int(),
});
export const activityList = z.array(activitySummary);
export type ActivitySummary = z.infer<typeof activitySummary>;

// ---- the BFF's requests (staff screens) ----
/** Add a member to a session's alert list: the member found at the desk by name, phone, email or number. */
export const addToAlertListRequest = z.object({
  memberId: z
    .number({ error: "Validation.bookings.memberRequired" })
    .int("Validation.bookings.memberRequired")
    .positive("Validation.bookings.memberRequired"),
  /** the session's slot reference from availability, passed unchanged */
  slotReference: z.string().min(1, "Validation.bookings.sessionRequired"),
});
export type AddToAlertListRequest = z.infer<typeof addToAlertListRequest>;

/** The member screen's history filter: a date range (yyyy-MM-dd, both optional; "to" is inclusive of its day) and an activity. */
export const pastBookingsRange = z
  .object({
    from: z
      .union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Validation.bookings.dateInvalid")])
      .optional(),
    to: z.union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Validation.bookings.dateInvalid")]).optional(),
    /** one activity's bookings; "" or omitted for all */
    activityId: z.string().optional(),
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    path: ["to"],
    message: "Validation.bookings.rangeOrder",
  });
export type PastBookingsRange = z.infer<typeof pastBookingsRange>;

/** Both answers of the restriction check for one member and one activity. */
export const restrictionCheck = z.object({ member: bookingRestrictionResult, nonMember: bookingRestrictionResult });
export type RestrictionCheck = z.infer<typeof restrictionCheck>;

// ---- a member's waiting-list places (extension) ----
const memberAlertListPlace = z.object({
  bookingId: z.number().int(),
  activityId: z.string(),
  activityName: z.string(),
  siteId: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  alertListPosition: z
    .number()
    .int()
    .describe("Members waiting on the booking who joined before this member, plus one"),
  joinedOn: z.string(),
});
export type MemberAlertListPlace = z.infer<typeof memberAlertListPlace>;
export const memberAlertListPlaces = z.array(memberAlertListPlace);
