-- The board indexes end with next_action_date so a column's capped count is an index-only scan (issue 19).
DROP INDEX "prospect_interactions_board_idx";--> statement-breakpoint
DROP INDEX "prospect_interactions_board_with_idx";--> statement-breakpoint
CREATE INDEX "prospect_interactions_board_idx" ON "prospect_interactions" USING btree ("interaction_status",coalesce("next_action_date", 'infinity'::timestamp),"id","next_action_date") WHERE "prospect_interactions"."prospect";--> statement-breakpoint
CREATE INDEX "prospect_interactions_board_with_idx" ON "prospect_interactions" USING btree ("scheduled_with","interaction_status",coalesce("next_action_date", 'infinity'::timestamp),"id","next_action_date") WHERE "prospect_interactions"."prospect";