import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { utc } from "./columns";

/**
 * The BFF's own audit of special-category data (design.md §5): which staff member read or changed a
 * member's medical details, consent, addresses or payment card, and when. Written by the app
 * (lib/bff/audit.ts) whatever the transport, so upstream calls, which the platform sees as the
 * app's integrator, are still logged under the staff member's name.
 */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    at: utc("at").notNull().defaultNow(),
    staffId: text("staff_id").notNull(),
    memberId: integer("member_id").notNull(),
    action: text("action").notNull(),
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
export const secretReveals = pgTable(
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
