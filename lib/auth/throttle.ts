import { inArray, sql } from "drizzle-orm";
import { signInThrottle } from "@frontdesk/lib/app-db/schema";
import { appDatabase } from "@frontdesk/lib/app-db";
import { countInWindow, type WindowedCounter } from "@frontdesk/lib/platform/db/windowed-counter";

/**
 * Sign-in throttling, counted in the database so every app instance agrees.
 * Per account (what was typed, whether or not such an account exists): from the 3rd failure in
 * 15 minutes each answer is slowed down, the 5th locks it for 15 minutes. Per client address
 * (a venue's desks share one): slowed from the 10th failure, locked at the 30th. A staff member's second factor
 * (factorKey) has the account's limits, on a count of its own.
 */
const throttleWindowMs = 15 * 60_000;
const lockMs = 15 * 60_000;
const limits = {
  account: { slowFrom: 3, lockAt: 5 },
  address: { slowFrom: 10, lockAt: 30 },
} as const;

export const accountKey = (login: string) => `account:${login.trim().toLowerCase()}`;
/**
 * A staff member's wrong second-factor codes and passkeys, counted apart from their passwords: a correct password
 * clears the account's key, and must not clear these (the factor is there for whoever holds the password).
 */
export const factorKey = (staffId: string) => `factor:${staffId}`;
export const addressKey = (address: string) => `address:${address}`;
const limitOf = (key: string) => (key.startsWith("address:") ? limits.address : limits.account);

interface ThrottleState {
  locked: boolean;
  /** how long to hold the answer back before checking the password */
  delayMs: number;
}

export async function throttleState(keys: string[], now = new Date()): Promise<ThrottleState> {
  const db = await appDatabase();
  const rows = await db.select().from(signInThrottle).where(inArray(signInThrottle.key, keys));
  let locked = false;
  let delayMs = 0;
  for (const row of rows) {
    if (row.lockedUntil && row.lockedUntil > now) locked = true;
    const inWindow = now.getTime() - row.windowStartedAt.getTime() < throttleWindowMs;
    const { slowFrom } = limitOf(row.key);
    if (inWindow && row.failures >= slowFrom - 1)
      delayMs = Math.max(delayMs, Math.min(5_000, (row.failures - slowFrom + 2) * 1_000));
  }
  return { locked, delayMs };
}

const failures: WindowedCounter = {
  table: signInThrottle,
  key: signInThrottle.key,
  count: signInThrottle.failures,
  windowStartedAt: signInThrottle.windowStartedAt,
  lockedUntil: signInThrottle.lockedUntil,
};

/** Counts a failure against each key; answers whether this failure locked any of them. */
export async function recordFailure(keys: string[]): Promise<boolean> {
  const db = await appDatabase();
  let lockedNow = false;
  for (const key of keys) {
    const counted = await countInWindow(db, failures, key, `${throttleWindowMs} milliseconds`, {
      lockAt: limitOf(key).lockAt,
      lockFor: `${lockMs} milliseconds`,
    });
    lockedNow ||= counted.lockedNow;
  }
  return lockedNow;
}

/** A successful check clears its own key's failures (never the address's, nor the other step's). */
export async function clearFailures(key: string) {
  const db = await appDatabase();
  await db.delete(signInThrottle).where(sql`${signInThrottle.key} = ${key}`);
}
