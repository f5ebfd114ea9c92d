ALTER TABLE "frontdesk"."staff_factors" ADD COLUMN "device_type" varchar(12);--> statement-breakpoint
ALTER TABLE "frontdesk"."staff_factors" ADD COLUMN "backed_up" boolean;--> statement-breakpoint
CREATE INDEX "webauthn_challenges_expires_idx" ON "frontdesk"."webauthn_challenges" USING btree ("expires_at");