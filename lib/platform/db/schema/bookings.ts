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
