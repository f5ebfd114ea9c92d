import "server-only";
import { lt, sql } from "drizzle-orm";
import { appDatabase } from "@frontdesk/lib/app-db";
import { publicPageThrottle } from "@frontdesk/lib/app-db/schema";
import { countInWindow } from "@frontdesk/lib/platform/db/windowed-counter";

/**
 * The offer page's throttle: per client address, counted in the database so every instance counts
 * alike (as sign-in's lib/auth/throttle.ts does, through the same countInWindow).
 */
const throttleWindow = "10 minutes";

/** Counts a hit on `key`; answers whether it is over `limit` within the window. */
export async function throttled(key: string, limit: number): Promise<boolean> {
  const db = await appDatabase();
  const { key: keyColumn, hits, windowStartedAt } = publicPageThrottle;
  const counted = await countInWindow(
    db,
    { table: publicPageThrottle, key: keyColumn, count: hits, windowStartedAt },
    key,
    throttleWindow,
  );
  return counted.count > limit;
}

/**
 * Removes the counts whose window is over (a later hit would start afresh anyway), so the table holds only the
 * last ten minutes' addresses. The offer clock calls it now and then (lib/desk-offers/offers.ts). Answers how many went.
 */
export async function pruneThrottle(): Promise<number> {
  const db = await appDatabase();
  const gone = await db
    .delete(publicPageThrottle)
    .where(lt(publicPageThrottle.windowStartedAt, sql`now() - ${throttleWindow}::interval`))
    .returning({ key: publicPageThrottle.key });
  return gone.length;
}
