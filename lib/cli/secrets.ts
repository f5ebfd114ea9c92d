/**
 * The CLI's secrets commands (lib/cli/index.ts): the secrets kept in the database, sealed under SECRETS_KEY
 * (lib/security/sealed-secrets.ts). They open the database as the server does (DATABASE_URL).
 */
import { appDatabase } from "@frontdesk/lib/app-db";
import { sealedColumns } from "@frontdesk/lib/app-db/stored-secrets";
import { censusOf, resealColumns, unreadableSecrets } from "@frontdesk/lib/app-db/sealed-values";
import { secretsKeyring } from "@frontdesk/lib/security/sealed-secrets";

const secrets = (n: number) => `${n} ${n === 1 ? "secret" : "secrets"}`;

/** How the stored secrets stand: plain, and by key (the current one named). */
export async function secretsStatusCommand(): Promise<string> {
  const ring = secretsKeyring();
  const census = await censusOf(await appDatabase(), sealedColumns());
  const lines = [`Current key: ${ring.current.id} (${ring.current.source}).`];
  for (const [keyId, n] of census.byKey) {
    const key = ring.readable.get(keyId);
    lines.push(`${secrets(n)} under key ${keyId}: ${key ? key.source : "a key not given (cannot be read)"}.`);
  }
  if (census.plain > 0) lines.push(`${secrets(census.plain)} in plain text (sealed at the next start, or by rotate).`);
  if (census.byKey.size === 0 && census.plain === 0) lines.push("No secrets are stored.");
  return lines.join("\n");
}

/**
 * Seals every stored secret again under SECRETS_KEY, in one transaction: those under SECRETS_KEY_PREVIOUS and any
 * plain one. A value no key given opens stops it before anything is written.
 */
export async function secretsRotateCommand(): Promise<string> {
  const ring = secretsKeyring();
  const db = await appDatabase();
  const unreadable = await unreadableSecrets(db, sealedColumns(), ring);
  if (unreadable) throw new Error(unreadable);
  const resealed = await db.transaction((tx) => resealColumns(tx, sealedColumns(), "not-current", ring));
  const census = await censusOf(db, sealedColumns());
  const total = [...census.byKey.values()].reduce((sum, n) => sum + n, 0);
  return [
    `Encrypted ${secrets(resealed)} again under ${ring.current.source} (key ${ring.current.id}); all ${secrets(total)} stored are under it now.`,
    ring.readable.size > 1 ? "SECRETS_KEY_PREVIOUS is no longer needed: remove it from every instance." : "",
  ]
    .filter(Boolean)
    .join("\n");
}
