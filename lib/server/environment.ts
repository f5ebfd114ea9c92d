/**
 * Several instances on one PostgreSQL must agree on the keys that sign platform tokens and staff
 * sessions: a key made on first use under .data/ differs per machine, so a session signed by one
 * instance would be refused by the next. With DATABASE_URL=postgres://... the production server
 * therefore requires both as environment (README "Production"); the answer is the message to stop with.
 */
export function missingSharedSecrets(env: Record<string, string | undefined> = process.env): string | undefined {
  if (!env.DATABASE_URL?.startsWith("postgres")) return undefined;
  const missing = ["PLATFORM_SIGNING_KEY", "NEXTAUTH_SECRET"].filter((name) => !env[name]);
  if (missing.length === 0) return undefined;
  return (
    `${missing.join(" and ")} must be set when DATABASE_URL is PostgreSQL: every instance must share the keys that sign ` +
    `platform tokens and staff sessions (e.g. openssl rand -base64 48 for each, the same on every instance).`
  );
}
