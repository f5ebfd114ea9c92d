DROP INDEX "prospect_interactions_board_idx";--> statement-breakpoint
DROP INDEX "prospect_interactions_board_with_idx";--> statement-breakpoint
ALTER TABLE "prospect_interactions" ADD COLUMN "prospect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "prospect_interactions" pi SET "prospect" = true FROM "members" m JOIN "statuses" s ON s."id" = m."status_id"
  WHERE m."id" = pi."member_id" AND s."prospect_status";--> statement-breakpoint
CREATE INDEX "prospect_interactions_board_idx" ON "prospect_interactions" USING btree ("interaction_status",coalesce("next_action_date", 'infinity'::timestamp),"id") WHERE "prospect_interactions"."prospect";--> statement-breakpoint
CREATE INDEX "prospect_interactions_board_with_idx" ON "prospect_interactions" USING btree ("scheduled_with","interaction_status",coalesce("next_action_date", 'infinity'::timestamp),"id") WHERE "prospect_interactions"."prospect";--> statement-breakpoint
-- prospect_interactions.prospect is kept here, whoever writes: an interaction as it is added (or moved to
-- another member), a member's interactions when their status changes, and when a status becomes or stops
-- being a prospect status.
CREATE FUNCTION "prospect_interactions_prospect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."prospect" := EXISTS (SELECT 1 FROM "members" m JOIN "statuses" s ON s."id" = m."status_id"
    WHERE m."id" = NEW."member_id" AND s."prospect_status");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "prospect_interactions_prospect" BEFORE INSERT OR UPDATE OF "member_id" ON "prospect_interactions"
  FOR EACH ROW EXECUTE FUNCTION "prospect_interactions_prospect"();--> statement-breakpoint
CREATE FUNCTION "members_prospect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "prospect_interactions" SET "prospect" = coalesce((SELECT s."prospect_status" FROM "statuses" s WHERE s."id" = NEW."status_id"), false)
    WHERE "member_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_prospect" AFTER UPDATE OF "status_id" ON "members"
  FOR EACH ROW WHEN (OLD."status_id" IS DISTINCT FROM NEW."status_id") EXECUTE FUNCTION "members_prospect"();--> statement-breakpoint
CREATE FUNCTION "statuses_prospect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "prospect_interactions" pi SET "prospect" = NEW."prospect_status"
    FROM "members" m WHERE m."id" = pi."member_id" AND m."status_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "statuses_prospect" AFTER UPDATE OF "prospect_status" ON "statuses"
  FOR EACH ROW WHEN (OLD."prospect_status" IS DISTINCT FROM NEW."prospect_status") EXECUTE FUNCTION "statuses_prospect"();
