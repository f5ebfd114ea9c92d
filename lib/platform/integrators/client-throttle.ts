import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { clientAuthFailures as failures } from "../db/schema";
import { PlatformError } from "../http/errors";
import { countInWindow } from "../db/windowed-counter";

/** 5 failed authentications of one client id within 15 minutes lock that id for 15 minutes. */
export const throttle = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 };

const window = sql.raw(`interval '${throttle.windowMinutes} minutes'`);
const lock = sql.raw(`interval '${throttle.lockMinutes} minutes'`);
/** Client ids are counted as sent (unknown ones too, so a lock says nothing of existence), cut to the column's width. */
const keyOf = (clientId: string) => clientId.slice(0, 100);

/**
 * 429 with Retry-After while the client id is locked, checked before the secret: a locked id gets
 * the same answer whether it exists or not, and whether the secret is right or not.
 */
export async function refuseLockedClient(db: Executor, clientId: string) {
  const [locked] = await db
    .select({ seconds: sql<string>`ceil(extract(epoch from ${failures.lockedUntil} - now()))` })
    .from(failures)
    .where(and(eq(failures.clientId, keyOf(clientId)), gt(failures.lockedUntil, sql`now()`)));
  if (!locked) return;
  throw new PlatformError(
    429,
    "result",
    "Client locked",
    { error: "invalid_client", error_description: "Too many failed attempts for this client_id. Try again later." },
    { "Retry-After": String(Math.max(1, Number(locked.seconds))) },
  );
}

/** Counts a failure (instances agree: lib/platform/db/windowed-counter.ts); the last allowed failure starts the lock. */
export async function recordClientFailure(db: Executor, clientId: string) {
  await countInWindow(
    db,
    {
      table: failures,
      key: failures.clientId,
      count: failures.failures,
      windowStartedAt: failures.windowStartedAt,
      lockedUntil: failures.lockedUntil,
    },
    keyOf(clientId),
    `${throttle.windowMinutes} minutes`,
    { lockAt: throttle.maxFailures, lockFor: `${throttle.lockMinutes} minutes` },
  );
  // forget ids whose window and lock are over, so guessed ids do not pile up
  await db
    .delete(failures)
    .where(
      and(
        lt(failures.windowStartedAt, sql`now() - ${window} - ${lock}`),
        or(isNull(failures.lockedUntil), lt(failures.lockedUntil, sql`now()`)),
      ),
    );
}

/** A successful authentication starts the count again. */
export async function clearClientFailures(db: Executor, clientId: string) {
  await db.delete(failures).where(eq(failures.clientId, keyOf(clientId)));
}
