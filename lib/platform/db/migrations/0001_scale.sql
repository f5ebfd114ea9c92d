DROP INDEX "members_last_name_idx";--> statement-breakpoint
DROP INDEX "members_first_name_idx";--> statement-breakpoint
DROP INDEX "members_first_name_trgm_idx";--> statement-breakpoint
DROP INDEX "members_last_name_trgm_idx";--> statement-breakpoint
DROP INDEX "prospect_interactions_status_idx";--> statement-breakpoint
DROP INDEX "prospect_interactions_scheduled_with_idx";--> statement-breakpoint
-- listed: added true for every place at once (no rewrite), then false for the few that are not confirmed places.
ALTER TABLE "booking_members" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "booking_members" bm SET "listed" = false
  WHERE bm."waiting" OR EXISTS (SELECT 1 FROM "bookings" b WHERE b."id" = bm."booking_id" AND (b."cancelled" OR b."activity_id" IS NULL));--> statement-breakpoint
ALTER TABLE "booking_members" ALTER COLUMN "listed" SET DEFAULT false;--> statement-breakpoint
CREATE INDEX "members_last_first_idx" ON "members" USING btree (lower("last_name") text_pattern_ops,lower("first_name") text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "members_first_last_idx" ON "members" USING btree (lower("first_name") text_pattern_ops,lower("last_name") text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "booking_members_listed_idx" ON "booking_members" USING btree ("member_id","start_date_time" DESC NULLS LAST,"booking_id" DESC NULLS LAST) WHERE "booking_members"."listed";--> statement-breakpoint
CREATE INDEX "prospect_interactions_board_idx" ON "prospect_interactions" USING btree ("interaction_status",coalesce("next_action_date", 'infinity'::timestamp),"id");--> statement-breakpoint
CREATE INDEX "prospect_interactions_board_with_idx" ON "prospect_interactions" USING btree ("scheduled_with","interaction_status",coalesce("next_action_date", 'infinity'::timestamp),"id");--> statement-breakpoint
-- booking_members.listed is kept here, whoever writes: a place as it is added or its waiting changes,
-- and every place of a booking that is cancelled (or restored) or changes activity.
CREATE FUNCTION "booking_members_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."listed" := NOT NEW."waiting" AND EXISTS (
    SELECT 1 FROM "bookings" b WHERE b."id" = NEW."booking_id" AND NOT b."cancelled" AND b."activity_id" IS NOT NULL);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "booking_members_listed" BEFORE INSERT OR UPDATE OF "waiting", "booking_id" ON "booking_members"
  FOR EACH ROW EXECUTE FUNCTION "booking_members_listed"();--> statement-breakpoint
CREATE FUNCTION "bookings_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking_members" SET "listed" = NOT "waiting" AND NOT NEW."cancelled" AND NEW."activity_id" IS NOT NULL
    WHERE "booking_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_listed" AFTER UPDATE OF "cancelled", "activity_id" ON "bookings"
  FOR EACH ROW WHEN (OLD."cancelled" IS DISTINCT FROM NEW."cancelled" OR OLD."activity_id" IS DISTINCT FROM NEW."activity_id")
  EXECUTE FUNCTION "bookings_listed"();
