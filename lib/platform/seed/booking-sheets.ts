/**
 * Demo data of the booking-sheets area: resource bookings of the courts and pitches around today
 * (ids from bookingIdRanges.resourceBookings) and two exception schedules (weekly court maintenance
 * that started weeks ago, and a monthly pitch block). Dates are derived from the seed's "today" in
 * Europe/London by fixed rules that the fixtures manifest applies too.
 *
 * COURT1 and COURT2 (the manifest's resourceProductIds) carry only futureResourceBooking, so a
 * client can create exceptions on them at other future times without meeting demo data.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { pgArray } from "../db/bulk";
import {
  DAY,
  HOUR_MS,
  addDays,
  dateToMs,
  formatDate,
  formatWall,
  instantToWall,
  wallToInstant,
  weekday,
} from "@frontdesk/lib/domain/booking-sheets/wall-clock";
import { bookingIdRanges, firstBulkMemberId, productIds, random, siteIds, timeBandIds, type SeedSize } from "./ids";

const zone = "Europe/London";

/** Today's date at the site (Europe/London), yyyy-MM-dd. */
const londonToday = (now = new Date()) => formatDate(instantToWall(now, zone));

/** The first date on or after `date` falling on `day` (0 Sunday .. 6 Saturday). */
const onOrAfter = (date: string, day: number) => {
  const ms = dateToMs(date);
  return formatDate(ms + ((day - weekday(ms) + 7) % 7) * DAY);
};

/**
 * futureResourceBooking: COURT1, 19:00-20:00 on the first Wednesday at least 14 days after today
 * (site-local). The seed books exactly this; the manifest computes the same on the same day.
 */
export function futureResourceBooking(now = new Date()) {
  const date = onOrAfter(addDays(londonToday(now), 14), 3);
  return {
    bookingId: bookingIdRanges.resourceBookings,
    productId: productIds.courts[0],
    dateTimeFrom: `${date}T19:00:00`,
    dateTimeTo: `${date}T20:00:00`,
  };
}

/** Seeded schedules (fixed GUIDs, so seeding twice gives the same ids). */
export const demoScheduleIds = {
  courtMaintenance: "5ced0001-0000-4000-8000-000000000001",
  pitchMonthly: "5ced0001-0000-4000-8000-000000000002",
};

/**
 * What the resource bookings are for (kind other: no alert lists), with the players a booking
 * usually holds. Players are bulk members 2200-2259, whose other records no fixture relies on.
 */
const hireActivities = [
  { id: "BADMINTON", name: "Badminton", siteId: siteIds.main, products: productIds.courts, players: [2, 2, 4] },
  {
    id: "FIVEASIDE",
    name: "Five-a-side football",
    siteId: siteIds.main,
    products: productIds.pitches,
    players: [8, 10],
  },
  { id: "PADEL", name: "Padel", siteId: siteIds.rich, products: [productIds.richCourts[0]], players: [2, 4] },
  { id: "TENNIS", name: "Tennis", siteId: siteIds.rich, products: [productIds.richCourts[1]], players: [2, 4] },
];
const hireOf = (productId: string) => hireActivities.find((a) => a.products.includes(productId))!;
const firstPlayerId = firstBulkMemberId + 200;
/** booking_members ids of the players (the bookings area's places stay far below) */
const firstPlaceId = 9_000_000;

interface Slot {
  productId: string;
  siteId: string;
  from: number;
  to: number;
}

/** Weekly opening hours of the seeded calendars (see seed/core.ts): [open, close] in hours. */
function openingHours(productId: string, day: number): [number, number] | undefined {
  const weekend = day === 0 || day === 6;
  if (productId === "PADEL1") return day === 1 ? undefined : weekend ? [8, 18] : [7, 21.5];
  if (productId === "TENNIS1") return weekend ? [8, 18] : [7, 21];
  return weekend ? [8, 20] : [6.5, 22];
}

export async function seed(tx: Executor, size: SeedSize, now = new Date()) {
  const today = londonToday(now);
  const rng = random(8_000);

  // ---- exception schedules ----
  // Weekly maintenance of courts 3 and 4: Mondays 07:00-08:00, from four weeks ago to twelve weeks ahead.
  const maintenanceStart = onOrAfter(addDays(today, -28), 1);
  const maintenanceEnd = addDays(maintenanceStart, 16 * 7 - 1);
  const maintenanceProducts = [productIds.courts[2], productIds.courts[3]];
  // First Saturday of each month, 08:00-10:00, on both pitches, for six months.
  const pitchProducts = [...productIds.pitches];
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const pitchEnd = formatDate(Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1 + 6, 0));
  const schedules = [
    {
      id: demoScheduleIds.courtMaintenance,
      definition: {
        siteId: siteIds.main,
        productIds: maintenanceProducts,
        days: ["Monday"],
        frequency: "Weekly",
        recursEvery: 1,
        recurranceType: null,
        recursOn: null,
        times: [
          {
            timeBandId: timeBandIds.restricted,
            dateTimeFrom: `${maintenanceStart}T07:00:00`,
            dateTimeTo: `${maintenanceEnd}T08:00:00`,
          },
        ],
        notes: "Weekly court maintenance",
        exclusionDates: [],
        additionalDates: [],
      },
      dates: Array.from({ length: 16 }, (_, i) => addDays(maintenanceStart, i * 7)),
      from: "07:00:00",
      to: "07:59:59",
      band: timeBandIds.restricted,
      products: maintenanceProducts,
    },
    {
      id: demoScheduleIds.pitchMonthly,
      definition: {
        siteId: siteIds.main,
        productIds: pitchProducts,
        days: ["Saturday"],
        frequency: "Monthly",
        recursEvery: 1,
        recurranceType: "ByDay",
        recursOn: 1,
        times: [
          {
            timeBandId: timeBandIds.offPeak,
            dateTimeFrom: `${firstOfMonth}T08:00:00`,
            dateTimeTo: `${pitchEnd}T10:00:00`,
          },
        ],
        notes: "Junior league: pitches closed to public booking",
        exclusionDates: [],
        additionalDates: [],
      },
      dates: Array.from({ length: 6 }, (_, i) =>
        onOrAfter(formatDate(Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1 + i, 1)), 6),
      ),
      from: "08:00:00",
      to: "09:59:59",
      band: timeBandIds.offPeak,
      products: pitchProducts,
    },
  ];
  const blocked: Slot[] = [];
  const ex = {
    schedule: [] as string[],
    product: [] as string[],
    band: [] as string[],
    from: [] as string[],
    to: [] as string[],
    date: [] as string[],
    notes: [] as string[],
  };
  for (const s of schedules) {
    await tx.execute(sql`
      INSERT INTO exception_schedules (id, site_id, definition, exclusion_dates, additional_dates)
      VALUES (${s.id}::uuid, ${siteIds.main}, ${JSON.stringify(s.definition)}::jsonb, '[]'::jsonb, '[]'::jsonb)`);
    for (const date of s.dates) {
      for (const productId of s.products) {
        ex.schedule.push(s.id);
        ex.product.push(productId);
        ex.band.push(s.band);
        ex.from.push(`${date}T${s.from}`);
        ex.to.push(`${date}T${s.to}`);
        ex.date.push(date);
        ex.notes.push(s.definition.notes);
        blocked.push({
          productId,
          siteId: siteIds.main,
          from: Date.parse(`${date}T${s.from}Z`),
          to: Date.parse(`${date}T${s.to}Z`) + 1000,
        });
      }
    }
  }
  await tx.execute(sql`
    INSERT INTO booking_sheet_exceptions (schedule_id, product_id, time_band_id, date_time_from, date_time_to, occurrence_date, notes)
    SELECT s::uuid, p, b, f, t, d, n
    FROM unnest(${pgArray(ex.schedule, "text")}, ${pgArray(ex.product, "text")}, ${pgArray(ex.band, "text")}, ${pgArray(ex.from, "timestamp")},
                ${pgArray(ex.to, "timestamp")}, ${pgArray(ex.date, "date")}, ${pgArray(ex.notes, "text")}) AS x(s, p, b, f, t, d, n)`);

  // ---- resource bookings ----
  const fixture = futureResourceBooking(now);
  const slots: (Slot & { cancelled: boolean })[] = [
    {
      productId: fixture.productId,
      siteId: siteIds.main,
      from: Date.parse(`${fixture.dateTimeFrom}Z`),
      to: Date.parse(`${fixture.dateTimeTo}Z`),
      cancelled: false,
    },
  ];
  const booked = [
    ...[productIds.courts[2], productIds.courts[3], ...productIds.pitches].map((id) => ({ id, siteId: siteIds.main })),
    ...productIds.richCourts.map((id) => ({ id, siteId: siteIds.rich })),
  ];
  const firstDay = addDays(today, size === "full" ? -21 : -7);
  const days = size === "full" ? 21 + 56 : 7 + 21;
  for (let i = 0; i < days; i++) {
    const date = addDays(firstDay, i);
    const day = weekday(dateToMs(date));
    for (const product of booked) {
      const hours = openingHours(product.id, day);
      if (!hours) continue;
      const pitch = product.id.startsWith("PITCH");
      const length = pitch ? 1 : rng.pick([1, 1, 1, 1.5]);
      for (let start = Math.ceil(hours[0]); start + length <= hours[1]; start += length) {
        const evening = start >= 17 || day === 0 || day === 6;
        if (rng.next() > (evening ? 0.7 : 0.35)) continue;
        const from = dateToMs(date) + start * HOUR_MS;
        const to = from + length * HOUR_MS;
        if (blocked.some((b) => b.productId === product.id && b.from < to && from < b.to)) continue;
        slots.push({ productId: product.id, siteId: product.siteId, from, to, cancelled: rng.next() < 0.05 });
      }
    }
  }
  await tx.execute(sql`
    INSERT INTO activities (id, name, description, kind, site_id, alert_lists_enabled, capacity)
    SELECT id, name, '', 'other', site, false, capacity
    FROM unnest(${pgArray(
      hireActivities.map((a) => a.id),
      "text",
    )}, ${pgArray(
      hireActivities.map((a) => a.name),
      "text",
    )},
                ${pgArray(
                  hireActivities.map((a) => a.siteId),
                  "text",
                )}, ${pgArray(
                  hireActivities.map((a) => Math.max(...a.players)),
                  "int",
                )}) AS x(id, name, site, capacity)`);
  const b = {
    id: [] as number[],
    activity: [] as string[],
    product: [] as string[],
    site: [] as string[],
    start: [] as string[],
    end: [] as string[],
    from: [] as string[],
    to: [] as string[],
    cancelled: [] as boolean[],
  };
  const places = { id: [] as number[], booking: [] as number[], member: [] as number[], start: [] as string[] };
  slots.forEach((slot, i) => {
    const bookingId = bookingIdRanges.resourceBookings + i;
    const hire = hireOf(slot.productId);
    const players = i === 0 ? 2 : rng.pick(hire.players);
    const first = rng.int(0, 59);
    for (let k = 0; k < players; k++) {
      places.id.push(firstPlaceId + places.id.length);
      places.booking.push(bookingId);
      places.member.push(firstPlayerId + ((first + k) % 60));
      places.start.push(wallToInstant(slot.from, zone).toISOString());
    }
    b.activity.push(hire.id);
    b.id.push(bookingId);
    b.product.push(slot.productId);
    b.site.push(slot.siteId);
    b.start.push(wallToInstant(slot.from, zone).toISOString());
    b.end.push(wallToInstant(slot.to, zone).toISOString());
    b.from.push(formatWall(slot.from));
    b.to.push(formatWall(slot.to));
    b.cancelled.push(slot.cancelled);
  });
  await tx.execute(sql`
    INSERT INTO bookings (id, activity_id, product_id, site_id, start_date_time, end_date_time, local_from, local_to, capacity, cancelled)
    SELECT id, a, p, s, st, en, f, t, 1, c
    FROM unnest(${pgArray(b.id, "int")}, ${pgArray(b.activity, "text")}, ${pgArray(b.product, "text")}, ${pgArray(b.site, "text")}, ${pgArray(b.start, "timestamptz")}, ${pgArray(b.end, "timestamptz")},
                ${pgArray(b.from, "timestamp")}, ${pgArray(b.to, "timestamp")}, ${pgArray(b.cancelled, "bool")}) AS x(id, a, p, s, st, en, f, t, c)`);
  await tx.execute(sql`
    INSERT INTO booking_members (id, booking_id, member_id, start_date_time, booking_ref, waiting, paid, created_on)
    SELECT id, bk, m, st, NULL, false, true, st - interval '7 days'
    FROM unnest(${pgArray(places.id, "int")}, ${pgArray(places.booking, "int")}, ${pgArray(places.member, "int")}, ${pgArray(places.start, "timestamptz")}) AS x(id, bk, m, st)`);
}

/** This area's part of the fixtures manifest (sandbox-contract §4). */
export const fixtures = {
  get futureResourceBooking() {
    return futureResourceBooking();
  },
};
