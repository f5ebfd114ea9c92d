import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { utc, wallClock } from "./columns";
import { members, subscriptionTypes } from "./members";
import { products, sites, timeBands } from "./configuration";

export const activities = pgTable(
  "activities",
  {
    id: varchar("id", { length: 15 }).primaryKey(),
    /** short description (activityName) */
    name: text("name").notNull(),
    /** long description (activityDescription) */
    description: text("description").notNull().default(""),
    /** class | course | other */
    kind: varchar("kind", { length: 10 }).notNull(),
    siteId: varchar("site_id", { length: 15 })
      .notNull()
      .references(() => sites.id),
    alertListsEnabled: boolean("alert_lists_enabled").notNull().default(false),
    capacity: integer("capacity").notNull().default(0),
  },
  (t) => [index("activities_site_idx").on(t.siteId)],
);

/** A booking restriction configured for an activity; it may name subscription types. */
export const activityRestrictions = pgTable("activity_restrictions", {
  activityId: varchar("activity_id", { length: 15 })
    .primaryKey()
    .references(() => activities.id),
  description: text("description").notNull().default("Membership Restriction"),
});

export const activityRestrictionSubscriptionTypes = pgTable(
  "activity_restriction_subscription_types",
  {
    activityId: varchar("activity_id", { length: 15 })
      .notNull()
      .references(() => activityRestrictions.activityId),
    subscriptionTypeId: varchar("subscription_type_id", { length: 15 })
      .notNull()
      .references(() => subscriptionTypes.id),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.subscriptionTypeId] })],
);

/**
 * A booking: a session of an activity (class, course, other) or a resource booking of a product.
 * Times are UTC instants; resource bookings also keep the site-local wall clock for booking sheets.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    activityId: varchar("activity_id", { length: 15 }).references(() => activities.id),
    productId: varchar("product_id", { length: 15 }).references(() => products.id),
    siteId: varchar("site_id", { length: 15 })
      .notNull()
      .references(() => sites.id),
    startDateTime: utc("start_date_time").notNull(),
    endDateTime: utc("end_date_time").notNull(),
    localFrom: wallClock("local_from"),
    localTo: wallClock("local_to"),
    capacity: integer("capacity").notNull().default(1),
    cancelled: boolean("cancelled").notNull().default(false),
    createdOn: utc("created_on").notNull().defaultNow(),
  },
  (t) => [
    index("bookings_activity_start_idx").on(t.activityId, t.startDateTime),
    index("bookings_product_local_idx").on(t.productId, t.localFrom),
    index("bookings_site_start_idx").on(t.siteId, t.startDateTime),
  ],
);

/** A member's place on a booking; waiting places (alert list) occupy no space. */
export const bookingMembers = pgTable(
  "booking_members",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    /** copy of bookings.start_date_time so a member's history pages from one index */
    startDateTime: utc("start_date_time").notNull(),
    bookingRef: integer("booking_ref"),
    waiting: boolean("waiting").notNull().default(false),
    /**
     * A confirmed place on a session: not waiting, the booking an activity's and not cancelled. Kept by
     * triggers (migration 0001_scale: on insert, on a change of waiting, and when a booking is cancelled
     * or changes activity), so past bookings count and page a member's places from one index.
     */
    listed: boolean("listed").notNull().default(false),
    paid: boolean("paid").notNull().default(false),
    createdOn: utc("created_on").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("booking_members_booking_member_idx").on(t.bookingId, t.memberId),
    index("booking_members_member_start_idx").on(t.memberId, t.startDateTime.desc(), t.bookingId.desc()),
    index("booking_members_waiting_idx").on(t.bookingId, t.waiting, t.createdOn),
    // v2 past bookings: count and page (index-only) however long a member's history is
    index("booking_members_listed_idx")
      .on(t.memberId, t.startDateTime.desc(), t.bookingId.desc())
      .where(sql`${t.listed}`),
  ],
);

/**
 * How many listed places (booking_members.listed) a member has, all time, so v2 past bookings totals a long
 * history as this less the places from dateTimeTo on. Kept by statement triggers on booking_members
 * (migration 0006), whoever writes; never written by the app.
 */
export const memberPlaceCounts = pgTable("member_place_counts", {
  memberId: integer("member_id").primaryKey(),
  places: integer("places").notNull(),
});

// ---- booking sheets ----
/** A recurrence definition that generates exceptions; the body of the last create/replace, as sent. */
export const exceptionSchedules = pgTable("exception_schedules", {
  id: uuid("id").primaryKey(),
  siteId: varchar("site_id", { length: 15 })
    .notNull()
    .references(() => sites.id),
  definition: jsonb("definition").notNull(),
  exclusionDates: jsonb("exclusion_dates").$type<string[]>().notNull().default([]),
  additionalDates: jsonb("additional_dates").$type<string[]>().notNull().default([]),
  createdOn: utc("created_on").notNull().defaultNow(),
  modifiedOn: utc("modified_on").notNull().defaultNow(),
});

/** One blocked period of one resource product, in site-local wall-clock time. */
export const bookingSheetExceptions = pgTable(
  "booking_sheet_exceptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    scheduleId: uuid("schedule_id")
      .notNull()
      .references(() => exceptionSchedules.id),
    productId: varchar("product_id", { length: 15 })
      .notNull()
      .references(() => products.id),
    timeBandId: varchar("time_band_id", { length: 15 })
      .notNull()
      .references(() => timeBands.id),
    dateTimeFrom: wallClock("date_time_from").notNull(),
    dateTimeTo: wallClock("date_time_to").notNull(),
    occurrenceDate: date("occurrence_date", { mode: "string" }).notNull(),
    notes: text("notes"),
  },
  (t) => [
    index("bse_product_from_idx").on(t.productId, t.dateTimeFrom),
    index("bse_schedule_idx").on(t.scheduleId, t.dateTimeFrom),
  ],
);

// ---- places booked and cancelled at the desk (Frontdesk's extension) ----
/**
 * What happened to a member's place on a session, one row a change: booked, cancelled (why, and whether inside
 * the site's cancellation window), attended, no-show, promoted from the waiting list. A cancellation removes the
 * place itself (booking_members), so every count of places stays as it was; this is the place's history. An
 * attendance mark replaced by another is voided, never deleted, and a voided no-show no longer counts against
 * the member: one mark in force per place (booking_place_events_attendance_idx).
 */
export const bookingPlaceEvents = pgTable(
  "booking_place_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    /** the session's site, so a site's rule counts its own late cancellations and no-shows */
    siteId: varchar("site_id", { length: 15 }).notNull(),
    /** booked | cancelled | attended | no-show | promoted */
    kind: varchar("kind", { length: 10 }).notNull(),
    at: utc("at").notNull().defaultNow(),
    /** the token's subject: the staff member (or integrator) who made the change */
    by: text("by").notNull(),
    reason: text("reason"),
    /** a cancellation inside the site's cancellation window */
    late: boolean("late").notNull().default(false),
    /** a booking made past the site's late-cancellation rule: the manager's reason */
    overrideReason: text("override_reason"),
    voidedAt: utc("voided_at"),
  },
  (t) => [
    index("booking_place_events_member_idx").on(t.memberId, t.at.desc(), t.id.desc()),
    index("booking_place_events_place_idx").on(t.bookingId, t.memberId),
    uniqueIndex("booking_place_events_attendance_idx")
      .on(t.bookingId, t.memberId)
      .where(sql`${t.kind} IN ('attended', 'no-show') AND ${t.voidedAt} IS NULL`),
  ],
);

/**
 * A site's booking rules: how close to a session's start a cancellation counts as late, and how many late
 * cancellations and no-shows within `strikeDays` suspend the member's booking at the site for `suspendDays`
 * (strikeLimit null: no suspension). A site without a row has no window and no rule.
 */
export const siteBookingRules = pgTable("site_booking_rules", {
  siteId: varchar("site_id", { length: 15 })
    .primaryKey()
    .references(() => sites.id),
  cancellationWindowMinutes: integer("cancellation_window_minutes").notNull().default(0),
  strikeLimit: integer("strike_limit"),
  strikeDays: integer("strike_days").notNull().default(30),
  suspendDays: integer("suspend_days").notNull().default(7),
  updatedBy: text("updated_by"),
  updatedAt: utc("updated_at").notNull().defaultNow(),
});
