import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

/**
 * Frontdesk's own data, apart from the platform's: staff, their sessions, sign-in throttling and
 * audit, the BFF's data-access audit and secret reveals. It lives in its own PostgreSQL schema with
 * its own migrations (lib/app-db/migrations), in the same database as the embedded platform; the app
 * never reads the platform's tables (sites come through the platform client).
 */
export const frontdesk = pgSchema("frontdesk");

/** A UTC instant (timestamptz), read as a JS Date. */
const utc = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Staff who sign in to Frontdesk; role is reception | sales | manager | admin. The id is the
 * username (lower case, what staff type to sign in). password_hash is null until the staff member
 * sets a password through their one-time link (and for SSO-only staff). home_site_id names a
 * platform site by value (no foreign key across the two).
 */
export const staffUsers = frontdesk.table(
  "staff_users",
  {
    id: varchar("id", { length: 40 }).primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    role: varchar("role", { length: 10 }).notNull(),
    homeSiteId: varchar("home_site_id", { length: 15 }),
    active: boolean("active").notNull().default(true),
    lastSignInAt: utc("last_sign_in_at"),
    createdAt: utc("created_at").notNull().defaultNow(),
    updatedAt: utc("updated_at").notNull().defaultNow(),
    /** the language of their screens ("en" | "cy", lib/i18n/locales.ts); null: the venue's default */
    language: varchar("language", { length: 5 }),
  },
  (t) => [uniqueIndex("staff_users_email_key").on(sql`lower(${t.email})`)],
);

/** One-time set-password links: only the SHA-256 of the token is kept; single use, 24 h. */
export const staffPasswordLinks = frontdesk.table(
  "staff_password_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: varchar("staff_id", { length: 40 })
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdBy: varchar("created_by", { length: 40 }),
    createdAt: utc("created_at").notNull().defaultNow(),
    expiresAt: utc("expires_at").notNull(),
    usedAt: utc("used_at"),
  },
  (t) => [index("staff_password_links_staff_idx").on(t.staffId)],
);

/**
 * Server-side sessions behind the JWT cookie (which carries only the id): sign-out, "sign out
 * everywhere" and deactivation end them; idle and absolute lifetimes are checked against them.
 */
export const staffSessions = frontdesk.table(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    staffId: varchar("staff_id", { length: 40 })
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: utc("created_at").notNull().defaultNow(),
    lastSeenAt: utc("last_seen_at").notNull().defaultNow(),
    endedAt: utc("ended_at"),
    clientAddress: text("client_address"),
    /** when this session last proved a second factor (null: not yet), and how: totp | recovery | passkey | sso */
    secondFactorAt: utc("second_factor_at"),
    secondFactor: varchar("second_factor", { length: 10 }),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId, t.endedAt)],
);

/** Failed sign-in counters by key (`account:<login>` or `address:<ip>`), with the lock they earned. */
export const signInThrottle = frontdesk.table("sign_in_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: utc("window_started_at").notNull().defaultNow(),
  lockedUntil: utc("locked_until"),
});

/**
 * Hits on the members' public pages (an offer's link) by key (`read:<ip>`, `answer:<ip>`) in the current
 * window: counted in the database, so every instance throttles alike (lib/desk-offers/offer-answer.ts).
 */
export const publicPageThrottle = frontdesk.table("public_page_throttle", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull().default(0),
  windowStartedAt: utc("window_started_at").notNull().defaultNow(),
});

/** The sign-in audit: sign-ins, failures, lockouts, sign-outs and account changes. */
export const signInEvents = frontdesk.table(
  "sign_in_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    at: utc("at").notNull().defaultNow(),
    kind: varchar("kind", { length: 30 }).notNull(),
    /** the staff record concerned, when one is known */
    staffId: varchar("staff_id", { length: 40 }),
    /** what was typed at sign-in (may name no account) */
    username: text("username"),
    /** the admin who made a change, when it was not the staff member themselves */
    actorId: varchar("actor_id", { length: 40 }),
    clientAddress: text("client_address"),
    detail: text("detail"),
  },
  (t) => [
    index("sign_in_events_at_idx").on(t.at),
    index("sign_in_events_staff_idx").on(t.staffId, t.at),
    index("sign_in_events_kind_idx").on(t.kind, t.at),
  ],
);

/**
 * The BFF's own audit of special-category data (design.md §5): which staff member read or changed a
 * member's medical details, consent, addresses or payment card, and when. Written by the app
 * (lib/bff/audit.ts) whatever the transport, so upstream calls, which the platform sees as the
 * app's integrator, are still logged under the staff member's name.
 */
export const staffAudit = frontdesk.table(
  "staff_audit",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    at: utc("at").notNull().defaultNow(),
    staffId: text("staff_id").notNull(),
    memberId: integer("member_id").notNull(),
    action: text("action").notNull(),
    /** the request that made the row (its X-Request-Id, in the request's log line too); none for rows from before */
    requestId: text("request_id"),
  },
  (t) => [
    // The data-access audit lists newest first by (at, id), keyset-paged, unfiltered or by one of member,
    // staff member or action (lib/bff/audit.ts listDataAccess): each of these serves its filter in that order.
    index("staff_audit_at_idx").on(t.at, t.id),
    index("staff_audit_member_idx").on(t.memberId, t.at, t.id),
    index("staff_audit_staff_idx").on(t.staffId, t.at, t.id),
    index("staff_audit_action_idx").on(t.action, t.at, t.id),
  ],
);

/**
 * Every reveal (or copy) of a mobile-app version's signing secret by an admin: who and when.
 * Written by the BFF's reveal route; the app and version are kept by value, so the entry outlives them.
 */
export const secretReveals = frontdesk.table(
  "secret_reveals",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    at: utc("at").notNull().defaultNow(),
    staffId: text("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    identifierId: integer("identifier_id").notNull(),
    appBundleId: text("app_bundle_id").notNull(),
    versionId: integer("version_id").notNull(),
    appVersion: text("app_version").notNull(),
  },
  (t) => [index("secret_reveals_at_idx").on(t.at)],
);

/**
 * Waiting-list offers are the desk's workflow, not platform data: the waiting list itself
 * stays the platform's alert list, read and promoted through the platform client in both modes; this
 * table keeps who was offered a space, until when, and what came of it. An open offer holds one of
 * the session's free spaces (`space` 1..n): the partial unique indexes make two offers for one space,
 * or two open offers to one member, impossible across instances. Booking and member ids are the
 * platform's, by value (no foreign key across the two).
 */
export const deskOffers = frontdesk.table(
  "desk_offers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer("booking_id").notNull(),
    memberId: integer("member_id").notNull(),
    /** which free space an open offer holds; null once decided (or for a member passed over) */
    space: smallint("space"),
    offeredBy: text("offered_by").notNull(),
    offeredAt: utc("offered_at").notNull().defaultNow(),
    expiresAt: utc("expires_at"),
    /** null while open; accepted | declined | no answer | passed over */
    outcome: text("outcome"),
    /** why a member was passed over (the booking-restriction check's answer in words) */
    reason: text("reason"),
    decidedBy: text("decided_by"),
    decidedAt: utc("decided_at"),
  },
  (t) => [
    // the name PostgreSQL gave the unnamed check when the table was created on first use in public
    check("desk_offers_check", sql`(outcome IS NULL) = (space IS NOT NULL)`),
    uniqueIndex("desk_offers_open_space")
      .on(t.bookingId, t.space)
      .where(sql`outcome IS NULL`),
    uniqueIndex("desk_offers_open_member")
      .on(t.bookingId, t.memberId)
      .where(sql`outcome IS NULL`),
    index("desk_offers_booking").on(t.bookingId, t.id),
  ],
);

/**
 * A site's own settings, kept by the app (the platform has no place for them), keyed by the
 * platform's site id by value. Today the waiting-list hold time; a site with no row uses the
 * venue-wide default (WAITING_LIST_HOLD_MINUTES). Who changed it last, and when, is on the row.
 */
export const siteSettings = frontdesk.table(
  "site_settings",
  {
    siteId: varchar("site_id", { length: 15 }).primaryKey(),
    holdMinutes: integer("hold_minutes").notNull(),
    /** "offer freed places on their own": the sender offers free places of today's and tomorrow's sessions */
    autoOffer: boolean("auto_offer").notNull().default(false),
    /** the door records members leaving, so who is in shows who is in the building now */
    recordsLeaving: boolean("records_leaving").notNull().default(false),
    updatedBy: varchar("updated_by", { length: 40 }).notNull(),
    updatedAt: utc("updated_at").notNull().defaultNow(),
  },
  () => [check("site_settings_hold_minutes_check", sql`hold_minutes BETWEEN 5 AND 10080`)],
);

/** Every change of a site's settings (the manager's audit of them): who, when, and the value set. */
export const siteSettingChanges = frontdesk.table(
  "site_setting_changes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    at: utc("at").notNull().defaultNow(),
    siteId: varchar("site_id", { length: 15 }).notNull(),
    staffId: varchar("staff_id", { length: 40 }).notNull(),
    /** the hold time before the change (null: the venue's default applied) and after it */
    holdMinutesBefore: integer("hold_minutes_before"),
    holdMinutes: integer("hold_minutes").notNull(),
    /** "offer freed places on their own" before the change (null: never set) and after it */
    autoOfferBefore: boolean("auto_offer_before"),
    autoOffer: boolean("auto_offer").notNull().default(false),
    /** "record members leaving" before the change (null: never set) and after it */
    recordsLeavingBefore: boolean("records_leaving_before"),
    recordsLeaving: boolean("records_leaving").notNull().default(false),
  },
  (t) => [index("site_setting_changes_site_idx").on(t.siteId, t.at)],
);

/**
 * The retention schedule: one row per rule the administrator has set (a rule with no row
 * has its UK default from lib/contract/retention.ts). Every change is kept in retention_rule_changes.
 */
export const retentionRules = frontdesk.table(
  "retention_rules",
  {
    kind: varchar("kind", { length: 30 }).primaryKey(),
    period: integer("period").notNull(),
    unit: varchar("unit", { length: 6 }).notNull(),
    enabled: boolean("enabled").notNull(),
    updatedBy: varchar("updated_by", { length: 40 }).notNull(),
    updatedAt: utc("updated_at").notNull().defaultNow(),
  },
  () => [
    check("retention_rules_period_check", sql`period > 0`),
    check("retention_rules_unit_check", sql`unit IN ('months', 'years')`),
  ],
);

/** Every change of a retention rule (the DPO's audit of the schedule): who, when, from what to what. */
export const retentionRuleChanges = frontdesk.table(
  "retention_rule_changes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    at: utc("at").notNull().defaultNow(),
    staffId: varchar("staff_id", { length: 40 }).notNull(),
    kind: varchar("kind", { length: 30 }).notNull(),
    /** "6 years, on" before (null: the default applied) and after */
    before: text("before"),
    after: text("after").notNull(),
  },
  (t) => [index("retention_rule_changes_at_idx").on(t.at)],
);

/** Whether the venue runs the schedule weekly, and when (UTC): one row (id 1) once set. */
export const retentionSchedule = frontdesk.table(
  "retention_schedule",
  {
    id: smallint("id").primaryKey(),
    weekly: boolean("weekly").notNull(),
    weekday: smallint("weekday").notNull(),
    hour: smallint("hour").notNull(),
    updatedBy: varchar("updated_by", { length: 40 }).notNull(),
    updatedAt: utc("updated_at").notNull().defaultNow(),
  },
  () => [check("retention_schedule_one_row", sql`id = 1`)],
);

/**
 * Retention runs, and once finished their receipts (kept: no rule removes them). `rules` holds each
 * rule's cutoff, fixed when the run started, its keyset position, count and the held members skipped,
 * so a run stopped or killed resumes where it was. One run is open at a time (the partial unique
 * index), and an instance works on it only while its claim is fresh (claimed_by, heartbeat_at), so
 * two instances never work on one run. A scheduled run names its week (schedule_slot, unique): every
 * instance may try to start it, one does.
 */
export const retentionRuns = frontdesk.table(
  "retention_runs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    trigger: varchar("trigger", { length: 10 }).notNull(),
    startedBy: varchar("started_by", { length: 40 }).notNull(),
    startedAt: utc("started_at").notNull().defaultNow(),
    /** running | stopped | paused | finished */
    state: varchar("state", { length: 10 }).notNull(),
    message: text("message"),
    finishedAt: utc("finished_at"),
    rules: jsonb("rules").notNull(),
    scheduleSlot: varchar("schedule_slot", { length: 20 }),
    claimedBy: text("claimed_by"),
    heartbeatAt: utc("heartbeat_at"),
  },
  (t) => [
    uniqueIndex("retention_runs_one_open")
      .on(sql`(state <> 'finished')`)
      .where(sql`state <> 'finished'`),
    uniqueIndex("retention_runs_schedule_slot").on(t.scheduleSlot),
    index("retention_runs_started_idx").on(t.startedAt),
  ],
);

/** Legal holds: a manager's "keep" on a member, with the reason; the schedule skips and lists them. */
export const legalHolds = frontdesk.table("legal_holds", {
  memberId: integer("member_id").primaryKey(),
  reason: text("reason").notNull(),
  placedBy: varchar("placed_by", { length: 40 }).notNull(),
  placedAt: utc("placed_at").notNull().defaultNow(),
});

/**
 * The outbox of messages to members: every email Frontdesk sends is first a row here, written
 * in the same transaction as the change that causes it (an offer, a closure notice request), then sent
 * by the sender every instance runs (lib/outbox/sender.ts), which claims rows with FOR UPDATE SKIP LOCKED.
 * A claim is a lease: `next_attempt_at` moves past the time one attempt may take, so a row whose sender
 * died is taken up again after it (with the same Message-ID). `dedupe_key` makes one cause give one message
 * however often it is asked for. Erasure clears recipient, subject and body and keeps the row (a message
 * was sent); a waiting message of an erased member is failed, never sent.
 */
export const outboxMessages = frontdesk.table(
  "outbox_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** waiting-list offer | closure notice */
    kind: text("kind").notNull(),
    memberId: integer("member_id").notNull(),
    /** the platform's email template, by value: a template deleted before sending fails the message */
    templateId: integer("template_id").notNull(),
    recipient: text("recipient"),
    subject: text("subject"),
    bodyHtml: text("body_html"),
    bodyText: text("body_text"),
    /** waiting | sent | failed */
    state: text("state").notNull().default("waiting"),
    attempts: integer("attempts").notNull().default(0),
    /** when the sender may next take it: now for a new one, after the backoff, or after a claim's lease */
    nextAttemptAt: utc("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    /** the Message-ID header, the same for every attempt */
    messageId: text("message_id").notNull(),
    /** the SMTP server's answer to the accepted message */
    providerResponse: text("provider_response"),
    /** the staff member who caused it, or "frontdesk" for the sender's own work */
    causedBy: text("caused_by").notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    /** the language it was written in ("en" | "cy") */
    language: varchar("language", { length: 5 }).notNull().default("en"),
    /** the member wanted the other language, but the venue has no template of this kind in it */
    languageFallback: boolean("language_fallback").notNull().default(false),
    /** what it is about: the session (booking id) and, for an offer, the desk offer */
    bookingId: integer("booking_id"),
    offerId: integer("offer_id"),
    createdAt: utc("created_at").notNull().defaultNow(),
    sentAt: utc("sent_at"),
    erasedAt: utc("erased_at"),
  },
  (t) => [
    uniqueIndex("outbox_messages_dedupe_key").on(t.dedupeKey),
    index("outbox_messages_due")
      .on(t.nextAttemptAt)
      .where(sql`state = 'waiting'`),
    index("outbox_messages_member").on(t.memberId, t.id),
    index("outbox_messages_booking").on(t.bookingId, t.id),
    index("outbox_messages_list").on(t.state, t.id),
  ],
);

/**
 * A member's language of correspondence ("en" | "cy"), which the platform has no field for: every message to them is
 * written in it where the venue has a template in it. No row: the venue's default language.
 */
export const memberLanguages = frontdesk.table("member_languages", {
  memberId: integer("member_id").primaryKey(),
  language: varchar("language", { length: 5 }).notNull(),
  updatedBy: varchar("updated_by", { length: 40 }).notNull(),
  updatedAt: utc("updated_at").notNull().defaultNow(),
});

/**
 * The email template each kind of message uses, as a manager picked it (the platform's template id, by value).
 * `version` counts the picks: a manager's pick names the version they read, so nobody replaces a pick unseen.
 */
export const messageTemplatePicks = frontdesk.table(
  "message_template_picks",
  {
    kind: text("kind").notNull(),
    /** the language of the messages it makes ("en" | "cy"): a kind has a template per language */
    language: varchar("language", { length: 5 }).notNull(),
    templateId: integer("template_id").notNull(),
    version: integer("version").notNull().default(1),
    updatedBy: varchar("updated_by", { length: 40 }).notNull(),
    updatedAt: utc("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.language] })],
);

/**
 * 0.2.0's picks, one per kind (English only), copied into message_template_picks by migration 0010 and kept while a
 * rolling upgrade serves old and new side by side (expand, then contract: decision 009); nothing reads it since.
 */
export const legacyMessageTemplates = frontdesk.table("message_templates", {
  kind: text("kind").primaryKey(),
  templateId: integer("template_id").notNull(),
  version: integer("version").notNull().default(1),
  updatedBy: varchar("updated_by", { length: 40 }).notNull(),
  updatedAt: utc("updated_at").notNull().defaultNow(),
});

/** Every pick of a kind's template (the managers' audit of them): who, when, from which template to which. */
export const messageTemplateChanges = frontdesk.table(
  "message_template_changes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    at: utc("at").notNull().defaultNow(),
    kind: text("kind").notNull(),
    language: varchar("language", { length: 5 }).notNull().default("en"),
    staffId: varchar("staff_id", { length: 40 }).notNull(),
    /** null: no pick before (the first template of the type was used) */
    templateIdBefore: integer("template_id_before"),
    templateId: integer("template_id").notNull(),
    version: integer("version").notNull(),
  },
  (t) => [index("message_template_changes_at_idx").on(t.at, t.id)],
);

/**
 * Staff second factors: an authenticator app (TOTP, RFC 6238) or a passkey (WebAuthn).
 * A factor counts once confirmed (confirmed_at): a TOTP enrolment by a first code, a passkey by its
 * registration. A TOTP secret is kept sealed (AES-256-GCM under SECRETS_KEY: lib/security/sealed-secrets.ts); last_used_step is the
 * last time step a code was accepted at, so a code is accepted once (no replay, on every instance).
 */
export const staffFactors = frontdesk.table(
  "staff_factors",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    staffId: varchar("staff_id", { length: 40 })
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** totp | passkey */
    kind: varchar("kind", { length: 10 }).notNull(),
    name: text("name").notNull(),
    totpSecret: text("totp_secret"),
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
    credentialId: text("credential_id"),
    publicKey: text("public_key"),
    signCount: bigint("sign_count", { mode: "number" }),
    transports: text("transports"),
    /** a passkey's backup flags as its authenticator last reported them: synced (multiDevice) or not, backed up now */
    deviceType: varchar("device_type", { length: 12 }),
    backedUp: boolean("backed_up"),
    createdAt: utc("created_at").notNull().defaultNow(),
    confirmedAt: utc("confirmed_at"),
    lastUsedAt: utc("last_used_at"),
  },
  (t) => [
    index("staff_factors_staff_idx").on(t.staffId),
    uniqueIndex("staff_factors_credential_key").on(t.credentialId),
    check("staff_factors_kind_check", sql`kind IN ('totp', 'passkey')`),
  ],
);

/** Single-use recovery codes: only their SHA-256 is kept; used_at is set when one is spent. */
export const staffRecoveryCodes = frontdesk.table(
  "staff_recovery_codes",
  {
    staffId: varchar("staff_id", { length: 40 })
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: utc("created_at").notNull().defaultNow(),
    usedAt: utc("used_at"),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.codeHash] })],
);

/** Which roles must have a second factor (a role with no row keeps the default: admin and manager must). */
export const factorPolicy = frontdesk.table("factor_policy", {
  role: varchar("role", { length: 10 }).primaryKey(),
  required: boolean("required").notNull(),
  updatedBy: varchar("updated_by", { length: 40 }).notNull(),
  updatedAt: utc("updated_at").notNull().defaultNow(),
});

/** WebAuthn challenges handed out (registration or sign-in), single use, for 5 minutes. */
export const webauthnChallenges = frontdesk.table(
  "webauthn_challenges",
  {
    id: text("id").primaryKey(),
    /** who registers or proves a passkey; null for a passkey sign-in (no username) */
    staffId: varchar("staff_id", { length: 40 }),
    challenge: text("challenge").notNull(),
    purpose: varchar("purpose", { length: 12 }).notNull(),
    expiresAt: utc("expires_at").notNull(),
  },
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt)],
);
