CREATE TABLE "frontdesk"."member_languages" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"language" varchar(5) NOT NULL,
	"updated_by" varchar(40) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frontdesk"."message_template_picks" (
	"kind" text NOT NULL,
	"language" varchar(5) NOT NULL,
	"template_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" varchar(40) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_template_picks_kind_language_pk" PRIMARY KEY("kind","language")
);
--> statement-breakpoint
ALTER TABLE "frontdesk"."message_template_changes" ADD COLUMN "language" varchar(5) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "frontdesk"."outbox_messages" ADD COLUMN "language" varchar(5) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "frontdesk"."outbox_messages" ADD COLUMN "language_fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "frontdesk"."site_setting_changes" ADD COLUMN "records_leaving_before" boolean;--> statement-breakpoint
ALTER TABLE "frontdesk"."site_setting_changes" ADD COLUMN "records_leaving" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "frontdesk"."site_settings" ADD COLUMN "records_leaving" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- 0.2.0's picks (one per kind, used for every member) become the English picks; message_templates stays for
-- instances of 0.2.0 still serving during a rolling upgrade (expand, then contract)
INSERT INTO "frontdesk"."message_template_picks" ("kind", "language", "template_id", "version", "updated_by", "updated_at")
  SELECT "kind", 'en', "template_id", "version", "updated_by", "updated_at" FROM "frontdesk"."message_templates"
  ON CONFLICT DO NOTHING;
