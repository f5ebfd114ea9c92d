/**
 * Set-based clash check and bulk write of generated exceptions: the candidate occurrences (one row
 * per occurrence and product) are bound as arrays and unnested, so a year of daily blocks on twenty
 * products is one statement, never a query per occurrence.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { pgArray } from "../db/bulk";
import { storedTo, type Occurrence } from "@frontdesk/lib/domain/booking-sheets/recurrence";
import { formatWall } from "@frontdesk/lib/domain/booking-sheets/wall-clock";
import { rowsOf } from "../db/rows";

interface Candidates {
  productId: string[];
  timeBandId: string[];
  from: string[];
  to: string[];
  date: string[];
}

/** One row per occurrence and product, products in request order within each occurrence. */
export function candidates(occurrences: Occurrence[], productIds: string[]): Candidates {
  const c: Candidates = { productId: [], timeBandId: [], from: [], to: [], date: [] };
  for (const o of occurrences) {
    const from = formatWall(o.from);
    const to = formatWall(storedTo(o));
    for (const productId of productIds) {
      c.productId.push(productId);
      c.timeBandId.push(o.timeBandId);
      c.from.push(from);
      c.to.push(to);
      c.date.push(o.date);
    }
  }
  return c;
}

export interface ExistingException {
  dateTimeFrom: string;
  dateTimeTo: string;
  timeBandId: string;
  productId: string;
}

export interface ExistingBooking {
  bookingId: number;
  dateTimeFrom: string;
  dateTimeTo: string;
  timeBandId: null;
  productId: string;
}

const wallText = (column: ReturnType<typeof sql>) => sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/**
 * Other schedules' exceptions and live bookings of the same products overlapping any candidate, in
 * one statement: each candidate probes the (product_id, start) indexes bse_product_from_idx and
 * bookings_product_local_idx through LATERAL index range scans, so the cost follows the candidates,
 * not the size of the bookings table.
 * - Exceptions never cross midnight, so a clashing one starts within the day before the candidate.
 * - Bookings: those starting within the day before the candidate or during it, plus the latest
 *   booking starting earlier than that (a booking longer than a day; a product's bookings do not
 *   overlap one another, so no earlier one can still be running).
 */
export async function findClashes(db: Executor, c: Candidates, excludeScheduleId: string | null) {
  if (c.productId.length === 0)
    return { existingExceptions: [] as ExistingException[], existingBookings: [] as ExistingBooking[] };
  const rows = await rowsOf<{
    kind: string;
    id: number;
    product_id: string;
    time_band_id: string | null;
    date_time_from: string;
    date_time_to: string;
  }>(
    db,
    sql`
    WITH c AS MATERIALIZED (
      SELECT * FROM unnest(${pgArray(c.productId, "text")}, ${pgArray(c.from, "timestamp")}, ${pgArray(c.to, "timestamp")}) AS c(product_id, date_time_from, date_time_to)
    ),
    clashing_exceptions AS (
      SELECT DISTINCT e.id, e.product_id, e.time_band_id, e.date_time_from, e.date_time_to
      FROM c CROSS JOIN LATERAL (
        SELECT e.id, e.product_id, e.time_band_id, e.date_time_from, e.date_time_to
        FROM booking_sheet_exceptions e
        WHERE e.product_id = c.product_id
          AND e.date_time_from <= c.date_time_to
          AND e.date_time_from > c.date_time_from - interval '1 day'
          AND e.date_time_to >= c.date_time_from
          AND ${excludeScheduleId ? sql`e.schedule_id <> ${excludeScheduleId}::uuid` : sql`true`}
      ) e
    ),
    clashing_bookings AS (
      SELECT DISTINCT b.id, b.product_id, b.local_from, b.local_to
      FROM c CROSS JOIN LATERAL (
        SELECT b.id, b.product_id, b.local_from, b.local_to
        FROM bookings b
        WHERE b.product_id = c.product_id
          AND b.local_from <= c.date_time_to
          AND b.local_from > c.date_time_from - interval '1 day'
          AND b.local_to > c.date_time_from
          AND NOT b.cancelled
        UNION ALL
        SELECT * FROM (
          SELECT b.id, b.product_id, b.local_from, b.local_to
          FROM bookings b
          WHERE b.product_id = c.product_id AND b.local_from <= c.date_time_from - interval '1 day' AND NOT b.cancelled
          ORDER BY b.local_from DESC LIMIT 1
        ) latest_earlier
        WHERE latest_earlier.local_to > c.date_time_from
      ) b
    )
    SELECT 'exception' AS kind, id, product_id, time_band_id, ${wallText(sql`date_time_from`)} AS date_time_from, ${wallText(sql`date_time_to`)} AS date_time_to
    FROM clashing_exceptions
    UNION ALL
    SELECT 'booking', id, product_id, NULL, ${wallText(sql`local_from`)}, ${wallText(sql`local_to`)}
    FROM clashing_bookings
    ORDER BY 1, 5, 3, 2`,
  );
  const existingExceptions: ExistingException[] = [];
  const existingBookings: ExistingBooking[] = [];
  for (const r of rows) {
    if (r.kind === "exception")
      existingExceptions.push({
        dateTimeFrom: r.date_time_from,
        dateTimeTo: r.date_time_to,
        timeBandId: r.time_band_id!,
        productId: r.product_id,
      });
    else
      existingBookings.push({
        bookingId: Number(r.id),
        dateTimeFrom: r.date_time_from,
        dateTimeTo: r.date_time_to,
        timeBandId: null,
        productId: r.product_id,
      });
  }
  return { existingExceptions, existingBookings };
}

/**
 * Inside a transaction: no JIT for the clash query (PostgreSQL compiles the 7,300-probe plan for
 * longer than it runs), and writers of the same products serialised.
 */
export async function prepareClashCheck(db: Executor) {
  await db.execute(sql`SET LOCAL jit = off`);
}

/** Serialises concurrent writers of the same products (PostgreSQL; a no-op cost on PGlite). */
export async function lockProducts(db: Executor, productIds: string[]) {
  await db.execute(sql`
    SELECT pg_advisory_xact_lock(hashtext('booking-sheet-product:' || p))
    FROM (SELECT p FROM unnest(${pgArray([...productIds].sort(), "text")}) AS t(p) ORDER BY p) AS sorted`);
}

/** One INSERT of every candidate. */
export async function insertExceptions(db: Executor, scheduleId: string, c: Candidates, notes: string | null) {
  if (c.productId.length === 0) return;
  await db.execute(sql`
    INSERT INTO booking_sheet_exceptions (schedule_id, product_id, time_band_id, date_time_from, date_time_to, occurrence_date, notes)
    SELECT ${scheduleId}::uuid, p, tb, f, t, d, ${notes}::text
    FROM unnest(${pgArray(c.productId, "text")}, ${pgArray(c.timeBandId, "text")}, ${pgArray(c.from, "timestamp")}, ${pgArray(c.to, "timestamp")}, ${pgArray(c.date, "date")}) AS x(p, tb, f, t, d)`);
}
