import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectGate, expectText, token } from "../testing";
import { addPlace, newMember, newSession } from "./arrange";
import * as m from "./places.schema";

/** Booking and cancelling places at the desk (Frontdesk's extension), black-box through the platform's handler. */
let desk: string;
let otherDesk: string;
beforeAll(async () => {
  await database();
  desk = await token({ sub: "RECEPTION1", products: ["FOH"], features: ["FOHGENERIC"] });
  otherDesk = await token({ sub: "RECEPTION2", products: ["FOH"], features: ["FOHGENERIC"] });
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);
let serial = Date.now() % 100_000;

/** A site of the test's own (its rules change nothing another test sees), with a class there. */
async function ownSite(rules?: { windowMinutes: number; strikeLimit: number | null }) {
  const db = await database();
  const siteId = `BK${serial++}`;
  await db.execute(sql`INSERT INTO sites (id, name) VALUES (${siteId}, ${`Test site ${siteId}`})`);
  await db.execute(sql`INSERT INTO activities (id, name, kind, site_id, alert_lists_enabled, capacity)
    VALUES (${siteId}, 'Circuits', 'class', ${siteId}, true, 10)`);
  if (rules) {
    const saved = await call("PUT", `/api/sites/${siteId}/booking-rules`, {
      token: desk,
      body: {
        cancellationWindowMinutes: rules.windowMinutes,
        strikeLimit: rules.strikeLimit,
        strikeDays: 30,
        suspendDays: 7,
      },
    });
    expect(saved.status).toBe(200);
  }
  return siteId;
}

const book = (bookingId: number, body: unknown, as = desk) =>
  call("POST", `/api/bookings/${bookingId}/places`, { token: as, body });
const cancel = (bookingId: number, memberId: number, reason = "Member phoned", as = desk) =>
  call("POST", `/api/bookings/${bookingId}/places/${memberId}/cancel`, { token: as, body: { reason } });
const mark = (bookingId: number, memberId: number, attendance: string) =>
  call("PUT", `/api/bookings/${bookingId}/places/${memberId}/attendance`, { token: desk, body: { attendance } });
const history = async (memberId: number) =>
  (await call("GET", `/api/members/${memberId}/booking-history`, { token: desk })).json();

describe("booking a place (extension)", () => {
  it("books a member, refuses a second booking in words, and records it in their history", async () => {
    const memberId = await newMember("Bea", "Booked");
    const bookingId = await newSession(inHours(48), { capacity: 5 });
    const booked = await book(bookingId, { memberId });
    expect(booked.status).toBe(201);
    const place = await booked.json();
    expect(place).toMatchObject({
      bookingId,
      memberId,
      activityId: "SPIN",
      bookedBy: "RECEPTION1",
      capacity: 5,
      booked: 1,
    });
    await expectText(await book(bookingId, { memberId }), 409, m.alreadyBookedMessage(memberId, bookingId));
    const { events } = await history(memberId);
    expect(events).toEqual([
      expect.objectContaining({ eventId: place.eventId, kind: "booked", bookingId, by: "RECEPTION1" }),
    ]);
    const roster = await (await call("GET", `/api/bookings/${bookingId}/roster`, { token: desk })).json();
    expect(roster).toMatchObject({ bookingId, booked: 1, started: false, places: [{ memberId, attendance: null }] });
  });

  it("two desks booking the last place at the same instant make one booking; the other is told it is full", async () => {
    const bookingId = await newSession(inHours(24), { capacity: 1 });
    const [a, b] = [await newMember("Ann", "Race"), await newMember("Bob", "Race")];
    const answers = await Promise.all([book(bookingId, { memberId: a }), book(bookingId, { memberId: b }, otherDesk)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(await refused.text()).toBe(m.fullMessage("Spin", bookingId, 1));
    const roster = await (await call("GET", `/api/bookings/${bookingId}/roster`, { token: desk })).json();
    expect(roster.places).toHaveLength(1);
  });

  it("refuses a started or cancelled session, an expired status, a restricted activity and a waiting member, in words", async () => {
    const memberId = await newMember("Rita", "Refused");
    const started = await newSession(inHours(-0.5));
    await expectText(await book(started, { memberId }), 409, m.sessionStartedMessage("Spin", started));
    const gone = await newSession(inHours(5), { cancelled: true });
    await expectText(await book(gone, { memberId }), 409, m.sessionCancelledMessage(gone));
    const aqua = await newSession(inHours(5), { activityId: "AQUAFIT" });
    await expectText(await book(aqua, { memberId }), 409, m.restrictedMessage("Aqua Fit", memberId));
    const waitingOn = await newSession(inHours(5));
    await addPlace(waitingOn, memberId, { waiting: true });
    await expectText(await book(waitingOn, { memberId }), 409, m.waitingMessage(memberId, waitingOn));
    const open = await newSession(inHours(5));
    expect((await history(memberId)).statusRefusal).toBeNull();
    await (await database()).execute(sql`UPDATE members SET status_id = 'EXPIRED' WHERE id = ${memberId}`);
    await expectText(await book(open, { memberId }), 409, m.statusRefusedMessage(memberId, "EXPIRED"));
    expect((await history(memberId)).statusRefusal).toBe(m.statusRefusedMessage(memberId, "EXPIRED"));
    // a refusal keeps nothing: no place, no history entry (the restriction's and the status's included)
    expect((await history(memberId)).events).toEqual([]);
    for (const bookingId of [aqua, open]) {
      const roster = await (await call("GET", `/api/bookings/${bookingId}/roster`, { token: desk })).json();
      expect(roster).toMatchObject({ booked: 0, places: [] });
    }
  });

  it("answers bad input in words (400/404), never 500", async () => {
    const bookingId = await newSession(inHours(5));
    await expectText(await book(bookingId, {}), 400, "memberId must be a positive whole number");
    await expectText(await book(bookingId, { memberId: "x" }), 400, "memberId must be a positive whole number");
    await expectText(
      await book(bookingId, { memberId: 1, overrideReason: "no" }),
      400,
      "overrideReason must be at least 3 characters",
    );
    await expectText(await book(999_999_999, { memberId: 1 }), 404, "Session 999999999 does not exist");
    await expectText(await book(0, { memberId: 1 }), 404, "Session 0 does not exist");
    await expectText(
      await book(bookingId, { memberId: 2_000_000_000 }),
      404,
      "Member with ID 2000000000 does not exist",
    );
    const memberId = await newMember("Bad", "Input");
    await expectText(await cancel(bookingId, memberId, ""), 400, "reason must be at least 3 characters");
    await expectText(await mark(bookingId, memberId, "maybe"), 400, "attendance must be attended or no-show");
    await expectText(await cancel(bookingId, 2_000_000_000), 404, "Member with ID 2000000000 does not exist");
    await expectText(
      await call("GET", `/api/members/${memberId}/booking-history?limit=0`, { token: desk }),
      400,
      m.historyLimitMessage,
    );
  });

  it("is gated like the desk's other writes", async () => {
    await expectGate("POST", "/api/bookings/1/places", { memberId: 1 });
    await expectGate("GET", "/api/bookings/1/roster");
  });
});

describe("cancelling a place (extension)", () => {
  it("cancels (who, when, why), frees the place at once, counts a cancellation inside the window as late, and refuses a second cancel in words", async () => {
    const siteId = await ownSite({ windowMinutes: 120, strikeLimit: null });
    const [early, late] = [await newMember("Early", "Bird"), await newMember("Late", "Comer")];
    const far = await newSession(inHours(24), { activityId: siteId, siteId, capacity: 1 });
    const soon = await newSession(inHours(1), { activityId: siteId, siteId, capacity: 2 });
    expect((await book(far, { memberId: early })).status).toBe(201);
    expect((await book(soon, { memberId: late })).status).toBe(201);
    const waiter = await newMember("Wait", "Ing");
    await addPlace(far, waiter, { waiting: true });

    const onTime = await cancel(far, early, "Going on holiday");
    expect(onTime.status).toBe(200);
    expect(await onTime.json()).toMatchObject({
      bookingId: far,
      memberId: early,
      cancelledBy: "RECEPTION1",
      reason: "Going on holiday",
      late: false,
      cancellationWindowMinutes: 120,
      booked: 0,
      waiting: 1,
      suspendedUntil: null,
    });
    const lateOne = await (await cancel(soon, late)).json();
    expect(lateOne).toMatchObject({ late: true, waiting: 0 });
    const again = await cancel(far, early, "Twice", otherDesk);
    expect(again.status).toBe(409);
    expect(await again.text()).toMatch(
      new RegExp(`^Member ${early}'s place on session ${far} was already cancelled \\(.+, by RECEPTION1\\)$`),
    );
    await expectText(await cancel(far, waiter), 409, m.cancelWaitingMessage(waiter, far));
    await expectText(await cancel(far, late), 409, m.noPlaceMessage(late, far));
    const { events } = await history(late);
    expect(events.map((e: { kind: string; late: boolean }) => [e.kind, e.late])).toEqual([
      ["cancelled", true],
      ["booked", false],
    ]);
    // the freed place is bookable again at once
    expect((await book(far, { memberId: await newMember("Next", "One") })).status).toBe(201);
  });

  it("refuses to cancel once the session has started: mark a no-show instead", async () => {
    const memberId = await newMember("Too", "Late");
    const bookingId = await newSession(inHours(-0.25));
    await addPlace(bookingId, memberId);
    await expectText(await cancel(bookingId, memberId), 409, m.cancelStartedMessage("Spin", bookingId));
  });
});

describe("attendance and the late-cancellation rule (extension)", () => {
  it("marks attended or no-show only once the session has started; a changed mark voids the earlier one", async () => {
    const memberId = await newMember("Ada", "Attend");
    const coming = await newSession(inHours(3));
    await addPlace(coming, memberId);
    const refused = await mark(coming, memberId, "attended");
    expect(refused.status).toBe(409);
    expect(await refused.text()).toMatch(/attendance can be marked once it has started$/);
    const running = await newSession(inHours(-0.2));
    await addPlace(running, memberId);
    const first = await (await mark(running, memberId, "no-show")).json();
    expect(first).toMatchObject({ attendance: "no-show", changed: true, markedBy: "RECEPTION1" });
    expect(await (await mark(running, memberId, "no-show")).json()).toMatchObject({
      changed: false,
      eventId: first.eventId,
    });
    expect(await (await mark(running, memberId, "attended")).json()).toMatchObject({
      attendance: "attended",
      changed: true,
    });
    const roster = await (await call("GET", `/api/bookings/${running}/roster`, { token: desk })).json();
    expect(roster).toMatchObject({ started: true, places: [{ memberId, attendance: "attended" }] });
    const { events } = await history(memberId);
    expect(events.map((e: { kind: string; voided: boolean }) => [e.kind, e.voided])).toEqual([
      ["attended", false],
      ["no-show", true],
    ]);
  });

  it("three late cancellations or no-shows in 30 days suspend booking at the site for 7 days; a reason books anyway", async () => {
    const siteId = await ownSite({ windowMinutes: 24 * 60, strikeLimit: 3 });
    const memberId = await newMember("Stri", "Kes");
    const session = (hours: number) => newSession(inHours(hours), { activityId: siteId, siteId });
    for (const hours of [2, 3]) {
      const bookingId = await session(hours);
      expect((await book(bookingId, { memberId })).status).toBe(201);
      expect((await (await cancel(bookingId, memberId)).json()).suspendedUntil).toBeNull();
    }
    const ran = await session(-1);
    await addPlace(ran, memberId);
    expect((await mark(ran, memberId, "no-show")).status).toBe(200);
    const next = await session(30);
    const refused = await book(next, { memberId });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toMatch(
      new RegExp(`^Member ${memberId} may not book at ${siteId} until .+: 3 late cancellations or no-shows in 30 days`),
    );
    const { suspensions } = await history(memberId);
    expect(suspensions).toEqual([expect.objectContaining({ siteId, strikes: 3, strikeLimit: 3, strikeDays: 30 })]);
    const unbooked = await (await call("GET", `/api/bookings/${next}/roster`, { token: desk })).json();
    expect(unbooked).toMatchObject({ booked: 0, places: [] });
    // other sites are not this site's rule: a reason given there overrides nothing and is not kept
    const elsewhere = await book(await newSession(inHours(30)), { memberId, overrideReason: "Not needed here" });
    expect(elsewhere.status).toBe(201);
    expect((await elsewhere.json()).overrideReason).toBeNull();
    const overridden = await book(next, { memberId, overrideReason: "Manager agreed: illness" });
    expect(overridden.status).toBe(201);
    expect((await overridden.json()).overrideReason).toBe("Manager agreed: illness");
    const kept = (await history(memberId)).events.filter((e: { kind: string }) => e.kind === "booked").slice(0, 2);
    expect(kept.map((e: { overrideReason: string | null }) => e.overrideReason)).toEqual([
      "Manager agreed: illness",
      null,
    ]);
    // a cancellation in time is no strike, and says the suspension the member is under
    const heldAgain = await session(40);
    expect((await book(heldAgain, { memberId, overrideReason: "Manager agreed: illness" })).status).toBe(201);
    const cancelledInTime = await (await cancel(heldAgain, memberId)).json();
    expect(cancelledInTime).toMatchObject({ late: false, suspendedUntil: suspensions[0].until });
    // the no-show corrected to attended no longer counts
    expect((await mark(ran, memberId, "attended")).status).toBe(200);
    expect((await history(memberId)).suspensions).toEqual([]);
  });

  it("reads and saves a site's rules; an unknown site is 404 in words", async () => {
    const siteId = await ownSite();
    const fresh = await (await call("GET", `/api/sites/${siteId}/booking-rules`, { token: desk })).json();
    expect(fresh).toEqual({
      siteId,
      cancellationWindowMinutes: 0,
      strikeLimit: null,
      strikeDays: 30,
      suspendDays: 7,
      updatedBy: null,
      updatedAt: null,
    });
    const bad = await call("PUT", `/api/sites/${siteId}/booking-rules`, {
      token: desk,
      body: { cancellationWindowMinutes: -1, strikeLimit: null, strikeDays: 30, suspendDays: 7 },
    });
    await expectText(bad, 400, "cancellationWindowMinutes must be a whole number from 0 to 10080");
    await expectText(
      await call("GET", "/api/sites/NOWHERE/booking-rules", { token: desk }),
      404,
      "Site NOWHERE does not exist",
    );
  });
});

describe("a cancellation racing a promotion from the waiting list", () => {
  it("queue on the session's row: the session is never overfilled, and each answer says what happened", async () => {
    for (let round = 0; round < 3; round++) {
      const bookingId = await newSession(inHours(20), { capacity: 1 });
      const [leaving, waiting] = [await newMember("Leav", "Ing"), await newMember("Wait", "Ing")];
      await addPlace(bookingId, leaving);
      await addPlace(bookingId, waiting, { waiting: true });
      const [cancelled, promoted] = await Promise.all([
        cancel(bookingId, leaving),
        call("POST", "/api/bookings/promote-from-alert-list", {
          token: otherDesk,
          body: { bookingId, memberId: waiting },
        }),
      ]);
      expect(cancelled.status).toBe(200);
      // promoted after the cancellation freed the place, or refused (full) before it did: never both in
      if (promoted.status !== 200)
        await expectText(promoted, 400, `Booking ${bookingId} is full: no space to promote member ${waiting}`);
      const roster = await (await call("GET", `/api/bookings/${bookingId}/roster`, { token: desk })).json();
      expect(roster.booked).toBeLessThanOrEqual(1);
      expect(roster.places.map((p: { memberId: number }) => p.memberId)).toEqual(
        promoted.status === 200 ? [waiting] : [],
      );
    }
  });
});

describe("the waiting list's promotion in the history", () => {
  it("records a promotion from the waiting list as the member's history entry", async () => {
    const memberId = await newMember("Pro", "Moted");
    const bookingId = await newSession(inHours(10));
    await addPlace(bookingId, memberId, { waiting: true });
    const promoted = await call("POST", "/api/bookings/promote-from-alert-list", {
      token: desk,
      body: { bookingId, memberId },
    });
    expect(promoted.status).toBe(200);
    const { events } = await history(memberId);
    expect(events).toEqual([expect.objectContaining({ kind: "promoted", bookingId, by: "RECEPTION1" })]);
  });
});
