import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { utc } from "./columns";
import { sites, statuses } from "./configuration";
import type { ConsentHistoryEntry } from "../../../contract/members";

/**
 * A phone number as national digits, for search: "+44 (0)7700 900-001", "0044 7700900001" and
 * "07700 900001" all become "07700900001". lib/platform/members/member-search.ts normalises typed
 * input the same way (nationalPhoneDigits); the trigram index serves "contains" (last digits too).
 */
export const nationalPhone = (phone: AnyPgColumn) =>
  sql`regexp_replace(regexp_replace(${phone}, '[^0-9]', '', 'g'), '^(00)?44(0)?', '0')`;

export const members = pgTable(
  "members",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    statusId: varchar("status_id", { length: 15 }).references(() => statuses.id),
    homeSiteId: varchar("home_site_id", { length: 15 }).references(() => sites.id),
    createdOn: utc("created_on").notNull().defaultNow(),
    // Consent data held on the member (endpoint 1)
    onlineConsentDate: utc("online_consent_date"),
    onlineConsentGuardianName: text("online_consent_guardian_name"),
    privacyPolicySigned: boolean("privacy_policy_signed").notNull().default(false),
    privacyPolicySignedDate: utc("privacy_policy_signed_date"),
    termsAndConditionsSignedDate: utc("terms_and_conditions_signed_date"),
    healthCommitmentStatementSignedDate: utc("health_commitment_statement_signed_date"),
    consentCreatedOn: utc("consent_created_on").notNull().defaultNow(),
    consentModifiedOn: utc("consent_modified_on").notNull().defaultNow(),
  },
  (t) => [
    // Name prefixes, and the search's pages in name order (character order, ~<~), and the typo
    // stage's distinct names (members/fuzzy-names.ts): one index each way round.
    index("members_last_first_idx").on(
      sql`lower(${t.lastName}) text_pattern_ops`,
      sql`lower(${t.firstName}) text_pattern_ops`,
      t.id,
    ),
    index("members_first_last_idx").on(
      sql`lower(${t.firstName}) text_pattern_ops`,
      sql`lower(${t.lastName}) text_pattern_ops`,
      t.id,
    ),
    index("members_email_idx").on(sql`lower(${t.email}) text_pattern_ops`),
    index("members_phone_idx").on(t.phone),
    // Phone "contains" (pg_trgm, created before the migrations run: db/client.ts).
    index("members_phone_digits_trgm_idx").using("gin", sql`${nationalPhone(t.phone)} gin_trgm_ops`),
    index("members_status_idx").on(t.statusId),
  ],
);

/** Guardian and dependant: a link reads both ways for member scope. */
export const memberLinks = pgTable(
  "member_links",
  {
    guardianId: integer("guardian_id")
      .notNull()
      .references(() => members.id),
    dependantId: integer("dependant_id")
      .notNull()
      .references(() => members.id),
    createdOn: utc("created_on").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.guardianId, t.dependantId] }),
    index("member_links_dependant_idx").on(t.dependantId),
  ],
);

export const subscriptionTypes = pgTable("subscription_types", {
  id: varchar("id", { length: 15 }).primaryKey(),
  description: text("description").notNull(),
});

export const memberSubscriptions = pgTable(
  "member_subscriptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    subscriptionTypeId: varchar("subscription_type_id", { length: 15 })
      .notNull()
      .references(() => subscriptionTypes.id),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
  },
  (t) => [index("member_subscriptions_member_idx").on(t.memberId)],
);

// ---- consent ----
export const consentCampaigns = pgTable("consent_campaigns", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** Marketing | Data_Processing */
  category: varchar("category", { length: 20 }).notNull(),
  expiryDate: utc("expiry_date"),
  active: boolean("active").notNull().default(true),
});

export const communicationChannels = pgTable("communication_channels", {
  id: varchar("id", { length: 15 }).primaryKey(),
  name: text("name").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

export const memberCampaignConsents = pgTable(
  "member_campaign_consents",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => consentCampaigns.id),
    captureDate: utc("capture_date").notNull(),
    guardianName: text("guardian_name"),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.campaignId] })],
);

export const memberChannelConsents = pgTable(
  "member_channel_consents",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    channelId: varchar("channel_id", { length: 15 })
      .notNull()
      .references(() => communicationChannels.id),
    captureDate: utc("capture_date").notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.channelId] })],
);

/** Permanent, append-only history of consent changes (never updated or deleted). */
export const consentHistory = pgTable(
  "consent_history",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    /** campaign | channel | legal */
    kind: varchar("kind", { length: 10 }).$type<ConsentHistoryEntry["kind"]>().notNull(),
    subjectId: text("subject_id").notNull(),
    /** granted | withdrawn | changed */
    action: varchar("action", { length: 10 }).$type<ConsentHistoryEntry["action"]>().notNull(),
    captureDate: utc("capture_date"),
    guardianName: text("guardian_name"),
    changedBy: text("changed_by").notNull(),
    /** desk | online | import: where the change was recorded (consentSourceOf) */
    source: varchar("source", { length: 10 }).$type<ConsentHistoryEntry["source"]>().notNull(),
    changedOn: utc("changed_on").notNull().defaultNow(),
    detail: text("detail"),
  },
  (t) => [index("consent_history_member_idx").on(t.memberId, t.changedOn)],
);

/**
 * When a member's contact details, addresses or medical details were last confirmed with them:
 * "Checked, still correct" at the desk (how = checked) or an edit of that area (changed).
 * One row per member and area, the latest; who is the token's subject.
 */
export const memberDetailChecks = pgTable(
  "member_detail_checks",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    /** contactDetails | addresses | medicalDetails */
    area: varchar("area", { length: 20 }).notNull(),
    how: varchar("how", { length: 10 }).notNull(),
    checkedBy: text("checked_by").notNull(),
    checkedOn: utc("checked_on").notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.area] })],
);

// ---- wallet ----
export const wallets = pgTable("wallets", {
  memberId: integer("member_id")
    .primaryKey()
    .references(() => members.id),
  rcpCardId: integer("rcp_card_id"),
  /** Payment-provider reference captured when designation happened with a card add/verify or payment. */
  rcpProviderReference: text("rcp_provider_reference"),
  createdOn: utc("created_on").notNull().defaultNow(),
});

/** Tokenised cards: never a card number, only the provider's token and display details. */
export const walletCards = pgTable(
  "wallet_cards",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    provider: varchar("provider", { length: 30 }).notNull(),
    providerToken: text("provider_token").notNull(),
    providerReference: text("provider_reference"),
    brand: text("brand").notNull(),
    last4: varchar("last4", { length: 4 }).notNull(),
    expiryMonth: integer("expiry_month").notNull(),
    expiryYear: integer("expiry_year").notNull(),
    holderName: text("holder_name"),
    createdOn: utc("created_on").notNull().defaultNow(),
  },
  (t) => [index("wallet_cards_member_idx").on(t.memberId, t.provider)],
);

// ---- medical ----
export const medicalConditionTypes = pgTable("medical_condition_types", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  active: boolean("active").notNull().default(true),
});

export const memberMedicalConditions = pgTable(
  "member_medical_conditions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    medicalConditionTypeId: integer("medical_condition_type_id")
      .notNull()
      .references(() => medicalConditionTypes.id),
    medicalNote: text("medical_note").notNull().default(""),
    createdOn: utc("created_on").notNull().defaultNow(),
    modifiedOn: utc("modified_on").notNull().defaultNow(),
  },
  (t) => [index("member_medical_conditions_member_idx").on(t.memberId)],
);

// ---- addresses ----
export const memberAddresses = pgTable(
  "member_addresses",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    /** home (address1) | work (address2) */
    kind: varchar("kind", { length: 4 }).notNull(),
    addressLine1: varchar("address_line1", { length: 75 }).notNull().default(""),
    addressLine2: varchar("address_line2", { length: 75 }).notNull().default(""),
    addressLine3: varchar("address_line3", { length: 75 }).notNull().default(""),
    townCity: varchar("town_city", { length: 75 }).notNull().default(""),
    region: varchar("region", { length: 75 }).notNull().default(""),
    postalCode: varchar("postal_code", { length: 25 }).notNull().default(""),
    country: varchar("country", { length: 25 }).notNull().default(""),
    isPrimary: boolean("is_primary").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind] })],
);

export const userFieldValues = pgTable(
  "member_user_field_values",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    userFieldId: integer("user_field_id").notNull(),
    value: text("value"),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.userFieldId] })],
);
