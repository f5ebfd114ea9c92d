import { index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { utc } from "./columns";
import { sites } from "./configuration";
import { members } from "./members";

/**
 * Members' cards (an extension): a number printed as a barcode or QR code finds its member at the door. A member
 * has at most one card in use; a replaced card stays, so its number is known and refused in words.
 */
export const memberCards = pgTable(
  "member_cards",
  {
    cardNumber: varchar("card_number", { length: 64 }).primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    issuedAt: utc("issued_at").notNull().defaultNow(),
    replacedAt: utc("replaced_at"),
  },
  (t) => [
    uniqueIndex("member_cards_in_use_idx")
      .on(t.memberId)
      .where(sql`${t.replacedAt} IS NULL`),
    // a member's cards, replaced ones included (the door's card list): without it, a scan of every card at 1M members
    index("member_cards_member_idx").on(t.memberId),
  ],
);

/**
 * Members' visits to a site (an extension): who let them in and how; undone by mistake, kept and marked; when they
 * left, at sites that record leaving.
 */
export const visits = pgTable(
  "visits",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    siteId: varchar("site_id", { length: 15 })
      .notNull()
      .references(() => sites.id),
    visitedAt: utc("visited_at").notNull().defaultNow(),
    method: varchar("method", { length: 10 }).notNull(),
    overrideReason: text("override_reason"),
    letInBy: text("let_in_by").notNull(),
    undoneAt: utc("undone_at"),
    undoneBy: text("undone_by"),
    undoReason: text("undo_reason"),
    /** when the member left (sites that record leaving), and who recorded it */
    leftAt: utc("left_at"),
    leftBy: text("left_by"),
  },
  (t) => [
    index("visits_site_time_idx").on(t.siteId, t.visitedAt),
    index("visits_member_time_idx").on(t.memberId, t.visitedAt),
  ],
);
