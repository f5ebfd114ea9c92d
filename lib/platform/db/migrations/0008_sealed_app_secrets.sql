-- 0.2.0: a mobile-app version's signing secret is stored sealed (AES-256-GCM under SECRETS_KEY, about 400 characters for
-- its 256), so the column is text. varchar to text rewrites nothing, and the release before reads and writes it as
-- before. The plain values already there are sealed by the first start of 0.2.0 (lib/app-db/stored-secrets.ts).
ALTER TABLE "mobile_app_versions" ALTER COLUMN "app_secret" SET DATA TYPE text;
