import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectGate, expectText, token } from "../testing";
import { londonToday, restricted } from "../booking-sheets/test-support";
import { addDays } from "@frontdesk/lib/domain/booking-sheets/wall-clock";
import { rowsOf } from "../db/rows";
import { newMember, newSession, ownCourt as court } from "./arrange";
import * as p from "./places.schema";
import * as m from "./slots.schema";

/** Resource slots booked at the desk (Frontdesk's extension), black-box through the platform's handler. */
let desk: string;
let otherDesk: string;
beforeAll(async () => {
  await database();
  desk = await token({ sub: "RECEPTION1", products: ["FOH"], features: ["FOHGENERIC"] });
  otherDesk = await token({ sub: "RECEPTION2", products: ["FOH"], features: ["FOHGENERIC"] });
});

const ownCourt = (rules?: { windowMinutes: number; strikeLimit: number | null }) => court(desk, rules);

const day = (ahead: number) => addDays(londonToday(), ahead);
const slot = (productId: string, date: string, hour: number, hours = 1) => ({
  productId,
  dateTimeFrom: `${date}T${String(hour).padStart(2, "0")}:00:00`,
  dateTimeTo: `${date}T${String(hour + hours).padStart(2, "0")}:00:00`,
});
const book = (body: unknown, as = desk) => call("POST", "/api/booking-sheets/slots", { token: as, body });
const cancel = (bookingId: number | string, reason: unknown = "Member phoned", as = desk) =>
  call("POST", `/api/booking-sheets/slots/${bookingId}/cancel`, { token: as, body: { reason } });
const slots = async (siteId: string, date: string) =>
  call("GET", `/api/booking-sheets/slots?siteId=${siteId}&date=${date}`, { token: desk });
const stateAt = async (siteId: string, date: string, hour: number) =>
  ((await (await slots(siteId, date)).json()).slots as { dateTimeFrom: string; state: string }[]).find((s) =>
    s.dateTimeFrom.endsWith(`T${String(hour).padStart(2, "0")}:00:00`),
  )?.state;
const history = async (memberId: number) =>
  (await call("GET", `/api/members/${memberId}/booking-history`, { token: desk })).json();

describe("a site's resource slots (extension)", () => {
  it("lists each resource's hour slots from its opening times, each free, booked, closed or started", async () => {
    const { siteId, productId, name } = await ownCourt();
    const date = day(3);
    const answer = await slots(siteId.toLowerCase(), date);
    expect(answer.status).toBe(200);
    const sheet = await answer.json();
    expect(sheet).toMatchObject({ siteId, date, timeZone: "Europe/London", slotMinutes: 60 });
    expect(sheet.slots).toHaveLength(14);
    expect(sheet.slots[0]).toEqual({
      productId,
      productName: name,
      dateTimeFrom: `${date}T07:00:00`,
      dateTimeTo: `${date}T08:00:00`,
      state: "free",
    });
    expect(sheet.slots.at(-1).dateTimeTo).toBe(`${date}T21:00:00`);
    // a day gone by: every slot has started
    const past = await (await slots(siteId, day(-2))).json();
    expect(new Set(past.slots.map((s: { state: string }) => s.state))).toEqual(new Set(["started"]));

    const memberId = await newMember("Sam", "Slot");
    expect((await book({ ...slot(productId, date, 10), memberId })).status).toBe(201);
    expect(await stateAt(siteId, date, 10)).toBe("booked");
    expect(await stateAt(siteId, date, 11)).toBe("free");
    const closure = await call("POST", "/api/booking-sheets/exception", {
      token: desk,
      body: {
        siteId,
        productIds: [productId],
        times: [{ timeBandId: restricted(), dateTimeFrom: `${date}T15:00:00`, dateTimeTo: `${date}T17:00:00` }],
        notes: "Resurfacing",
      },
    });
    expect(closure.status).toBe(201);
    expect(await stateAt(siteId, date, 15)).toBe("closed");
    expect(await stateAt(siteId, date, 16)).toBe("closed");
    expect(await stateAt(siteId, date, 17)).toBe("free");
    await expectText(
      await book({ ...slot(productId, date, 16), memberId }),
      409,
      m.slotBlockedMessage(name, `${date} 16:00`, `${date} 17:00`),
    );
  });

  it("answers a missing site or a bad day in words, and an unknown site with 404", async () => {
    await expectText(
      await call("GET", `/api/booking-sheets/slots?date=${day(1)}`, { token: desk }),
      400,
      m.siteRequiredMessage,
    );
    await expectText(
      await call("GET", "/api/booking-sheets/slots?siteId=LEEDS&date=2026-02-30", { token: desk }),
      400,
      m.dateMessage("2026-02-30"),
    );
    await expectText(
      await call("GET", "/api/booking-sheets/slots?siteId=LEEDS", { token: desk }),
      400,
      m.dateMessage(""),
    );
    await expectText(await slots("NOWHERE", day(1)), 404, "Site NOWHERE does not exist");
  });
});

describe("booking a slot (extension)", () => {
  it("books a member onto a free slot, in their history and coming slots; the slot is then taken, in words", async () => {
    const { siteId, productId, name } = await ownCourt();
    const date = day(4);
    const memberId = await newMember("Bea", "Court");
    const answer = await book({ ...slot(productId.toLowerCase(), date, 9), memberId });
    expect(answer.status).toBe(201);
    const booked = await answer.json();
    expect(booked).toMatchObject({
      productId,
      productName: name,
      siteId,
      dateTimeFrom: `${date}T09:00:00`,
      dateTimeTo: `${date}T10:00:00`,
      memberId,
      bookedBy: "RECEPTION1",
      overrideReason: null,
    });
    const { events } = await history(memberId);
    expect(events).toEqual([
      expect.objectContaining({
        eventId: booked.eventId,
        kind: "booked",
        bookingId: booked.bookingId,
        productId,
        productName: name,
        activityId: "",
        siteId,
      }),
    ]);
    const coming = await (await call("GET", `/api/members/${memberId}/slots`, { token: desk })).json();
    expect(coming).toEqual([
      expect.objectContaining({
        bookingId: booked.bookingId,
        productId,
        dateTimeFrom: `${date}T09:00:00`,
        cancellationWindowMinutes: 0,
      }),
    ]);
    const other = await newMember("Oth", "Er");
    await expectText(
      await book({ ...slot(productId, date, 9), memberId: other }),
      409,
      m.slotBookedMessage(name, `${date} 09:00`, `${date} 10:00`),
    );
    // half an hour into it is taken too; the hour after is free
    await expectText(
      await book({ productId, dateTimeFrom: `${date}T09:30:00`, dateTimeTo: `${date}T10:30:00`, memberId: other }),
      409,
      m.slotBookedMessage(name, `${date} 09:30`, `${date} 10:30`),
    );
    expect((await book({ ...slot(productId, date, 10), memberId: other })).status).toBe(201);
  });

  it("two desks booking one slot at the same instant make one booking; the other is told it is booked", async () => {
    const { productId, name } = await ownCourt();
    const date = day(5);
    const [a, b] = [await newMember("Ann", "Race"), await newMember("Bob", "Race")];
    const answers = await Promise.all([
      book({ ...slot(productId, date, 12), memberId: a }),
      book({ ...slot(productId, date, 12), memberId: b }, otherDesk),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await answers.find((r) => r.status === 409)!.text()).toBe(
      m.slotBookedMessage(name, `${date} 12:00`, `${date} 13:00`),
    );
  });

  it("checks in order: body, resource, times, started, opening hours, member, status; each in words", async () => {
    const { productId, name } = await ownCourt();
    const date = day(3);
    const memberId = await newMember("Ord", "Er");
    await expectText(await book({ ...slot(productId, date, 9) }), 400, "memberId must be a positive whole number");
    await expectText(
      await book({ ...slot(productId, date, 9), memberId, dateTimeFrom: "soon" }),
      400,
      "dateTimeFrom must be a date and time, yyyy-MM-ddTHH:mm:ss",
    );
    await expectText(
      await book({ ...slot(productId, date, 9), memberId, productId: "" }),
      400,
      "productId must be text",
    );
    // an unknown resource before an unknown member
    await expectText(
      await book({ ...slot("NOSUCH", date, 9), memberId: 2_000_000_000 }),
      404,
      m.resourceNotFoundMessage("NOSUCH"),
    );
    await expectText(
      await book({ productId, dateTimeFrom: `${date}T25:00:00`, dateTimeTo: `${date}T26:00:00`, memberId }),
      400,
      m.slotDateTimeMessage("dateTimeFrom", `${date}T25:00:00`),
    );
    await expectText(
      await book({ productId, dateTimeFrom: `${date}T10:00:00`, dateTimeTo: `${date}T10:00:00`, memberId }),
      400,
      m.slotTimesMessage,
    );
    const yesterday = day(-1);
    // started before the member is looked up
    await expectText(
      await book({ ...slot(productId, yesterday, 10), memberId: 2_000_000_000 }),
      409,
      m.slotStartedMessage(name, `${yesterday} 10:00`),
    );
    await expectText(
      await book({ ...slot(productId, date, 6), memberId: 2_000_000_000 }),
      409,
      m.slotClosedHoursMessage(name, `${date} 06:00`, `${date} 07:00`),
    );
    await expectText(
      await book({ ...slot(productId, date, 20, 2), memberId }),
      409,
      m.slotClosedHoursMessage(name, `${date} 20:00`, `${date} 22:00`),
    );
    await expectText(
      await book({ ...slot(productId, date, 9), memberId: 2_000_000_000 }),
      404,
      "Member with ID 2000000000 does not exist",
    );
    await (await database()).execute(sql`UPDATE members SET status_id = 'EXPIRED' WHERE id = ${memberId}`);
    await expectText(
      await book({ ...slot(productId, date, 9), memberId }),
      409,
      p.statusRefusedMessage(memberId, "EXPIRED"),
    );
    // nothing was booked by any refusal
    expect(await (await call("GET", `/api/members/${memberId}/slots`, { token: desk })).json()).toEqual([]);
  });

  it("is gated like the desk's other writes", async () => {
    await expectGate("POST", "/api/booking-sheets/slots", { memberId: 1 });
    await expectGate("GET", "/api/booking-sheets/slots?siteId=LEEDS&date=2030-01-01");
    await expectGate("POST", "/api/booking-sheets/slots/1/cancel", { reason: "Member phoned" });
    await expectGate("GET", "/api/members/1/slots");
  });
});

describe("cancelling a slot (extension)", () => {
  it("cancels (who, when, why), frees the slot at once, and refuses a second cancel in words", async () => {
    const { siteId, productId } = await ownCourt({ windowMinutes: 60, strikeLimit: null });
    const date = day(6);
    const memberId = await newMember("Can", "Cel");
    const booked = await (await book({ ...slot(productId, date, 18), memberId })).json();
    await expectText(await cancel(booked.bookingId, "no"), 400, "reason must be at least 3 characters");
    const answer = await cancel(booked.bookingId, "Going on holiday");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      bookingId: booked.bookingId,
      productId,
      siteId,
      memberId,
      cancelledBy: "RECEPTION1",
      reason: "Going on holiday",
      late: false,
      cancellationWindowMinutes: 60,
      suspendedUntil: null,
    });
    const again = await cancel(booked.bookingId, "Twice", otherDesk);
    expect(again.status).toBe(409);
    expect(await again.text()).toMatch(
      new RegExp(`^Resource booking ${booked.bookingId} was already cancelled \\(.+, by RECEPTION1\\)$`),
    );
    const { events } = await history(memberId);
    expect(
      events.map((e: { kind: string; late: boolean; reason: string | null }) => [e.kind, e.late, e.reason]),
    ).toEqual([
      ["cancelled", false, "Going on holiday"],
      ["booked", false, null],
    ]);
    expect(await (await call("GET", `/api/members/${memberId}/slots`, { token: desk })).json()).toEqual([]);
    expect(await stateAt(siteId, date, 18)).toBe("free");
    expect((await book({ ...slot(productId, date, 18), memberId: await newMember("Next", "One") })).status).toBe(201);
  });

  it("answers an unknown booking, a session's and a started one in words", async () => {
    await expectText(await cancel(999_999_999), 404, "Resource booking 999999999 does not exist");
    await expectText(await cancel("x"), 404, "Resource booking x does not exist");
    const session = await newSession(new Date(Date.now() + 5 * 3_600_000));
    await expectText(await cancel(session), 409, m.notASlotMessage(session));
    const { siteId, productId, name } = await ownCourt();
    const [row] = await rowsOf<{ id: number }>(
      await database(),
      sql`INSERT INTO bookings (product_id, site_id, start_date_time, end_date_time, local_from, local_to, capacity)
        VALUES (${productId}, ${siteId}, now() - interval '10 minutes', now() + interval '50 minutes',
          '2020-01-01T10:00:00', '2020-01-01T11:00:00', 1) RETURNING id`,
    );
    await expectText(await cancel(Number(row.id)), 409, m.slotCancelStartedMessage(name, "2020-01-01 10:00"));
  });

  it("a late cancellation counts by the site's rule: booking there is suspended, a reason books anyway", async () => {
    // a week's window: any cancellation of these slots is late; one strike suspends
    const { siteId, productId } = await ownCourt({ windowMinutes: 10_080, strikeLimit: 1 });
    const date = day(2);
    const memberId = await newMember("Stri", "Ke");
    const booked = await (await book({ ...slot(productId, date, 8), memberId })).json();
    const cancelled = await (await cancel(booked.bookingId)).json();
    expect(cancelled).toMatchObject({ late: true, suspendedUntil: expect.any(String) });
    const refused = await book({ ...slot(productId, date, 9), memberId });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toMatch(
      new RegExp(`^Member ${memberId} may not book at ${siteId} until .+: 1 late cancellations or no-shows in 30 days`),
    );
    const overridden = await book({ ...slot(productId, date, 9), memberId, overrideReason: "Manager agreed" });
    expect(overridden.status).toBe(201);
    expect((await overridden.json()).overrideReason).toBe("Manager agreed");
    // a slot beyond the week's window cancelled in time: no strike, and the suspension it is under said
    const ahead = await (
      await book({ ...slot(productId, day(9), 10), memberId, overrideReason: "Manager agreed" })
    ).json();
    expect(await (await cancel(ahead.bookingId)).json()).toMatchObject({
      late: false,
      memberId,
      suspendedUntil: cancelled.suspendedUntil,
    });
  });
});
