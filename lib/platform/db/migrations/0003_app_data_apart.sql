-- Hand-edited after drizzle-kit generate. Frontdesk's own tables (staff_users, staff_password_links,
-- staff_sessions, sign_in_throttle, sign_in_events, staff_audit, secret_reveals) left the platform's schema:
-- the app's first migration (lib/app-db/migrations) moves them, rows and all, into the "frontdesk" schema,
-- so this migration does not drop them. The platform keeps its own user names for User fields' defaults,
-- taken from the staff usernames of an existing database.
CREATE TABLE "platform_users" (
	"user_name" varchar(40) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DO $$
BEGIN
  IF to_regclass('public.staff_users') IS NOT NULL THEN
    INSERT INTO platform_users (user_name) SELECT id FROM public.staff_users ON CONFLICT DO NOTHING;
  END IF;
END $$;
