import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { integratorRateWindows as windows } from "../db/schema";
import { PlatformError } from "./errors";

const kinds = [
  { window: "m", seconds: 60 },
  { window: "h", seconds: 3600 },
] as const;

/**
 * Fixed, clock-aligned windows per integrator (rateLimitPerMinute, rateLimitPerHour; 0 = unlimited),
 * counted in the database so every instance on one PostgreSQL spends the same budget. One atomic
 * upsert a request: a new window restarts the count at 1, otherwise it is raised. A request over
 * a budget gets 429 with Retry-After (seconds to the window's end); refused requests count too.
 */
export async function spendRateBudget(db: Database, integratorId: number, perMinute: number, perHour: number) {
  const budgets = kinds
    .map((k) => ({ ...k, limit: k.window === "m" ? perMinute : perHour }))
    .filter((b) => b.limit > 0);
  if (budgets.length === 0) return;
  const rows = await db
    .insert(windows)
    .values(
      budgets.map((b) => ({
        integratorId,
        window: b.window,
        windowStart: sql`to_timestamp(floor(extract(epoch from now()) / ${sql.raw(String(b.seconds))}) * ${sql.raw(String(b.seconds))})`,
        count: 1,
      })),
    )
    .onConflictDoUpdate({
      target: [windows.integratorId, windows.window],
      set: {
        count: sql`CASE WHEN ${windows.windowStart} = excluded.window_start THEN ${windows.count} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({
      window: windows.window,
      count: windows.count,
      elapsed: sql<string>`extract(epoch from now() - ${windows.windowStart})`,
    });
  const spent = budgets
    .map((b) => ({ ...b, row: rows.find((r) => r.window === b.window)! }))
    .filter((b) => b.row.count > b.limit)
    .map((b) => Math.max(1, Math.ceil(b.seconds - Number(b.row.elapsed))));
  if (spent.length > 0) {
    throw new PlatformError(429, "text", "Rate limit exceeded. Try again later.", undefined, {
      "Retry-After": String(Math.max(...spent)),
    });
  }
}
