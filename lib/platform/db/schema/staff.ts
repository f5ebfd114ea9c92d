import { boolean, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { utc } from "./columns";

/** Front-of-house staff who sign in to Frontdesk; role is reception | sales | manager | admin. */
export const staffUsers = pgTable("staff_users", {
  id: varchar("id", { length: 15 }).primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  passwordHash: text("password_hash").notNull(),
  role: varchar("role", { length: 10 }).notNull(),
  active: boolean("active").notNull().default(true),
});

/** Who read or changed what and when (special-category data reads included). */
export const auditLog = pgTable("audit_log", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  at: utc("at").notNull().defaultNow(),
  actor: text("actor").notNull(),
  action: text("action").notNull(),
  entityType: text("entity_type").notNull(),
  entityId: text("entity_id"),
  memberId: integer("member_id"),
  detail: text("detail"),
}, (t) => [index("audit_log_member_idx").on(t.memberId, t.at), index("audit_log_at_idx").on(t.at)]);
