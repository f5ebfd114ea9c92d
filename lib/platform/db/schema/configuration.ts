import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { utc } from "./columns";
import type { UserFieldType } from "../../../contract/configuration";

export const statuses = pgTable(
  "statuses",
  {
    id: varchar("id", { length: 15 }).primaryKey(),
    description: varchar("description", { length: 25 }).notNull(),
    backColourHex: varchar("back_colour_hex", { length: 7 }).notNull().default(""),
    textColourHex: varchar("text_colour_hex", { length: 7 }).notNull().default(""),
    collectSalesInvoices: boolean("collect_sales_invoices").notNull().default(false),
    treatMembersAsExpired: boolean("treat_members_as_expired").notNull().default(false),
    freezeSubscriptions: boolean("freeze_subscriptions").notNull().default(false),
    prospectStatus: boolean("prospect_status").notNull().default(false),
  },
  (t) => [uniqueIndex("statuses_id_ci_idx").on(sql`lower(${t.id})`)],
);

// ---- sites ----
export const sites = pgTable(
  "sites",
  {
    id: varchar("id", { length: 15 }).primaryKey(),
    name: text("name").notNull(),
    legalName: varchar("legal_name", { length: 255 }),
    vatId: varchar("vat_id", { length: 20 }),
    description: varchar("description", { length: 255 }),
    addressLine1: varchar("address_line1", { length: 100 }),
    addressLine2: varchar("address_line2", { length: 100 }),
    addressLine3: varchar("address_line3", { length: 100 }),
    townCity: varchar("town_city", { length: 100 }),
    region: varchar("region", { length: 100 }),
    postalCode: varchar("postal_code", { length: 25 }),
    country: varchar("country", { length: 100 }),
    latitude: varchar("latitude", { length: 40 }),
    longitude: varchar("longitude", { length: 40 }),
    telephone: varchar("telephone", { length: 100 }),
    email: varchar("email", { length: 255 }),
    websiteUrl: text("website_url"),
    logoUrl: text("logo_url"),
    termsConditionsUrl: text("terms_conditions_url"),
    privacyPolicyUrl: text("privacy_policy_url"),
    openActiveTaxMode: varchar("open_active_tax_mode", { length: 100 }),
    /** null when never set (isActive true) */
    inactive: boolean("inactive"),
    /** null when never set (isWebVisible false) */
    webVisible: boolean("web_visible"),
    openingDate: utc("opening_date"),
    /** IANA zone of the site's wall clock (booking sheets, opening times). */
    timeZone: text("time_zone").notNull().default("Europe/London"),
  },
  (t) => [uniqueIndex("sites_id_ci_idx").on(sql`lower(${t.id})`)],
);

export const siteOrganisations = pgTable(
  "site_organisations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    siteId: varchar("site_id", { length: 15 })
      .notNull()
      .references(() => sites.id),
    type: text("type").notNull(),
    name: text("name").notNull(),
  },
  (t) => [index("site_organisations_site_idx").on(t.siteId)],
);

export const siteImages = pgTable(
  "site_images",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    siteId: varchar("site_id", { length: 15 })
      .notNull()
      .references(() => sites.id),
    url: text("url").notNull(),
    description: varchar("description", { length: 255 }),
  },
  (t) => [index("site_images_site_idx").on(t.siteId)],
);

export const siteSocialMedia = pgTable(
  "site_social_media",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    siteId: varchar("site_id", { length: 15 })
      .notNull()
      .references(() => sites.id),
    url: text("url").notNull(),
    description: varchar("description", { length: 255 }),
    logoUrl: text("logo_url"),
  },
  (t) => [index("site_social_media_site_idx").on(t.siteId)],
);

/** Amenities and facilities of a site: kind is amenity | facility. */
export const siteFeatures = pgTable(
  "site_features",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    siteId: varchar("site_id", { length: 15 })
      .notNull()
      .references(() => sites.id),
    kind: varchar("kind", { length: 10 }).notNull(),
    key: varchar("key", { length: 50 }).notNull(),
    name: text("name").notNull(),
    description: text("description"),
  },
  (t) => [index("site_features_site_idx").on(t.siteId, t.kind)],
);

/** Translations of any display text: entityType is Site, SiteImage, SiteSocialMedia, SiteAmenity, SiteFacility, Activity. */
export const translations = pgTable(
  "translations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    entityType: varchar("entity_type", { length: 30 }).notNull(),
    entityId: text("entity_id").notNull(),
    type: varchar("type", { length: 30 }).notNull(),
    culture: varchar("culture", { length: 10 }).notNull(),
    text: text("text").notNull(),
  },
  (t) => [index("translations_entity_idx").on(t.entityType, t.entityId)],
);

// ---- products, calendars, time bands ----
export const calendars = pgTable("calendars", {
  id: varchar("id", { length: 15 }).primaryKey(),
  description: text("description").notNull().default(""),
});

export const calendarOpeningTimes = pgTable(
  "calendar_opening_times",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    calendarId: varchar("calendar_id", { length: 15 })
      .notNull()
      .references(() => calendars.id),
    /** 0 Sunday .. 6 Saturday; other values render day null */
    dayOfWeek: integer("day_of_week").notNull(),
    startTime: time("start_time"),
    endTime: time("end_time"),
  },
  (t) => [index("calendar_opening_times_calendar_idx").on(t.calendarId)],
);

export const products = pgTable(
  "products",
  {
    id: varchar("id", { length: 15 }).primaryKey(),
    description: varchar("description", { length: 255 }).notNull(),
    /** resource | retail */
    kind: varchar("kind", { length: 10 }).notNull(),
    siteId: varchar("site_id", { length: 15 }).references(() => sites.id),
    siteGroupId: varchar("site_group_id", { length: 15 }).notNull().default(""),
    calendarId: varchar("calendar_id", { length: 15 }).references(() => calendars.id),
    /** null when never set (active true) */
    inactive: boolean("inactive"),
  },
  (t) => [index("products_site_idx").on(t.siteId, t.kind)],
);

export const timeBands = pgTable("time_bands", {
  id: varchar("id", { length: 15 }).primaryKey(),
  description: text("description").notNull(),
  entryRestricted: boolean("entry_restricted").notNull().default(false),
});

// ---- finance ----
export const costCentres = pgTable("cost_centres", {
  id: varchar("id", { length: 15 }).primaryKey(),
  description: varchar("description", { length: 255 }).notNull(),
  reference: varchar("reference", { length: 255 }).notNull().default(""),
});

export const departments = pgTable(
  "departments",
  {
    id: varchar("id", { length: 15 }).primaryKey(),
    costCentreId: varchar("cost_centre_id", { length: 15 })
      .notNull()
      .references(() => costCentres.id),
    description: text("description").notNull(),
  },
  (t) => [index("departments_cost_centre_idx").on(t.costCentreId)],
);

export const discounts = pgTable("discounts", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  description: text("description").notNull(),
  percentOff: numeric("percent_off", { precision: 5, scale: 2 }).notNull(),
});

export const promoCodes = pgTable(
  "promo_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    code: varchar("code", { length: 25 }).notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validTo: date("valid_to", { mode: "string" }).notNull(),
    maxUsages: integer("max_usages").notNull(),
    usagesRemaining: integer("usages_remaining").notNull(),
    active: boolean("active").notNull(),
    autoApply: boolean("auto_apply").notNull(),
    createdOn: utc("created_on").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promo_codes_code_ci_idx").on(sql`lower(${t.code})`),
    index("promo_codes_active_idx").on(t.active),
  ],
);

export const promoCodeDiscounts = pgTable(
  "promo_code_discounts",
  {
    promoCodeId: integer("promo_code_id")
      .notNull()
      .references(() => promoCodes.id),
    discountId: integer("discount_id")
      .notNull()
      .references(() => discounts.id),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.discountId] })],
);

/** One row per invoice or booking-member combination; usageId repeats across rows. */
export const bookingDiscountUsages = pgTable(
  "booking_discount_usages",
  {
    rowId: integer("row_id").primaryKey().generatedByDefaultAsIdentity(),
    usageId: integer("usage_id").notNull(),
    promotionCode: varchar("promotion_code", { length: 25 }).notNull(),
    priceLevelCombo: varchar("price_level_combo", { length: 200 }).notNull(),
    originalPrice: numeric("original_price", { precision: 12, scale: 2 }).notNull(),
    discountedPrice: numeric("discounted_price", { precision: 12, scale: 2 }).notNull(),
    discountSalesInvoiceId: integer("discount_sales_invoice_id").notNull(),
    memberId: integer("member_id").notNull(),
    bookingId: integer("booking_id").notNull(),
    bookingRef: integer("booking_ref"),
    activityId: varchar("activity_id", { length: 15 }),
    bookingStartDateTime: utc("booking_start_date_time"),
    bookingEndDateTime: utc("booking_end_date_time"),
  },
  (t) => [
    index("bdu_usage_idx").on(t.usageId, t.rowId),
    index("bdu_member_idx").on(t.memberId, t.usageId),
    index("bdu_booking_idx").on(t.bookingId, t.usageId),
    index("bdu_activity_idx").on(t.activityId, t.usageId),
    index("bdu_code_idx").on(t.promotionCode, t.usageId),
    index("bdu_start_idx").on(t.bookingStartDateTime),
  ],
);

// ---- user fields ----
export const userFields = pgTable(
  "user_fields",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    sortOrder: integer("sort_order"),
    description: varchar("description", { length: 25 }).notNull(),
    type: varchar("type", { length: 20 }).$type<UserFieldType>().notNull(),
    /** string, or an object for Date and User; null for none */
    defaultValue: text("default_value"),
  },
  (t) => [uniqueIndex("user_fields_sort_order_idx").on(t.sortOrder)],
);

export const userFieldOptions = pgTable(
  "user_field_options",
  {
    userFieldId: integer("user_field_id")
      .notNull()
      .references(() => userFields.id),
    id: integer("id").notNull(),
    description: varchar("description", { length: 50 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userFieldId, t.id] })],
);

// ---- mobile apps and environments ----
export const environments = pgTable("environments", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
});

export const mobileAppIdentifiers = pgTable(
  "mobile_app_identifiers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    appBundleId: varchar("app_bundle_id", { length: 255 }).notNull(),
    oneSignalAppId: varchar("one_signal_app_id", { length: 50 }).notNull(),
    createdOn: utc("created_on").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("mobile_app_identifiers_bundle_ci_idx").on(sql`lower(${t.appBundleId})`)],
);

export const mobileAppVersions = pgTable(
  "mobile_app_versions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    identifierId: integer("identifier_id")
      .notNull()
      .references(() => mobileAppIdentifiers.id),
    appVersion: varchar("app_version", { length: 50 }).notNull(),
    /** sealed (AES-256-GCM under SECRETS_KEY, lib/platform/db/sealed-columns.ts): a 256-character secret, ~400 stored */
    appSecret: text("app_secret").notNull(),
    createdOn: utc("created_on").notNull().defaultNow(),
  },
  (t) => [index("mobile_app_versions_identifier_idx").on(t.identifierId)],
);

export const environmentAppVersions = pgTable(
  "environment_app_versions",
  {
    environmentId: integer("environment_id")
      .notNull()
      .references(() => environments.id),
    versionId: integer("version_id")
      .notNull()
      .references(() => mobileAppVersions.id),
  },
  (t) => [primaryKey({ columns: [t.environmentId, t.versionId] })],
);

// ---- integrators ----
export const integrators = pgTable(
  "integrators",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: varchar("name", { length: 255 }).notNull(),
    description: text("description"),
    origin: varchar("origin", { length: 255 }).notNull(),
    logoUrl: varchar("logo_url", { length: 500 }),
    isGlobal: boolean("is_global").notNull().default(true),
    isBillable: boolean("is_billable").notNull().default(false),
    environmentId: integer("environment_id").references(() => environments.id),
    allowedScopes: text("allowed_scopes"),
    canRead: boolean("can_read").notNull().default(false),
    canWrite: boolean("can_write").notNull().default(false),
    canDelete: boolean("can_delete").notNull().default(false),
    rateLimitPerMinute: integer("rate_limit_per_minute").notNull().default(0),
    rateLimitPerHour: integer("rate_limit_per_hour").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    /** scrypt/sha-256 hash of the activation key; the plaintext is shown once */
    keyHash: text("key_hash"),
    /** raised by every activation (a new key); tokens carry it and stop working when it moves on */
    keyVersion: integer("key_version").notNull().default(0),
    /** extension: when the current key was issued (activation or replacement) */
    keyIssuedOn: utc("key_issued_on"),
    /** extension: when the last token was issued to this integrator at /connect/token */
    lastTokenIssuedOn: utc("last_token_issued_on"),
    createdOn: utc("created_on").defaultNow(),
    modifiedOn: utc("modified_on"),
  },
  (t) => [index("integrators_name_idx").on(t.isGlobal, t.name)],
);

/**
 * Integrator rate budgets (rateLimitPerMinute, rateLimitPerHour), counted in the database so every
 * instance spends one budget: a row per integrator and window kind ("m" | "h"), holding the current
 * clock-aligned window's start and its request count.
 */
export const integratorRateWindows = pgTable(
  "integrator_rate_windows",
  {
    integratorId: integer("integrator_id").notNull(),
    window: varchar("window", { length: 1 }).notNull(),
    windowStart: utc("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.integratorId, t.window] })],
);

/** Failed client authentications at /connect/token per client id (existing or not), shared by every instance. */
export const clientAuthFailures = pgTable(
  "client_auth_failures",
  {
    clientId: varchar("client_id", { length: 100 }).primaryKey(),
    failures: integer("failures").notNull(),
    windowStartedAt: utc("window_started_at").notNull(),
    lockedUntil: utc("locked_until"),
  },
  (t) => [index("client_auth_failures_window_idx").on(t.windowStartedAt)],
);
