import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { decodeSecretsKey, env } from "@frontdesk/lib/server/env";

/**
 * Secrets the app keeps and must read back (staff authenticator keys, the platform's mobile-app signing secrets) are
 * stored sealed: AES-256-GCM under SECRETS_KEY, as `fd1:<key id>:<base64url of iv | ciphertext | tag>`. The key id
 * (8 hex digits of an HMAC of the key, never the key) says which key sealed a value, so SECRETS_KEY_PREVIOUS can be
 * read while `secrets rotate` (lib/cli) seals everything again under the new one. The purpose (which column) is the
 * associated data: a value copied into another column does not open there. A value without the prefix is a plain
 * one from before 0.2.0: read as it is, and sealed at the next start (lib/app-db/stored-secrets.ts).
 *
 * Where the key comes from: SECRETS_KEY; unset, on the embedded database only, a development key (a file made once
 * under PLATFORM_DATA_DIR, or for memory:// one per process, as that database is); on PostgreSQL never (the server
 * refuses to start without it: lib/server/env.ts checkEnv, and a CLI command that needs it says so).
 */
const format = "fd1";
const ivBytes = 12;
const tagBytes = 16;

/** Thrown when a secret cannot be sealed or opened: the message says which key, never a value. */
export class SecretsKeyError extends Error {
  override name = "SecretsKeyError";
}

export interface SecretsKey {
  id: string;
  key: Buffer;
  /** where it came from, in words: SECRETS_KEY, SECRETS_KEY_PREVIOUS (2nd), the development key in ... */
  source: string;
}

export interface SecretsKeyring {
  /** the key new values are sealed with */
  current: SecretsKey;
  /** every key a value may be opened with, by id (the current one too) */
  readable: Map<string, SecretsKey>;
  /** set when the current key is a development key, not SECRETS_KEY: what to say at start */
  development?: string;
}

/** The id a key's values carry: not the key, and not enough of anything to find it. */
export const keyIdOf = (key: Buffer) =>
  crypto.createHmac("sha256", key).update("frontdesk secrets key id").digest("hex").slice(0, 8);

const secretsKey = (key: Buffer, source: string): SecretsKey => ({ id: keyIdOf(key), key, source });

let processKey: Buffer | undefined;
let cached: { config: string; ring: SecretsKeyring } | undefined;

/** The keys, from the environment (read again when it changed: tests and the CLI switch them). */
export function secretsKeyring(): SecretsKeyring {
  const { SECRETS_KEY, SECRETS_KEY_PREVIOUS, DATABASE_URL, PLATFORM_DATA_DIR } = env();
  const config = JSON.stringify([SECRETS_KEY, SECRETS_KEY_PREVIOUS, DATABASE_URL, PLATFORM_DATA_DIR]);
  if (cached?.config === config) return cached.ring;
  const previous = (SECRETS_KEY_PREVIOUS ?? "")
    .split(",")
    .filter((text) => text.trim())
    .map((text, i) => secretsKey(decodeSecretsKey(text)!, `SECRETS_KEY_PREVIOUS (key ${i + 1})`));
  const dev = SECRETS_KEY ? undefined : developmentKey(DATABASE_URL, PLATFORM_DATA_DIR);
  const current = SECRETS_KEY ? secretsKey(decodeSecretsKey(SECRETS_KEY)!, "SECRETS_KEY") : dev!.key;
  // On the embedded database a development key made earlier stays readable once SECRETS_KEY is set.
  const earlierDev =
    SECRETS_KEY && !DATABASE_URL
      ? existingKeyFile(path.resolve(/*turbopackIgnore: true*/ PLATFORM_DATA_DIR, keyFileName))
      : undefined;
  const readable = new Map<string, SecretsKey>();
  for (const key of [current, ...previous, ...(earlierDev ? [earlierDev] : [])])
    if (!readable.has(key.id)) readable.set(key.id, key);
  const ring: SecretsKeyring = { current, readable, development: dev?.note };
  cached = { config, ring };
  return ring;
}

const keyFileName = "secrets-key";

function existingKeyFile(file: string): SecretsKey | undefined {
  if (!fs.existsSync(file)) return undefined;
  const key = decodeSecretsKey(fs.readFileSync(file, "utf8"));
  return key && secretsKey(key, `the development key in ${file}`);
}

/** SECRETS_KEY unset: a development key on the embedded database, none on PostgreSQL. */
function developmentKey(databaseUrl: string | undefined, dataDir: string): { key: SecretsKey; note: string } {
  if (databaseUrl?.startsWith("postgres"))
    throw new SecretsKeyError(
      "SECRETS_KEY is not set: with PostgreSQL the secrets kept in the database are encrypted with it. Set the same SECRETS_KEY the server has (openssl rand -base64 32 makes a new one).",
    );
  if (databaseUrl === "memory://") {
    processKey ??= crypto.randomBytes(32);
    return {
      key: secretsKey(processKey, "a development key of this process"),
      note: "SECRETS_KEY is not set: secrets are encrypted with a development key made for this in-memory database.",
    };
  }
  const dir = path.resolve(/*turbopackIgnore: true*/ dataDir);
  const file = path.join(/*turbopackIgnore: true*/ dir, keyFileName);
  fs.mkdirSync(dir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64"), { flag: "wx", mode: 0o600 });
  } catch {
    // made earlier, or by another process at the same moment
  }
  const key = existingKeyFile(file);
  if (!key)
    throw new SecretsKeyError(`${file} does not hold a 32-byte key: remove it only if no secret was sealed with it.`);
  return {
    key,
    note: `SECRETS_KEY is not set: secrets are encrypted with a development key kept in ${file} (the embedded database only; PostgreSQL needs SECRETS_KEY).`,
  };
}

/** A column that holds sealed secrets: each owner lists its own (lib/app-db/sealed-columns.ts, the platform's
 * lib/platform/db/sealed-columns.ts); lib/app-db/sealed-values.ts goes over them. */
export interface SealedColumn {
  /** schema-qualified table, e.g. frontdesk.staff_factors */
  table: string;
  idColumn: string;
  column: string;
  /** the associated data its values are sealed with (seal/unseal's purpose) */
  purpose: string;
}

/** Whether a stored value is sealed (else it is a plain value from before 0.2.0). */
export const isSealed = (stored: string) => stored.startsWith(`${format}:`);

/** The id of the key that sealed a stored value; undefined for a plain one. */
export const sealedKeyId = (stored: string) => (isSealed(stored) ? stored.split(":")[1] : undefined);

/** Seals a secret under the current key, for the column `purpose` names. */
export function seal(plain: string, purpose: string, ring = secretsKeyring()): string {
  const iv = crypto.randomBytes(ivBytes);
  const cipher = crypto.createCipheriv("aes-256-gcm", ring.current.key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([iv, cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${format}:${ring.current.id}:${body.toString("base64url")}`;
}

/** What went wrong with a value sealed under a key the ring does not hold. */
export const unknownKeyMessage = (keyId: string, ring: SecretsKeyring) =>
  `a secret in the database was encrypted with key ${keyId}, which is neither SECRETS_KEY (${ring.current.source === "SECRETS_KEY" ? `key ${ring.current.id}` : `unset; ${ring.current.source}, key ${ring.current.id}`}) nor one of SECRETS_KEY_PREVIOUS: set SECRETS_KEY (or SECRETS_KEY_PREVIOUS) to the key it was encrypted with`;

/** Opens a stored value (a plain one is answered as it is); throws SecretsKeyError in words when it cannot. */
export function unseal(stored: string, purpose: string, ring = secretsKeyring()): string {
  if (!isSealed(stored)) return stored;
  const [, keyId, encoded] = stored.split(":");
  const key = ring.readable.get(keyId ?? "");
  if (!key || encoded === undefined) throw new SecretsKeyError(`${unknownKeyMessage(keyId ?? "?", ring)}.`);
  const body = Buffer.from(encoded, "base64url");
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key.key, body.subarray(0, ivBytes));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(body.subarray(body.length - tagBytes));
    return Buffer.concat([decipher.update(body.subarray(ivBytes, body.length - tagBytes)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SecretsKeyError(
      `a secret in the database (${purpose}) does not open with key ${keyId} (${key.source}): it was changed, or belongs elsewhere.`,
    );
  }
}
