CREATE TABLE "frontdesk"."member_languages" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"language" varchar(5) NOT NULL,
	"updated_by" varchar(40) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "frontdesk"."message_templates" ADD COLUMN "language" varchar(5) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "frontdesk"."message_templates" DROP CONSTRAINT "message_templates_pkey";--> statement-breakpoint
ALTER TABLE "frontdesk"."message_templates" ADD CONSTRAINT "message_templates_kind_language_pk" PRIMARY KEY("kind","language");--> statement-breakpoint
ALTER TABLE "frontdesk"."message_template_changes" ADD COLUMN "language" varchar(5) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "frontdesk"."outbox_messages" ADD COLUMN "language" varchar(5) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "frontdesk"."outbox_messages" ADD COLUMN "language_fallback" boolean DEFAULT false NOT NULL;
