import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { utc } from "./columns";

/**
 * Staff who sign in to Frontdesk; role is reception | sales | manager | admin. The id is the
 * username (lower case, what staff type to sign in and what user fields call a user name).
 * password_hash is null until the staff member sets a password through their one-time link
 * (and for SSO-only staff).
 */
export const staffUsers = pgTable(
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
  },
  (t) => [uniqueIndex("staff_users_email_key").on(sql`lower(${t.email})`)],
);

/** One-time set-password links: only the SHA-256 of the token is kept; single use, 24 h. */
export const staffPasswordLinks = pgTable(
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
export const staffSessions = pgTable(
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
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId, t.endedAt)],
);

/** Failed sign-in counters by key (`account:<login>` or `address:<ip>`), with the lock they earned. */
export const signInThrottle = pgTable("sign_in_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: utc("window_started_at").notNull().defaultNow(),
  lockedUntil: utc("locked_until"),
});

/** The sign-in audit: sign-ins, failures, lockouts, sign-outs and account changes. */
export const signInEvents = pgTable(
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

/** Who read or changed what and when (special-category data reads included). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    at: utc("at").notNull().defaultNow(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    memberId: integer("member_id"),
    detail: text("detail"),
  },
  (t) => [index("audit_log_member_idx").on(t.memberId, t.at), index("audit_log_at_idx").on(t.at)],
);
