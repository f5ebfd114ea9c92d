/**
 * Helpers of the booking-sheet integration tests: a FOH token, request bodies on dates no other
 * test and no demo data uses, and direct reads of what was written.
 */
import { sql } from "drizzle-orm";
import { call, database, fixtures, token } from "../testing";
import { addDays, formatDate, instantToWall } from "@frontdesk/lib/domain/booking-sheets/wall-clock";
import { firstRowOf, rowsOf } from "../db/rows";

export const path = "/api/booking-sheets/exception";
export const staffToken = () => token({ products: ["FOH"], features: ["FOHGENERIC"] });

export const londonToday = () => formatDate(instantToWall(new Date(), "Europe/London"));

let nextDay = 0;
/**
 * A fresh future date (yyyy-MM-dd) per call, each in its own week, starting about two years ahead
 * where the demo data has nothing, so tests never meet each other's exceptions.
 */
export function freshWeek(): string {
  nextDay += 1;
  const seed = Number(process.env.VITEST_POOL_ID ?? 0) * 10_000 + Math.floor(Math.random() * 500);
  return addDays(londonToday(), 700 + (seed + nextDay * 500) * 7);
}

export const restricted = () => fixtures.timeBands.restricted as string;
export const [courtA, courtB] = fixtures.resourceProductIds as [string, string];

export function scheduleBody(overrides: Record<string, unknown> = {}, start = freshWeek()) {
  return {
    siteId: fixtures.siteId,
    productIds: [courtA, courtB],
    times: [
      { timeBandId: restricted(), dateTimeFrom: `${start}T09:00:00`, dateTimeTo: `${addDays(start, 6)}T10:00:00` },
    ],
    notes: "Resurfacing",
    ...overrides,
  };
}

export async function send(method: "POST" | "PUT", url: string, body: unknown) {
  return call(method, url, { token: await staffToken(), body });
}

export async function exceptionsOf(scheduleId: string) {
  const db = await database();
  return rowsOf<{ product_id: string; time_band_id: string; from: string; to: string; notes: string | null }>(
    db,
    sql`SELECT product_id, time_band_id, to_char(date_time_from, 'YYYY-MM-DD"T"HH24:MI:SS') AS "from", to_char(date_time_to, 'YYYY-MM-DD"T"HH24:MI:SS') AS "to", notes
        FROM booking_sheet_exceptions WHERE schedule_id = ${scheduleId}::uuid ORDER BY date_time_from, product_id`,
  );
}

export async function countAll() {
  const db = await database();
  return (await firstRowOf<{ e: number; s: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM booking_sheet_exceptions) AS e, (SELECT count(*)::int FROM exception_schedules) AS s`,
  ))!;
}
