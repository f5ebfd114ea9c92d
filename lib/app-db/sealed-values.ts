import { sql } from "drizzle-orm";
import {
  isSealed,
  sealedKeyId,
  secretsKeyring,
  seal,
  unknownKeyMessage,
  unseal,
  SecretsKeyError,
  type SealedColumn,
  type SecretsKeyring,
} from "@frontdesk/lib/security/sealed-secrets";
import { rowsOf } from "@frontdesk/lib/platform/db/rows";

/*
 * What start-up and `secrets rotate` do over every column that holds sealed secrets (./stored-secrets.ts lists them:
 * the app's and the platform's): count the values by key, try one of each key, and seal again. Plain SQL over the
 * one database both schemas live in, so one transaction covers the platform's and the app's columns.
 */

type Executor = Parameters<typeof rowsOf>[0];
const table = (c: SealedColumn) =>
  sql.raw(
    c.table
      .split(".")
      .map((part) => `"${part}"`)
      .join("."),
  );
const column = (name: string) => sql.raw(`"${name}"`);

export interface SealedCensus {
  /** values in plain text (from before 0.2.0) */
  plain: number;
  /** sealed values by the id of the key that sealed them */
  byKey: Map<string, number>;
}

/** How the stored values stand: plain, and by key. Reads every value once (these tables hold few rows). */
export async function censusOf(db: Executor, columns: readonly SealedColumn[]): Promise<SealedCensus> {
  const census: SealedCensus = { plain: 0, byKey: new Map() };
  for (const c of columns) {
    const found = await rowsOf<{ value: string }>(
      db,
      sql`SELECT ${column(c.column)} AS value FROM ${table(c)} WHERE ${column(c.column)} IS NOT NULL`,
    );
    for (const { value } of found) {
      const keyId = sealedKeyId(value);
      if (keyId === undefined) census.plain++;
      else census.byKey.set(keyId, (census.byKey.get(keyId) ?? 0) + 1);
    }
  }
  return census;
}

/**
 * Whether every stored value can be opened with the keys at hand: a key the ring does not hold, or one value of each
 * key that does not open, is answered in words (nothing is written). Undefined when all is well.
 */
export async function unreadableSecrets(
  db: Executor,
  columns: readonly SealedColumn[],
  ring: SecretsKeyring = secretsKeyring(),
): Promise<string | undefined> {
  const census = await censusOf(db, columns);
  const unknown = [...census.byKey].filter(([keyId]) => !ring.readable.has(keyId));
  if (unknown.length > 0) {
    const count = unknown.reduce((sum, [, n]) => sum + n, 0);
    return `${count} ${count === 1 ? "secret" : "secrets"} in the database cannot be read: ${unknown.map(([keyId]) => unknownKeyMessage(keyId, ring)).join("; ")}. Nothing was changed.`;
  }
  for (const c of columns) {
    const tried = new Set<string>();
    const found = await rowsOf<{ value: string }>(
      db,
      sql`SELECT ${column(c.column)} AS value FROM ${table(c)} WHERE ${column(c.column)} LIKE 'fd1:%'`,
    );
    for (const { value } of found) {
      const keyId = sealedKeyId(value)!;
      if (tried.has(keyId)) continue;
      tried.add(keyId);
      try {
        unseal(value, c.purpose, ring);
      } catch (error) {
        if (error instanceof SecretsKeyError) return `${error.message} Nothing was changed.`;
        throw error;
      }
    }
  }
  return undefined;
}

/**
 * Seals again, under the current key, every value that is plain (`which: "plain"`, what a start does) or every value
 * not under the current key (`"not-current"`, what `secrets rotate` does). Run it in a transaction: rows are locked as
 * read, and a value that does not open stops it before anything is written. Answers how many values it sealed.
 */
export async function resealColumns(
  tx: Executor,
  columns: readonly SealedColumn[],
  which: "plain" | "not-current",
  ring: SecretsKeyring = secretsKeyring(),
): Promise<number> {
  const changes: { c: SealedColumn; id: unknown; value: string }[] = [];
  for (const c of columns) {
    const found = await rowsOf<{ id: unknown; value: string }>(
      tx,
      sql`SELECT ${column(c.idColumn)} AS id, ${column(c.column)} AS value FROM ${table(c)}
          WHERE ${column(c.column)} IS NOT NULL ORDER BY 1 FOR UPDATE`,
    );
    for (const { id, value } of found) {
      const due = which === "plain" ? !isSealed(value) : sealedKeyId(value) !== ring.current.id;
      if (due) changes.push({ c, id, value: seal(unseal(value, c.purpose, ring), c.purpose, ring) });
    }
  }
  for (const { c, id, value } of changes)
    await tx.execute(sql`UPDATE ${table(c)} SET ${column(c.column)} = ${value} WHERE ${column(c.idColumn)} = ${id}`);
  return changes.length;
}
