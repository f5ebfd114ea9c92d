CREATE TABLE "member_place_counts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"places" integer NOT NULL
);
--> statement-breakpoint
-- Kept by statement triggers (each statement's places grouped by member, then one upsert a member, in member
-- order so two writers lock counts in the same order), whoever writes: a place added, removed (or all truncated),
-- or its listed changed (booking_members_listed and bookings_listed set listed, which fires these). Issue 19: counting a
-- 50,000-place history from its index took 9-12 ms of every page; this row and the places from dateTimeTo on answer it.
CREATE FUNCTION "member_place_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "member_place_counts" AS c ("member_id", "places")
      SELECT "member_id", count(*)::int FROM "new_places" WHERE "listed" GROUP BY 1 ORDER BY 1
      ON CONFLICT ("member_id") DO UPDATE SET "places" = c."places" + excluded."places";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "member_place_counts" AS c ("member_id", "places")
      SELECT "member_id", -count(*)::int FROM "old_places" WHERE "listed" GROUP BY 1 ORDER BY 1
      ON CONFLICT ("member_id") DO UPDATE SET "places" = c."places" + excluded."places";
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "member_place_counts";
  ELSE
    INSERT INTO "member_place_counts" AS c ("member_id", "places")
      SELECT "member_id", sum("change")::int
      FROM (SELECT "member_id", 1 AS "change" FROM "new_places" WHERE "listed"
            UNION ALL SELECT "member_id", -1 FROM "old_places" WHERE "listed") changes
      GROUP BY 1 HAVING sum("change") <> 0 ORDER BY 1
      ON CONFLICT ("member_id") DO UPDATE SET "places" = c."places" + excluded."places";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "member_place_counts_insert" AFTER INSERT ON "booking_members"
  REFERENCING NEW TABLE AS "new_places" FOR EACH STATEMENT EXECUTE FUNCTION "member_place_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "member_place_counts_update" AFTER UPDATE ON "booking_members"
  REFERENCING OLD TABLE AS "old_places" NEW TABLE AS "new_places" FOR EACH STATEMENT EXECUTE FUNCTION "member_place_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "member_place_counts_delete" AFTER DELETE ON "booking_members"
  REFERENCING OLD TABLE AS "old_places" FOR EACH STATEMENT EXECUTE FUNCTION "member_place_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "member_place_counts_truncate" AFTER TRUNCATE ON "booking_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "member_place_counts_keep"();--> statement-breakpoint
-- The counts made again from the places: here for an existing database, and after a load with triggers off (seed --scale).
-- Answers how many members have places.
CREATE FUNCTION "member_place_counts_rebuild"() RETURNS bigint LANGUAGE sql AS $$
  DELETE FROM "member_place_counts";
  WITH counted AS (
    INSERT INTO "member_place_counts" ("member_id", "places")
      SELECT "member_id", count(*)::int FROM "booking_members" WHERE "listed" GROUP BY 1
      RETURNING 1)
  SELECT count(*) FROM counted;
$$;--> statement-breakpoint
SELECT "member_place_counts_rebuild"();
