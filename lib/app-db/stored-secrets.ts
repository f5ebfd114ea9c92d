import { platformSealedColumns } from "@frontdesk/lib/platform/db/sealed-columns";
import { secretsKeyring, SecretsKeyError, type SealedColumn } from "@frontdesk/lib/security/sealed-secrets";
import { censusOf, resealColumns, unreadableSecrets } from "./sealed-values";
import { appSealedColumns } from "./sealed-columns";
import type { AppDatabase } from "./types";
import { env } from "@frontdesk/lib/server/env";

/**
 * Every column of the one database that holds sealed secrets: the app's and the embedded platform's. Start-up and
 * `secrets rotate` are the only code that goes over the platform's table from here (maintenance of the database both
 * live in, never a read of platform data; the platform itself seals and opens its values).
 */
export const sealedColumns = (): readonly SealedColumn[] =>
  // upstream, the venue's platform keeps its own secrets, and its tables are not in this database
  env().PLATFORM_BASE_URL ? appSealedColumns : [...appSealedColumns, ...platformSealedColumns];

export interface StoredSecretsAtStart {
  /** why the server must not start, in words; nothing was written */
  refusal?: string;
  /** what to log */
  notes: string[];
}

/**
 * At start: every sealed value must open with the keys at hand (SECRETS_KEY, SECRETS_KEY_PREVIOUS), else the
 * server is refused in words and nothing is written (a database encrypted with another key, or the wrong key
 * given). Then the plain values left from before 0.2.0 are sealed under SECRETS_KEY, in one transaction: the upgrade
 * to 0.2.0 needs no command (docs/self-hosting/upgrade.md). Values still under a previous key are left for
 * `secrets rotate` (instances pick up a new key one by one; one still on the old key must keep reading them).
 */
export async function prepareStoredSecrets(db: AppDatabase): Promise<StoredSecretsAtStart> {
  let ring;
  try {
    ring = secretsKeyring();
  } catch (error) {
    if (error instanceof SecretsKeyError) return { refusal: error.message, notes: [] };
    throw error;
  }
  const refusal = await unreadableSecrets(db, sealedColumns(), ring);
  if (refusal) return { refusal, notes: [] };
  const notes = ring.development ? [ring.development] : [];
  const sealed = await db.transaction((tx) => resealColumns(tx, sealedColumns(), "plain", ring));
  if (sealed > 0)
    notes.push(
      `Encrypted ${sealed} ${sealed === 1 ? "secret" : "secrets"} kept in plain text by a release before 0.2.0 (key ${ring.current.id}).`,
    );
  const census = await censusOf(db, sealedColumns());
  const old = [...census.byKey].filter(([keyId]) => keyId !== ring.current.id).reduce((sum, [, n]) => sum + n, 0);
  if (old > 0)
    notes.push(
      `${old} ${old === 1 ? "secret is" : "secrets are"} still encrypted with a previous key: once every instance has the new SECRETS_KEY, run \`secrets rotate\` (node dist/cli.mjs secrets rotate), then remove SECRETS_KEY_PREVIOUS.`,
    );
  return { notes };
}
