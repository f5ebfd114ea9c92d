/**
 * Booking-sheet clash check at scale, in-process on in-memory PGlite: a daily schedule
 * for a year on 20 products (7,300 occurrences) checked against 200,000 resource bookings.
 * Baseline in the same run: the same request with no bookings to check against.
 */
import { sql } from "drizzle-orm";
import { inProcessPlatform } from "./in-process";

const products = Array.from({ length: 20 }, (_, i) => `PERF${String(i + 1).padStart(2, "0")}`);
const bookingsPerProduct = 10_000;

export async function benchmarkBookingSheets() {
  const { platform, db, send } = await inProcessPlatform();
  const { pgArray } = await import("../lib/platform/db/bulk");
  const { fixturesManifest } = await import("../lib/platform/seed");
  const wall = await import("../lib/domain/booking-sheets/wall-clock");
  const fixtures = fixturesManifest() as { siteId: string; timeBands: { restricted: string } };

  await db.execute(sql`
    INSERT INTO products (id, description, kind, site_id, site_group_id, calendar_id)
    SELECT p, 'Benchmark court ' || p, 'resource', ${fixtures.siteId}, 'LEEDSGRP', 'LEEDSCAL' FROM unnest(${pgArray(products, "text")}) AS t(p)`);
  const today = wall.formatDate(wall.instantToWall(new Date(), "Europe/London"));
  const firstDay = wall.addDays(today, 1);
  const yearOfDailyBlocks = (startTime: string, endTime: string) => ({
    siteId: fixtures.siteId,
    productIds: products,
    times: [
      {
        timeBandId: fixtures.timeBands.restricted,
        dateTimeFrom: `${firstDay}T${startTime}`,
        dateTimeTo: `${wall.addDays(firstDay, 364)}T${endTime}`,
      },
    ],
  });
  const median = async (run: () => Promise<Response>, expectedStatus: number, times = 5) => {
    const ms: number[] = [];
    for (let i = 0; i < times; i++) {
      const started = performance.now();
      const response = await run();
      ms.push(performance.now() - started);
      if (response.status !== expectedStatus)
        throw new Error(`expected ${expectedStatus}, got ${response.status}: ${(await response.text()).slice(0, 200)}`);
      await response.arrayBuffer().catch(() => {});
    }
    return ms.sort((a, b) => a - b)[Math.floor(times / 2)];
  };

  await send("POST", "/api/booking-sheets/exception?dryRun=true", yearOfDailyBlocks("06:00:00", "06:30:00")); // warm up
  const emptyDry = await median(
    () => send("POST", "/api/booking-sheets/exception?dryRun=true", yearOfDailyBlocks("06:00:00", "06:30:00")),
    201,
  );

  // 200,000 bookings: 10,000 per product, hourly slots on alternate days from two months ago
  const start = wall.dateToMs(wall.addDays(today, -60));
  const p: string[] = [];
  const from: string[] = [];
  const to: string[] = [];
  for (const product of products) {
    for (let i = 0; i < bookingsPerProduct; i++) {
      const slot = start + Math.floor(i / 12) * 2 * wall.DAY + (10 + (i % 12)) * wall.HOUR_MS;
      p.push(product);
      from.push(wall.formatWall(slot));
      to.push(wall.formatWall(slot + wall.HOUR_MS));
    }
  }
  await db.execute(sql`
    INSERT INTO bookings (product_id, site_id, start_date_time, end_date_time, local_from, local_to)
    SELECT p, ${fixtures.siteId}, f::timestamptz, t::timestamptz, f, t
    FROM unnest(${pgArray(p, "text")}, ${pgArray(from, "timestamp")}, ${pgArray(to, "timestamp")}) AS x(p, f, t)`);
  await db.execute(sql`ANALYZE bookings`);

  const dry = await median(
    () => send("POST", "/api/booking-sheets/exception?dryRun=true", yearOfDailyBlocks("06:00:00", "06:30:00")),
    201,
  );
  const clash = await median(
    () => send("POST", "/api/booking-sheets/exception?dryRun=true", yearOfDailyBlocks("12:30:00", "13:30:00")),
    409,
    3,
  );
  const startedWrite = performance.now();
  const written = await send("POST", "/api/booking-sheets/exception", yearOfDailyBlocks("06:00:00", "06:30:00"));
  const write = performance.now() - startedWrite;
  if (written.status !== 201) throw new Error(`write failed: ${written.status}`);

  console.log(`\nbooking sheets (in-process PGlite, 7,300 occurrences = 365 days x 20 products):`);
  console.log(`  baseline: dry run with no bookings to check          ${emptyDry.toFixed(0).padStart(6)} ms`);
  console.log(
    `  dry run (preview) against 200,000 bookings, no clash  ${dry.toFixed(0).padStart(6)} ms  (${(dry / emptyDry).toFixed(2)}x baseline)`,
  );
  console.log(`  dry run reporting ~10,000 clashing bookings (409)     ${clash.toFixed(0).padStart(6)} ms`);
  console.log(
    `  check and write (201)                                 ${write.toFixed(0).padStart(6)} ms  (goal < 1000 ms; preview/write = ${(dry / write).toFixed(2)}, goal <= 1.2)`,
  );
  await (await platform.database).close();
}
