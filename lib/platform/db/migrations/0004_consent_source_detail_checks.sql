-- Where each consent change came from (desk, online, import): rows stored before this column are
-- counted as imported, since nobody recorded their source.
ALTER TABLE "consent_history" ADD COLUMN "source" varchar(10) DEFAULT 'import' NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_history" ALTER COLUMN "source" DROP DEFAULT;--> statement-breakpoint
CREATE TABLE "member_detail_checks" (
	"member_id" integer NOT NULL,
	"area" varchar(20) NOT NULL,
	"how" varchar(10) NOT NULL,
	"checked_by" text NOT NULL,
	"checked_on" timestamp with time zone NOT NULL,
	CONSTRAINT "member_detail_checks_member_id_area_pk" PRIMARY KEY("member_id","area")
);
--> statement-breakpoint
ALTER TABLE "member_detail_checks" ADD CONSTRAINT "member_detail_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
