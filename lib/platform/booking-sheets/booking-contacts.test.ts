import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectGate, expectText, fixtures } from "../testing";
import { contactMessages } from "./booking-contacts.schema";
import { resourceBookingMessages } from "./create-resource-booking.schema";
import { messages } from "./messages";
import { courtB, freshWeek, restricted, scheduleBody, send, staffToken } from "./test-support";
import { addDays } from "@frontdesk/lib/domain/booking-sheets/wall-clock";

const bookingsPath = "/api/booking-sheets/bookings";
const contactsPath = "/api/booking-sheets/booking-contacts";
const { guardian, dependant } = fixtures.members as Record<string, number>;

async function book(body: Record<string, unknown>) {
  return call("POST", bookingsPath, { token: await staffToken(), body });
}

describe("POST /api/booking-sheets/bookings (extension)", () => {
  beforeAll(() => database());

  it("is gated", async () => {
    await expectGate("POST", bookingsPath, {});
  });

  it("books a court for members in one write, and refuses a second booking or a block over it", async () => {
    const date = freshWeek();
    const response = await book({
      productId: courtB.toLowerCase(),
      dateTimeFrom: `${date}T10:00:00`,
      dateTimeTo: `${date}T11:00:00`,
      memberIds: [guardian, dependant],
    });
    expect(response.status).toBe(201);
    const { bookingId } = await response.json();
    const db = await database();
    const rows = (await db.execute(
      sql`SELECT b.product_id, to_char(b.local_from, 'HH24:MI') AS f, count(bm.id)::int AS places
          FROM bookings b JOIN booking_members bm ON bm.booking_id = b.id WHERE b.id = ${bookingId} GROUP BY 1, 2`,
    )) as unknown as { rows: { product_id: string; f: string; places: number }[] };
    expect(rows.rows).toEqual([{ product_id: courtB, f: "10:00", places: 2 }]);

    const again = {
      productId: courtB,
      dateTimeFrom: `${date}T10:30:00`,
      dateTimeTo: `${date}T11:30:00`,
      memberIds: [],
    };
    await expectText(await book(again), 409, resourceBookingMessages.booked);
    // a block over it now meets it (409 with the booking's id)
    const blocked = await send(
      "POST",
      "/api/booking-sheets/exception",
      scheduleBody({
        productIds: [courtB],
        times: [
          { timeBandId: restricted(), dateTimeFrom: `${date}T10:30:00`, dateTimeTo: `${addDays(date, 2)}T11:00:00` },
        ],
      }),
    );
    expect(blocked.status).toBe(409);
    expect((await blocked.json()).existingBookings.map((b: { bookingId: number }) => b.bookingId)).toContain(bookingId);
  });

  it("checks product, times and members, in that order, and writes nothing then", async () => {
    const date = freshWeek();
    const body = { productId: courtB, dateTimeFrom: `${date}T12:00:00`, dateTimeTo: `${date}T13:00:00`, memberIds: [] };
    await expectText(await book({ ...body, productId: "NOPE" }), 400, messages.unknownProduct("NOPE"));
    await expectText(
      await book({ ...body, dateTimeFrom: "soon" }),
      400,
      messages.invalidDateTime("DateTimeFrom", "soon"),
    );
    await expectText(await book({ ...body, dateTimeTo: `${date}T11:00:00` }), 400, messages.toNotAfterFrom);
    await expectText(
      await book({ ...body, memberIds: [fixtures.unknownMemberId] }),
      400,
      resourceBookingMessages.unknownMember(fixtures.unknownMemberId),
    );
    // nothing was written: the slot is still free
    expect((await book(body)).status).toBe(201);
  });
});

describe("GET /api/booking-sheets/booking-contacts (extension)", () => {
  it("is gated", async () => {
    await expectGate("GET", `${contactsPath}?bookingIds=1`);
  });

  it("checks the ids", async () => {
    const t = await staffToken();
    const get = (q: string) => call("GET", `${contactsPath}${q}`, { token: t });
    await expectText(await get(""), 400, contactMessages.required);
    await expectText(await get("?bookingIds=1,abc"), 400, contactMessages.invalid("abc"));
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(",");
    await expectText(await get(`?bookingIds=${many}`), 400, contactMessages.tooMany);
  });

  it("gives each booking's time, product and members with their phone, in the order asked; unknown ids left out", async () => {
    const date = freshWeek();
    const response = await book({
      productId: courtB,
      dateTimeFrom: `${date}T15:00:00`,
      dateTimeTo: `${date}T16:00:00`,
      memberIds: [dependant, guardian],
    });
    const { bookingId } = await response.json();
    const fixture = fixtures.futureResourceBooking as { bookingId: number };
    const answer = await call("GET", `${contactsPath}?bookingIds=${bookingId},999999999,${fixture.bookingId}`, {
      token: await staffToken(),
    });
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.map((b: { bookingId: number }) => b.bookingId)).toEqual([bookingId, fixture.bookingId]);
    expect(body[0]).toMatchObject({
      productId: courtB,
      dateTimeFrom: `${date}T15:00:00`,
      dateTimeTo: `${date}T16:00:00`,
      activityName: null,
    });
    expect(body[0].members.map((m: { memberId: number }) => m.memberId)).toEqual([guardian, dependant]);
    expect(body[0].members[0].name).toMatch(/\S+ \S+/);
    expect(body[1].members).toHaveLength(2);
    expect(body[1].activityName).toBe("Badminton");
  });
});
