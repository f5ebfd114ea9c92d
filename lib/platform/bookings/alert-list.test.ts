import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectGate, expectText, fixtures, token } from "../testing";
import { addPlace, newMember, newSession } from "./arrange";
import { rowsOf } from "../db/rows";

// The platform migrates and seeds on first use: do it within the hook timeout, not a test's.
beforeAll(async () => {
  await database();
});

const soon = () => new Date(Date.now() + 5 * 86_400_000);
const as = (memberId: number) => token({ products: ["CONSUMER"], features: ["ONLINEBOOK"], memberId });
const bySlot = (memberId: number) => `/api/bookings/${memberId}/alert-list`;
const byId = (memberId: number, bookingId: number | string) => `/api/bookings/${memberId}/alert-list/${bookingId}`;
const slot = (bookingId: unknown) => JSON.stringify({ bookingId, channel: "inCentre" });

/** A full class session with alert lists enabled and nobody waiting. */
async function fullClass(capacity = 2) {
  const bookingId = await newSession(soon(), { activityId: "SPIN", capacity });
  for (let i = 0; i < capacity; i++) await addPlace(bookingId, await newMember("Booked", `Member${i}`));
  return bookingId;
}

let member: number;
let memberToken: string;
beforeAll(async () => {
  member = await newMember("Alert", "Tester");
  memberToken = await as(member);
});

describe("POST /api/bookings/{memberId}/alert-list", () => {
  it("adds the member by slot reference and answers the position: members already waiting plus one", async () => {
    const bookingId = await fullClass();
    const first = await newMember();
    const response = await call("POST", bySlot(first), {
      token: await as(first),
      body: { slotReference: slot(bookingId) },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ alertListPosition: 1 });
    const second = await newMember();
    expect(
      await (
        await call("POST", bySlot(second), { token: await as(second), body: { slotReference: slot(bookingId) } })
      ).json(),
    ).toEqual({ alertListPosition: 2 });

    const db = await database();
    const [place] = await rowsOf<{ waiting: boolean; paid: boolean; same: boolean }>(
      db,
      sql`SELECT bm.waiting, bm.paid, bm.start_date_time = b.start_date_time AS same FROM booking_members bm JOIN bookings b ON b.id = bm.booking_id WHERE bm.booking_id = ${bookingId} AND bm.member_id = ${first}`,
    );
    expect(place).toEqual({ waiting: true, paid: false, same: true });
  });

  it("takes the availability's slot references unchanged (inCentre and virtual) and a course", async () => {
    const course = await newSession(soon(), { activityId: "SWIMLESSON", capacity: 8 });
    const date = soon().toISOString().slice(0, 10);
    const slots = await (
      await call("GET", `/api/bookings/availability?siteId=LEEDS&date=${date}`, { token: memberToken })
    ).json();
    const entry = slots.find((s: { bookingId: number }) => s.bookingId === course);
    const a = await newMember();
    const b = await newMember();
    expect(
      await (
        await call("POST", bySlot(a), { token: await as(a), body: { slotReference: entry.slotReferences.inCentre } })
      ).json(),
    ).toEqual({ alertListPosition: 1 });
    expect(
      await (
        await call("POST", bySlot(b), { token: await as(b), body: { slotReference: entry.slotReferences.virtual } })
      ).json(),
    ).toEqual({ alertListPosition: 2 });
  });

  it("gives two joins at once distinct positions", async () => {
    const bookingId = await fullClass();
    const members = await Promise.all([newMember(), newMember(), newMember()]);
    const responses = await Promise.all(
      members.map(async (m) => call("POST", byId(m, bookingId), { token: await as(m) })),
    );
    const positions = await Promise.all(responses.map(async (r) => (await r.json()).alertListPosition));
    expect([...positions].sort()).toEqual([1, 2, 3]);
  });

  it("occupies no space: waiting members are left out of the booked count", async () => {
    const bookingId = await newSession(soon(), { activityId: "YOGA", capacity: 3 });
    await addPlace(bookingId, await newMember());
    await call("POST", byId(member, bookingId), { token: memberToken });
    const view = await (
      await call("GET", `/api/bookings/${bookingId}/alert-list`, {
        token: await token({ products: ["FOH"], features: ["FOHGENERIC"] }),
      })
    ).json();
    expect(view).toMatchObject({ bookingId, capacity: 3, booked: 1 });
    expect(view.waiting.map((w: { memberId: number }) => w.memberId)).toEqual([member]);
  });

  it("answers 400 for a slot reference that cannot be deserialized", async () => {
    for (const value of ["not json", "[1,2]", '"text"', '{"bookingId":"abc"}', '{"bookingId":1.5}']) {
      await expectText(
        await call("POST", bySlot(member), { token: memberToken, body: { slotReference: value } }),
        400,
        `Invalid SlotReference ${value}: cannot be deserialized`,
      );
    }
    await expectText(
      await call("POST", bySlot(member), { token: memberToken, body: { slotReference: 42 } }),
      400,
      "Invalid SlotReference 42: cannot be deserialized",
    );
    await expectText(
      await call("POST", bySlot(member), { token: memberToken, body: {} }),
      400,
      "The SlotReference field is required.",
    );
    await expectText(
      await call("POST", bySlot(member), { token: memberToken }),
      400,
      "The SlotReference field is required.",
    );
    await expectText(
      await call("POST", bySlot(member), { token: memberToken, rawBody: "{oops" }),
      400,
      "The request body is not valid JSON.",
    );
  });

  it("answers 400 for a booking id that is not positive or unknown", async () => {
    await expectText(
      await call("POST", bySlot(member), { token: memberToken, body: { slotReference: slot(0) } }),
      400,
      "Invalid Booking ID 0: booking doesn't exist",
    );
    await expectText(
      await call("POST", bySlot(member), { token: memberToken, body: { slotReference: "{}" } }),
      400,
      "Invalid Booking ID 0: booking doesn't exist",
    );
    await expectText(
      await call("POST", bySlot(member), { token: memberToken, body: { slotReference: slot(-4) } }),
      400,
      "Invalid Booking ID -4: booking doesn't exist",
    );
    await expectText(
      await call("POST", bySlot(member), { token: memberToken, body: { slotReference: slot(799_999) } }),
      400,
      "Invalid Booking ID 799999: booking doesn't exist",
    );
    await expectText(
      await call("POST", byId(member, 0), { token: memberToken }),
      400,
      "Invalid Booking ID 0: booking doesn't exist",
    );
    await expectText(
      await call("POST", byId(member, "abc"), { token: memberToken }),
      400,
      "Invalid Booking ID abc: booking doesn't exist",
    );
    await expectText(
      await call("POST", byId(member, 799_999), { token: memberToken }),
      400,
      "Invalid Booking ID 799999: booking doesn't exist",
    );
  });

  it("refuses sessions that are not classes or courses, and activities without alert lists", async () => {
    const { nonClassBookingId, alertsDisabledBookingId } = fixtures.alertList;
    await expectText(
      await call("POST", byId(member, nonClassBookingId), { token: memberToken }),
      400,
      "Only classes and courses can have alert lists",
    );
    await expectText(
      await call("POST", bySlot(member), {
        token: memberToken,
        body: { slotReference: slot(alertsDisabledBookingId) },
      }),
      400,
      "Alert lists are not enabled for this activity",
    );
    const resource = await rowsOf<{ id: number }>(
      await database(),
      sql`SELECT id FROM bookings WHERE activity_id IS NULL LIMIT 1`,
    );
    if (resource[0])
      await expectText(
        await call("POST", byId(member, resource[0].id), { token: memberToken }),
        400,
        "Only classes and courses can have alert lists",
      );
  });

  it("refuses a member already listed or already booked", async () => {
    const bookingId = await fullClass();
    await call("POST", byId(member, bookingId), { token: memberToken });
    await expectText(
      await call("POST", byId(member, bookingId), { token: memberToken }),
      400,
      `Member ${member} is already on the alert list for booking ${bookingId}`,
    );
    const booked = fixtures.alertList.bookedMemberId;
    await expectText(
      await call("POST", bySlot(booked), {
        token: await as(booked),
        body: { slotReference: fixtures.alertList.slotReference },
      }),
      400,
      `Member ${booked} is already booked on booking ${fixtures.alertList.classBookingId}`,
    );
  });

  it("answers 404 for an unknown member before looking at the body", async () => {
    const unknown = fixtures.unknownMemberId;
    await expectText(
      await call("POST", bySlot(unknown), { token: await as(unknown), body: { slotReference: "nonsense" } }),
      404,
      `Invalid Member ID ${unknown}: member doesn't exist`,
    );
    await expectText(
      await call("POST", byId(unknown, 1), { token: await as(unknown) }),
      404,
      `Invalid Member ID ${unknown}: member doesn't exist`,
    );
  });

  it("is member-scoped: a linked member may act, others get 403", async () => {
    const { classBookingId } = fixtures.alertList;
    const other = await newMember();
    await expectText(
      await call("POST", byId(fixtures.members.guardian, classBookingId), { token: await as(other) }),
      403,
      "The given member ID does not belong to the logged in member.",
    );
    await expectText(
      await call("POST", byId(fixtures.members.guardian, classBookingId), {
        token: await token({ products: ["FOH"], features: ["FOHGENERIC"] }),
      }),
      403,
      "The given member ID does not belong to the logged in member.",
    );
    // the dependant's token acting for the guardian passes the scope (the error proves the rule ran)
    await expectText(
      await call("POST", byId(fixtures.members.guardian, fixtures.alertList.nonClassBookingId), {
        token: await as(fixtures.members.dependant),
      }),
      400,
      "Only classes and courses can have alert lists",
    );
  });

  it("has the gate of products FOH, CONSUMER and features ONLINEBOOK, FOHGENERIC", async () => {
    await expectGate("POST", bySlot(fixtures.members.guardian), { slotReference: fixtures.alertList.slotReference });
    await expectGate("POST", byId(fixtures.members.guardian, fixtures.alertList.classBookingId));
    const onlineJoinOnly = await token({ features: ["ONLINEJOIN"], memberId: member });
    expect(
      (await call("POST", byId(member, fixtures.alertList.classBookingId), { token: onlineJoinOnly })).status,
    ).toBe(403);
  });
});

describe("POST /api/bookings/promote-from-alert-list", () => {
  let staff: string;
  beforeAll(async () => {
    staff = await token({ products: ["FOH"], features: ["FOHGENERIC"] });
  });
  const promote = (body: unknown) => call("POST", "/api/bookings/promote-from-alert-list", { token: staff, body });

  it("turns a waiting place into a confirmed booking when a space is free", async () => {
    const bookingId = await newSession(soon(), { activityId: "SPIN", capacity: 2 });
    await addPlace(bookingId, await newMember());
    const waiting = await newMember();
    await call("POST", byId(waiting, bookingId), { token: await as(waiting) });
    const response = await promote({ bookingId, memberId: waiting });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ bookingId, memberId: waiting, promoted: true });
    const view = await (await call("GET", `/api/bookings/${bookingId}/alert-list`, { token: staff })).json();
    expect(view).toMatchObject({ capacity: 2, booked: 2, waiting: [] });
    await expectText(
      await promote({ bookingId, memberId: waiting }),
      400,
      `Member ${waiting} is already booked on booking ${bookingId}`,
    );
  });

  it("refuses when the session is full or the member is not waiting", async () => {
    const bookingId = await fullClass(1);
    const waiting = await newMember();
    await call("POST", byId(waiting, bookingId), { token: await as(waiting) });
    await expectText(
      await promote({ bookingId, memberId: waiting }),
      400,
      `Booking ${bookingId} is full: no space to promote member ${waiting}`,
    );
    const stranger = await newMember();
    await expectText(
      await promote({ bookingId, memberId: stranger }),
      400,
      `Member ${stranger} is not on the alert list for booking ${bookingId}`,
    );
  });

  it("validates the request, the member and the booking", async () => {
    await expectText(await promote({}), 400, "bookingId must be a positive whole number");
    await expectText(await promote({ bookingId: "1", memberId: 1 }), 400, "bookingId must be a positive whole number");
    await expectText(await promote({ bookingId: 1 }), 400, "memberId must be a positive whole number");
    await expectText(
      await promote({ bookingId: 2_147_483_648, memberId: 1 }),
      400,
      "bookingId must be a positive whole number",
    );
    await expectText(await promote({ bookingId: 1, memberId: 1.5 }), 400, "memberId must be a positive whole number");
    await expectText(
      await promote({ bookingId: 1, memberId: fixtures.unknownMemberId }),
      404,
      `Invalid Member ID ${fixtures.unknownMemberId}: member doesn't exist`,
    );
    await expectText(
      await promote({ bookingId: 799_999, memberId: member }),
      400,
      "Invalid Booking ID 799999: booking doesn't exist",
    );
  });

  it("has the gate of product FOH and feature FOHGENERIC", async () => {
    await expectGate("POST", "/api/bookings/promote-from-alert-list", { bookingId: 1, memberId: 1 });
    expect(
      (
        await call("POST", "/api/bookings/promote-from-alert-list", {
          token: await token({ products: ["CONSUMER"], features: ["ONLINEBOOK"] }),
          body: {},
        })
      ).status,
    ).toBe(403);
  });
});

describe("GET /api/bookings/{bookingId}/alert-list", () => {
  it("lists the waiting members in order with names, positions and when they joined", async () => {
    const staff = await token({ products: ["FOH"], features: ["FOHGENERIC"] });
    const bookingId = await fullClass();
    const a = await newMember("Ada", "First");
    const b = await newMember("Bo", "Second");
    await call("POST", byId(a, bookingId), { token: await as(a) });
    await call("POST", byId(b, bookingId), { token: await as(b) });
    const response = await call("GET", `/api/bookings/${bookingId}/alert-list`, { token: staff });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      bookingId,
      siteId: "LEEDS",
      activityId: "SPIN",
      activityName: expect.any(String),
      startDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      endDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      capacity: 2,
      booked: 2,
      waiting: [
        {
          memberId: a,
          firstName: "Ada",
          lastName: "First",
          position: 1,
          joinedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        },
        { memberId: b, firstName: "Bo", lastName: "Second", position: 2, joinedOn: expect.any(String) },
      ],
    });
    await expectText(
      await call("GET", "/api/bookings/799999/alert-list", { token: staff }),
      400,
      "Invalid Booking ID 799999: booking doesn't exist",
    );
    await expectGate("GET", `/api/bookings/${bookingId}/alert-list`);
  });
});
