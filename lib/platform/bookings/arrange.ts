/**
 * Test arrangement for the bookings area: fresh members, sessions and places with exact dates,
 * so tests never depend on the demo dataset's relative dates or change the fixture records.
 */
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { call, database } from "../testing";
import { rowsOf } from "../db/rows";

export async function newMember(firstName = "Test", lastName = "Member"): Promise<number> {
  const db = await database();
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO members (first_name, last_name, status_id, home_site_id) VALUES (${firstName}, ${lastName}, 'FULL', 'LEEDS') RETURNING id`,
  );
  return Number(row.id);
}

/** Gives a member an email address (the outbox's tests: members with and without one). */
export async function setEmail(memberId: number, email: string) {
  const db = await database();
  await db.execute(sql`UPDATE members SET email = ${email} WHERE id = ${memberId}`);
}

interface SessionOptions {
  activityId?: string;
  /** the booking's own site column; past bookings read the site from the activity */
  siteId?: string;
  minutes?: number;
  capacity?: number;
  cancelled?: boolean;
}

export async function newSession(start: string | Date, options: SessionOptions = {}): Promise<number> {
  const db = await database();
  const begins = new Date(start);
  const ends = new Date(begins.getTime() + (options.minutes ?? 60) * 60_000);
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO bookings (activity_id, site_id, start_date_time, end_date_time, capacity, cancelled)
        VALUES (${options.activityId ?? "SPIN"}, ${options.siteId ?? "LEEDS"}, ${begins.toISOString()}::timestamptz, ${ends.toISOString()}::timestamptz,
                ${options.capacity ?? 10}, ${options.cancelled ?? false}) RETURNING id`,
  );
  return Number(row.id);
}

export async function addPlace(
  bookingId: number,
  memberId: number,
  options: { waiting?: boolean; bookingRef?: number | null } = {},
) {
  const db = await database();
  await db.execute(sql`
    INSERT INTO booking_members (booking_id, member_id, start_date_time, booking_ref, waiting, paid, created_on)
    SELECT id, ${memberId}, start_date_time, ${options.bookingRef ?? null}, ${options.waiting ?? false}, ${!options.waiting}, clock_timestamp() FROM bookings WHERE id = ${bookingId}`);
}

/** A member with one confirmed place on each of the given start times. */
export async function memberWithHistory(starts: string[], options: SessionOptions = {}) {
  const memberId = await newMember();
  const bookingIds: number[] = [];
  for (const start of starts) {
    const bookingId = await newSession(start, options);
    await addPlace(bookingId, memberId, { bookingRef: 5_000_000 + bookingId });
    bookingIds.push(bookingId);
  }
  return { memberId, bookingIds };
}

/** yyyy-MM-dd of a UTC day relative to today. */
export const utcDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

// random per module: two test files arranging courts at once never pick the same ids
let courtSerial = Math.floor(Math.random() * 900_000);

/**
 * A site of the test's own with one court open 07:00 to 21:00 every day (Europe/London), and its booking rules
 * when given (set with `token`'s desk): its rules and slots change nothing another test sees.
 */
export async function ownCourt(token: string, rules?: { windowMinutes: number; strikeLimit: number | null }) {
  const db = await database();
  const n = courtSerial++;
  const siteId = `SL${n}`;
  const productId = `CRT${n}`;
  await db.execute(
    sql`INSERT INTO sites (id, name, time_zone) VALUES (${siteId}, ${`Slot site ${n}`}, 'Europe/London')`,
  );
  await db.execute(sql`INSERT INTO calendars (id, description) VALUES (${`$$C${n}`}, 'Court hours')`);
  for (let day = 0; day < 7; day++)
    await db.execute(sql`INSERT INTO calendar_opening_times (calendar_id, day_of_week, start_time, end_time)
      VALUES (${`$$C${n}`}, ${day}, '07:00', '21:00')`);
  await db.execute(sql`INSERT INTO products (id, description, kind, site_id, calendar_id)
    VALUES (${productId}, ${`Court ${n}`}, 'resource', ${siteId}, ${`$$C${n}`})`);
  if (rules) {
    const saved = await call("PUT", `/api/sites/${siteId}/booking-rules`, {
      token,
      body: {
        cancellationWindowMinutes: rules.windowMinutes,
        strikeLimit: rules.strikeLimit,
        strikeDays: 30,
        suspendDays: 7,
      },
    });
    expect(saved.status).toBe(200);
  }
  return { siteId, productId, name: `Court ${n}` };
}
