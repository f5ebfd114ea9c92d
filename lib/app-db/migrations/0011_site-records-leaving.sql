ALTER TABLE "frontdesk"."site_setting_changes" ADD COLUMN "records_leaving_before" boolean;--> statement-breakpoint
ALTER TABLE "frontdesk"."site_setting_changes" ADD COLUMN "records_leaving" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "frontdesk"."site_settings" ADD COLUMN "records_leaving" boolean DEFAULT false NOT NULL;