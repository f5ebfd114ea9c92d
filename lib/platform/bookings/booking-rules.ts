import { sql } from "drizzle-orm";
import type { BookingRules } from "../../contract/booking-places";
import type { Executor } from "../db/client";
import { isoText, rowsOf } from "../db/rows";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import * as declared from "./booking-rules.schema";

/** The site as the platform spells it, or its 404. */
async function requireSite(db: Executor, siteId: string): Promise<string> {
  const [site] = await rowsOf<{ id: string }>(db, sql`SELECT id FROM sites WHERE lower(id) = lower(${siteId})`);
  if (!site) throw PlatformError.text(404, `Site ${siteId} does not exist`);
  return site.id;
}

async function rulesOf(db: Executor, siteId: string): Promise<BookingRules> {
  const [row] = await rowsOf<BookingRules>(
    db,
    sql`SELECT site_id AS "siteId", cancellation_window_minutes AS "cancellationWindowMinutes",
          strike_limit AS "strikeLimit", strike_days AS "strikeDays", suspend_days AS "suspendDays",
          updated_by AS "updatedBy", ${isoText(sql`updated_at`)} AS "updatedAt"
        FROM site_booking_rules WHERE site_id = ${siteId}`,
  );
  if (!row)
    return {
      siteId,
      cancellationWindowMinutes: 0,
      strikeLimit: null,
      strikeDays: 30,
      suspendDays: 7,
      updatedBy: null,
      updatedAt: null,
    };
  return {
    ...row,
    cancellationWindowMinutes: Number(row.cancellationWindowMinutes),
    strikeLimit: row.strikeLimit === null ? null : Number(row.strikeLimit),
    strikeDays: Number(row.strikeDays),
    suspendDays: Number(row.suspendDays),
  };
}

export const readBookingRules = route(declared.readBookingRules, async (ctx) =>
  ctx.answer(200, await rulesOf(ctx.db, await requireSite(ctx.db, ctx.input.params.siteId))),
);

export const saveBookingRules = route(declared.saveBookingRules, async (ctx) => {
  const siteId = await requireSite(ctx.db, ctx.input.params.siteId);
  const b = ctx.input.body;
  const by = ctx.claims.sub || "unknown";
  const saved = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO site_booking_rules (site_id, cancellation_window_minutes, strike_limit, strike_days, suspend_days, updated_by, updated_at)
      VALUES (${siteId}, ${b.cancellationWindowMinutes}, ${b.strikeLimit}, ${b.strikeDays}, ${b.suspendDays}, ${by}, now())
      ON CONFLICT (site_id) DO UPDATE SET cancellation_window_minutes = excluded.cancellation_window_minutes,
        strike_limit = excluded.strike_limit, strike_days = excluded.strike_days, suspend_days = excluded.suspend_days,
        updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
    return rulesOf(tx, siteId);
  });
  return ctx.answer(200, saved);
});
