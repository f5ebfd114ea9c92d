/**
 * Booking-sheet exceptions (spec endpoint 6, sandbox-contract §5): request and response shapes
 * shared by the platform's OpenAPI document, the BFF and the editor's forms. The platform checks
 * the request itself, in the spec's order of checks and with its exact messages; these schemas
 * describe the shape.
 */
import { z } from "zod";

/** yyyy-MM-ddTHH:mm:ss, the site's wall clock, no offset */
const wallDateTime = z.string().describe("Site-local wall-clock date-time, yyyy-MM-ddTHH:mm:ss, no offset");
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe("yyyy-MM-dd");
export const dayName = z.enum(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
export const zeroGuid = "00000000-0000-0000-0000-000000000000";

const exceptionTimes = z.object({
  timeBandId: z.string().describe("An existing, entry-restricted time band"),
  dateTimeFrom: wallDateTime.describe(
    "Future; seconds rounded to the minute; the start date of the range and the daily start time",
  ),
  dateTimeTo: wallDateTime.describe(
    "After dateTimeFrom, its time of day after that of dateTimeFrom; the end date of the range and the daily end time",
  ),
});

export const exceptionScheduleRequest = z.object({
  siteId: z.string().describe("An existing site"),
  productIds: z.array(z.string()).describe("At least 1, no duplicates, existing resource products"),
  days: z
    .array(z.string())
    .optional()
    .describe("Full English weekday names, case-insensitive; omitted or empty means every day"),
  times: z.array(exceptionTimes).describe("At least 1"),
  notes: z.string().nullable().optional().describe("Copied to every exception; empty saved as null"),
  frequency: z.string().optional().describe("Daily (default), Weekly or Monthly, case-insensitive"),
  recursEvery: z
    .number()
    .int()
    .meta({ minimum: 1 }) // the Limits table, for the OpenAPI document: the handler checks it in the spec's order
    .optional()
    .describe("Weeks (Weekly) or months (Monthly), default 1; Daily: omit or 1"),
  recurranceType: z.string().optional().describe("Monthly only: ByDate or ByDay"),
  recursOn: z.number().int().meta({ minimum: 1, maximum: 5 }).optional().describe("1 to 5; Monthly ByDay only"),
  exclusionDates: z.array(z.string()).optional().describe("Dates (date part) on which no occurrence is generated"),
  additionalDates: z.array(z.string()).optional().describe("Stored; generates no occurrences"),
});
export type ExceptionScheduleRequest = z.infer<typeof exceptionScheduleRequest>;

const overlappingException = z.object({
  dateTimeFrom: wallDateTime,
  dateTimeTo: wallDateTime.describe("The time band end less one second"),
  timeBandId: z.string(),
  productId: z.null(),
});

const existingException = z.object({
  dateTimeFrom: wallDateTime,
  dateTimeTo: wallDateTime,
  timeBandId: z.string(),
  productId: z.string(),
});

const existingBooking = z.object({
  bookingId: z.number().int(),
  dateTimeFrom: wallDateTime,
  dateTimeTo: wallDateTime,
  timeBandId: z.null(),
  productId: z.string(),
});

export const exceptionUpdateResult = z.object({
  exceptionsUpdated: z.number().int().describe("One per generated date per product; 0 means nothing written"),
  scheduleId: z.string().describe("The schedule written; all-zero GUID when nothing was written"),
  errors: z.array(z.string()),
  overlappingExceptions: z.array(overlappingException),
  existingExceptions: z.array(existingException),
  existingBookings: z.array(existingBooking),
});
export type ExceptionUpdateResult = z.infer<typeof exceptionUpdateResult>;
/** A dry run's answer: the status the write would get (200, or 400/409 with the clashes) and its result. */
export const exceptionPreview = z.object({ status: z.number().int(), result: exceptionUpdateResult });
export type ExceptionPreview = z.infer<typeof exceptionPreview>;
export type ExistingBooking = z.infer<typeof existingBooking>;
export type ExistingException = z.infer<typeof existingException>;

export const dryRunQuery = z.object({
  dryRun: z
    .enum(["true", "false"])
    .optional()
    .describe("Extension: true answers the same result and status without writing"),
});

export const dateRangeQuery = z.object({ from: isoDate, to: isoDate });

export const exceptionRangeDeleteResult = z.object({
  scheduleId: z.string(),
  exceptionsDeleted: z.number().int(),
});

const storedException = z.object({
  id: z.number().int(),
  scheduleId: z.string(),
  productId: z.string(),
  timeBandId: z.string(),
  dateTimeFrom: wallDateTime,
  dateTimeTo: wallDateTime,
  notes: z.string().nullable(),
});
export type StoredException = z.infer<typeof storedException>;

export const exceptionSchedule = z.object({
  scheduleId: z.string(),
  siteId: z.string(),
  productIds: z.array(z.string()),
  days: z.array(dayName),
  times: z.array(exceptionTimes),
  notes: z.string().nullable(),
  frequency: z.enum(["Daily", "Weekly", "Monthly"]),
  recursEvery: z.number().int(),
  recurranceType: z.enum(["ByDate", "ByDay"]).nullable(),
  recursOn: z.number().int().nullable(),
  exclusionDates: z.array(isoDate).describe("As sent, plus the dates of later date-range deletes"),
  additionalDates: z.array(isoDate),
  createdOn: z.string(),
  modifiedOn: z.string(),
  exceptions: z.array(storedException),
});
export type ExceptionSchedule = z.infer<typeof exceptionSchedule>;

export const bookingSheetQuery = z.object({ siteId: z.string(), from: isoDate, to: isoDate });

export const bookingSheet = z.object({
  siteId: z.string(),
  timeZone: z.string(),
  from: isoDate,
  to: isoDate,
  resourceProducts: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      openingTimes: z.array(z.object({ day: dayName, startTime: z.string(), endTime: z.string() })),
    }),
  ),
  timeBands: z
    .array(z.object({ id: z.string(), description: z.string() }))
    .describe("Entry-restricted time bands, the ones an exception may use"),
  bookings: z.array(
    z.object({
      bookingId: z.number().int(),
      productId: z.string(),
      dateTimeFrom: wallDateTime,
      dateTimeTo: wallDateTime,
      activityName: z.string().nullable().describe("The booked activity's name; null when the booking names none"),
      memberCount: z.number().int().describe("Members holding a place (waiting places not counted)"),
    }),
  ),
  exceptions: z.array(storedException),
});
export type BookingSheet = z.infer<typeof bookingSheet>;

/** Extension: the people to call about bookings a closure would meet (the 409 body gives only booking ids). */
export const bookingContactsQuery = z.object({
  bookingIds: z.string().describe("Comma-separated booking ids, 1 to 500; unknown ids are left out"),
});
const bookingContact = z.object({
  bookingId: z.number().int(),
  productId: z.string().nullable(),
  siteId: z.string().describe("The site the booking is at (its resource's or activity's site)"),
  dateTimeFrom: wallDateTime.nullable(),
  dateTimeTo: wallDateTime.nullable(),
  activityName: z.string().nullable(),
  members: z
    .array(z.object({ memberId: z.number().int(), name: z.string(), phone: z.string().nullable() }))
    .describe("Members holding a place (waiting places not counted), by member id"),
});
export const bookingContacts = z.array(bookingContact);
export type BookingContact = z.infer<typeof bookingContact>;

/** Extension: a resource (court, pitch) hire booking, for integrators and tests of the sheet. */
export const resourceBookingRequest = z.object({
  productId: z.string({ error: "ProductId is required." }).describe("An existing resource product"),
  dateTimeFrom: wallDateTime,
  dateTimeTo: wallDateTime,
  memberIds: z.array(z.int32()).max(50).describe("Members holding a place, at most 50"),
});
export const resourceBookingCreated = z.object({ bookingId: z.number().int() });

/** The booking-sheet editor's bank-holiday closures (BFF): a region's holidays of a year, one schedule each. */
const ukRegionId = z.enum(["england-and-wales", "scotland", "northern-ireland"]);
export const bankHolidayQuery = z.object({
  siteId: z.string().min(1, "Choose a site."),
  region: ukRegionId,
  year: z.coerce.number().int().min(2000, "Choose a year from 2000.").max(2100, "Choose a year up to 2100."),
});
export const bankHolidayRequest = bankHolidayQuery
  .extend({
    productIds: z.array(z.string()).min(1, "Choose at least one product."),
    timeBandId: z.string().min(1, "Choose a time band."),
    startTime: z.string().regex(/^\d{2}:\d{2}$/, "Enter a time as HH:mm."),
    endTime: z.string().regex(/^\d{2}:\d{2}$/, "Enter a time as HH:mm."),
  })
  // the form refuses it under the field before sending, and the BFF in the same words
  .refine((d) => d.endTime > d.startTime, { path: ["endTime"], message: "Closed until must be after closed from." });
export type BankHolidayRequest = z.infer<typeof bankHolidayRequest>;

const bankHolidayState = z.object({
  date: isoDate,
  name: z.string(),
  note: z.string().describe("The note its schedule carries, which finds the schedule again"),
  scheduleId: z.string().optional().describe("The holiday's schedule when it exists"),
  productIds: z.array(z.string()),
  past: z.boolean().describe("On or before the site's today: the platform takes only future blocks"),
});
export const bankHolidayStates = z.array(bankHolidayState);
const namedHoliday = z.object({ date: isoDate, name: z.string() });
export const bankHolidayRun = z.object({
  created: z.array(namedHoliday.extend({ scheduleId: z.string() })),
  existing: z.array(namedHoliday),
  past: z.array(namedHoliday),
  clashing: z
    .array(namedHoliday.extend({ bookings: z.number().int(), blocks: z.number().int() }))
    .describe("Not created: the closure meets bookings or other blocks on that day"),
});
export type BankHolidayState = z.infer<typeof bankHolidayState>;
export type BankHolidayRun = z.infer<typeof bankHolidayRun>;
