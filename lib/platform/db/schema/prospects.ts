import { boolean, index, integer, pgTable, text, varchar, type AnyPgColumn } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { utc, wallClock } from "./columns";
import { members } from "./members";

/** Ids CALL, TASK and APPOINTMENT map to interactionType 0, 1, 2; any other id to null. */
export const interactionTypes = pgTable("interaction_types", {
  id: varchar("id", { length: 15 }).primaryKey(),
  description: text("description").notNull(),
});

export const interactionSubTypes = pgTable("interaction_sub_types", {
  id: varchar("id", { length: 15 }).primaryKey(),
  description: text("description").notNull(),
  interactionTypeId: varchar("interaction_type_id", { length: 15 })
    .notNull()
    .references(() => interactionTypes.id),
});

export const interactionOutcomes = pgTable(
  "interaction_outcomes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    interactionTypeId: varchar("interaction_type_id", { length: 15 })
      .notNull()
      .references(() => interactionTypes.id),
    description: text("description").notNull(),
  },
  (t) => [index("interaction_outcomes_type_idx").on(t.interactionTypeId)],
);

/**
 * The board's order, nextActionDate with none last, as one indexable value: ordering by it then id is
 * the board's "nextActionDate ASC NULLS LAST, id", and a keyset or a column's date range is one range.
 */
export const boardKey = (nextActionDate: AnyPgColumn) => sql`coalesce(${nextActionDate}, 'infinity'::timestamp)`;

export const prospectInteractions = pgTable(
  "prospect_interactions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id),
    interactionSubTypeId: varchar("interaction_sub_type_id", { length: 15 })
      .notNull()
      .references(() => interactionSubTypes.id),
    details: varchar("details", { length: 4000 }),
    /** operator-local wall clock */
    nextActionDate: wallClock("next_action_date"),
    scheduledWith: varchar("scheduled_with", { length: 15 }),
    scheduledBy: varchar("scheduled_by", { length: 15 }),
    outcomeOfInteractionTypeId: integer("outcome_of_interaction_type_id"),
    duration: integer("duration"),
    priority: integer("priority"),
    emailConfirmationType: integer("email_confirmation_type"),
    interactionStatus: integer("interaction_status"),
    reminder: integer("reminder"),
    raisedByUserId: text("raised_by_user_id").notNull(),
    raisedDate: utc("raised_date").notNull(),
    lastActionUserId: text("last_action_user_id").notNull(),
    lastActionDate: utc("last_action_date").notNull(),
    /**
     * The member's status is a prospect status: the board shows only these. Kept by triggers
     * (migration 0002_board_prospect: on insert, when a member's status changes, when a status's
     * prospectStatus changes), so the board reads and counts a column without reading members.
     */
    prospect: boolean("prospect").notNull().default(false),
  },
  (t) => [
    index("prospect_interactions_member_idx").on(t.memberId, t.interactionStatus),
    // The board (prospects/board.ts): each column (and "Mine", scheduled with one person) read in
    // board order from its index, and counted no further than the board shows. The trailing
    // next_action_date changes no order (id is unique) but lets a count run as an index-only scan:
    // PostgreSQL will not answer the board key's expression from the index without the column itself
    // (a capped count of the Active column of one person, 1.0 M interactions: 11.7 ms to 0.7 ms).
    index("prospect_interactions_board_idx")
      .on(t.interactionStatus, boardKey(t.nextActionDate), t.id, t.nextActionDate)
      .where(sql`${t.prospect}`),
    index("prospect_interactions_board_with_idx")
      .on(t.scheduledWith, t.interactionStatus, boardKey(t.nextActionDate), t.id, t.nextActionDate)
      .where(sql`${t.prospect}`),
  ],
);
