ALTER TABLE "visits" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "left_by" text;