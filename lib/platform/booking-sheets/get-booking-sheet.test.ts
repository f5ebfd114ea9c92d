import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectGate, expectText, fixtures } from "../testing";
import { messages } from "./messages";
import { londonToday, staffToken } from "./test-support";
import { addDays } from "@frontdesk/lib/domain/booking-sheets/wall-clock";

const sheet = "/api/booking-sheets";

describe("GET /api/booking-sheets?siteId=&from=&to=", () => {
  beforeAll(() => database());

  it("is gated", async () => {
    await expectGate("GET", `${sheet}?siteId=${fixtures.siteId}&from=2030-01-01&to=2030-01-07`);
  });

  it("checks siteId, dates and the site, in that order", async () => {
    const t = await staffToken();
    const get = (q: string) => call("GET", `${sheet}?${q}`, { token: t });
    await expectText(await get("from=x"), 400, messages.querySiteRequired);
    await expectText(await get("siteId=LEEDS&to=2030-01-01"), 400, messages.queryDateRequired("From"));
    await expectText(await get("siteId=LEEDS&from=2030-01-01&to=soon"), 400, messages.queryDateInvalid("To", "soon"));
    await expectText(await get("siteId=LEEDS&from=2030-01-09&to=2030-01-01"), 400, messages.queryRangeOrder);
    await expectText(await get("siteId=LEEDS&from=2030-01-01&to=2030-04-01"), 400, messages.queryRangeTooLong(62));
    await expectText(await get("siteId=NOWHERE&from=2030-01-01&to=2030-01-02"), 404, messages.unknownSite("NOWHERE"));
  });

  it("gives the site's resource products with opening times, bookings and exceptions in wall-clock time", async () => {
    const booking = fixtures.futureResourceBooking;
    const date = booking.dateTimeFrom.slice(0, 10);
    const monday = [0, 1, 2, 3, 4, 5, 6]
      .map((n) => addDays(date, n))
      .find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1)!;
    const response = await call(
      "GET",
      `${sheet}?siteId=${fixtures.siteId.toLowerCase()}&from=${date}&to=${addDays(date, 6)}`,
      { token: await staffToken() },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual([
      "siteId",
      "timeZone",
      "from",
      "to",
      "resourceProducts",
      "timeBands",
      "bookings",
      "exceptions",
    ]);
    expect(body.siteId).toBe(fixtures.siteId);
    expect(body.timeZone).toBe("Europe/London");
    expect(body.resourceProducts.map((p: { id: string }) => p.id)).toEqual([
      "COURT1",
      "COURT2",
      "COURT3",
      "COURT4",
      "PITCH1",
      "PITCH2",
    ]);
    expect(body.timeBands.map((b: { id: string }) => b.id)).toEqual([fixtures.timeBands.restricted, "OFFPEAK"].sort());
    expect(body.resourceProducts[0].openingTimes).toContainEqual({
      day: "Monday",
      startTime: "06:30",
      endTime: "22:00",
    });
    // the demo court hire has two players of badminton
    expect(body.bookings).toContainEqual({
      bookingId: booking.bookingId,
      productId: booking.productId,
      dateTimeFrom: booking.dateTimeFrom,
      dateTimeTo: booking.dateTimeTo,
      activityName: "Badminton",
      memberCount: 2,
    });
    expect(
      body.bookings.every(
        (b: { dateTimeFrom: string }) =>
          b.dateTimeFrom >= `${date}T00:00:00` && b.dateTimeFrom < `${addDays(date, 7)}T00:00:00`,
      ),
    ).toBe(true);
    // the demo weekly court maintenance falls on the Monday of the week
    expect(body.exceptions).toContainEqual(
      expect.objectContaining({
        productId: "COURT3",
        dateTimeFrom: `${monday}T07:00:00`,
        dateTimeTo: `${monday}T07:59:59`,
        notes: "Weekly court maintenance",
      }),
    );
    expect(londonToday() < date).toBe(true);
  });

  it("counts confirmed places only and names no activity for a booking without one", async () => {
    const db = await database();
    const booking = fixtures.futureResourceBooking;
    const date = booking.dateTimeFrom.slice(0, 10);
    const [{ id }] = (
      (await db.execute(sql`
      INSERT INTO bookings (product_id, site_id, start_date_time, end_date_time, local_from, local_to)
      VALUES ('COURT2', 'LEEDS', ${`${date}T05:00:00Z`}::timestamptz, ${`${date}T06:00:00Z`}::timestamptz, ${`${date}T06:00:00`}::timestamp, ${`${date}T07:00:00`}::timestamp)
      RETURNING id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    await db.execute(
      sql`INSERT INTO booking_members (booking_id, member_id, start_date_time, waiting) VALUES (${id}, 2260, ${`${date}T05:00:00Z`}::timestamptz, false), (${id}, 2261, ${`${date}T05:00:00Z`}::timestamptz, true)`,
    );
    try {
      const body = await (
        await call("GET", `${sheet}?siteId=LEEDS&from=${date}&to=${date}`, { token: await staffToken() })
      ).json();
      expect(body.bookings).toContainEqual(
        expect.objectContaining({ bookingId: Number(id), activityName: null, memberCount: 1 }),
      );
    } finally {
      await db.execute(sql`DELETE FROM booking_members WHERE booking_id = ${id}`);
      await db.execute(sql`DELETE FROM bookings WHERE id = ${id}`);
    }
  });
});
