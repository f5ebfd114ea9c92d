import { index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { utc } from "./columns";

/**
 * The platform's users: the names a User field's default value may give (endpoint 15's "User name
 * {v} was not found."). The demo dataset holds the demo staff's usernames; Frontdesk's own staff
 * accounts live apart, in the app's database (lib/app-db).
 */
export const platformUsers = pgTable("platform_users", {
  userName: varchar("user_name", { length: 40 }).primaryKey(),
});

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
