import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectGate, expectText, fixtures, token } from "../testing";
import { addPlace, newMember, newSession } from "./arrange";

// The platform migrates and seeds on first use: do it within the hook timeout, not a test's.
beforeAll(async () => {
  await database();
});

describe("GET /api/bookings/availability", () => {
  it("lists a site's sessions of the day with places, waiting members and slot references", async () => {
    const staff = await token({ products: ["FOH"], features: ["FOHGENERIC"] });
    // 2030-06-15 at Harrogate holds only these two sessions
    const early = await newSession("2030-06-15T07:00:00Z", {
      activityId: "SPAYOGA",
      siteId: "HARROGATE",
      capacity: 2,
      minutes: 75,
    });
    const late = await newSession("2030-06-15T18:00:00Z", {
      activityId: "THERMAL",
      siteId: "HARROGATE",
      capacity: 20,
      minutes: 90,
    });
    await newSession("2030-06-15T09:00:00Z", { activityId: "SPAYOGA", siteId: "HARROGATE", cancelled: true });
    await newSession("2030-06-16T00:00:00Z", { activityId: "SPAYOGA", siteId: "HARROGATE" });
    await addPlace(early, await newMember());
    await addPlace(early, await newMember());
    await addPlace(early, await newMember(), { waiting: true });
    const response = await call("GET", "/api/bookings/availability?siteId=harrogate&date=2030-06-15", { token: staff });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        bookingId: early,
        activityId: "SPAYOGA",
        activityName: "Spa yoga",
        kind: "class",
        startDateTime: "2030-06-15T07:00:00.000Z",
        endDateTime: "2030-06-15T08:15:00.000Z",
        capacity: 2,
        booked: 2,
        spacesLeft: 0,
        waiting: 1,
        alertListsEnabled: true,
        slotReferences: {
          inCentre: `{"bookingId":${early},"channel":"inCentre"}`,
          virtual: `{"bookingId":${early},"channel":"virtual"}`,
        },
      },
      expect.objectContaining({
        bookingId: late,
        kind: "other",
        booked: 0,
        spacesLeft: 20,
        waiting: 0,
        alertListsEnabled: false,
      }),
    ]);
  });

  it("answers 400 for a missing site or date and an unknown site", async () => {
    const staff = await token({ products: ["FOH"], features: ["FOHGENERIC"] });
    await expectText(
      await call("GET", "/api/bookings/availability?date=2030-06-15", { token: staff }),
      400,
      "No site id provided.",
    );
    await expectText(
      await call("GET", "/api/bookings/availability?siteId=LEEDS", { token: staff }),
      400,
      "A date in the form yyyy-MM-dd must be provided.",
    );
    await expectText(
      await call("GET", "/api/bookings/availability?siteId=LEEDS&date=15/06/2030", { token: staff }),
      400,
      "A date in the form yyyy-MM-dd must be provided.",
    );
    await expectText(
      await call("GET", "/api/bookings/availability?siteId=NOWHERE&date=2030-06-15", { token: staff }),
      400,
      "Site ID 'NOWHERE' does not exist",
    );
  });

  it("has the gate of the member reads", async () => {
    await expectGate("GET", "/api/bookings/availability?siteId=LEEDS&date=2030-06-15");
  });
});

describe("bookings demo data", () => {
  const staff = () => token({ products: ["FOH"], features: ["FOHGENERIC"] });

  it("names the sandbox-contract fixtures", () => {
    expect(fixtures.activities).toEqual({
      unrestricted: expect.any(String),
      restrictedNoSubscriptions: expect.any(String),
      restrictedToSubscriptions: expect.any(String),
    });
    expect(fixtures.alertList).toEqual({
      classBookingId: expect.any(Number),
      alertsDisabledBookingId: expect.any(Number),
      nonClassBookingId: expect.any(Number),
      courseBookingId: expect.any(Number),
      slotReference: JSON.stringify({ bookingId: fixtures.alertList.classBookingId, channel: "inCentre" }),
      freeMemberIds: [expect.any(Number), expect.any(Number), expect.any(Number)],
      bookedMemberId: expect.any(Number),
    });
    expect(fixtures.benchmarks.heavyHistoryMemberId).toEqual(expect.any(Number));
    expect(fixtures.lateWindow).toEqual({ bookingId: expect.any(Number), siteId: "LEEDS", activityId: "YOGA" });
  });

  it("seeds a session at Leeds some hours after it ran, inside the cancellation window: a place cancelled on it is late", async () => {
    const desk = await staff();
    const { bookingId } = fixtures.lateWindow;
    const roster = await (await call("GET", `/api/bookings/${bookingId}/roster`, { token: desk })).json();
    expect(roster).toMatchObject({ siteId: "LEEDS", activityId: "YOGA", started: false, booked: 0, waiting: [] });
    const ahead = Date.parse(roster.startDateTime) - Date.now();
    // six hours to the next quarter hour after the seed, which ran as this run began
    expect(ahead).toBeGreaterThan(5 * 3_600_000);
    expect(ahead).toBeLessThan(roster.cancellationWindowMinutes * 60_000);
    const memberId = await newMember("Lena", "Late");
    expect((await call("POST", `/api/bookings/${bookingId}/places`, { token: desk, body: { memberId } })).status).toBe(
      201,
    );
    const cancelled = await call("POST", `/api/bookings/${bookingId}/places/${memberId}/cancel`, {
      token: desk,
      body: { reason: "Running late" },
    });
    expect(await cancelled.json()).toMatchObject({ late: true });
  });

  it("seeds the alert-list class full, with the booked member on it and the guardian and free members off it", async () => {
    const view = await (
      await call("GET", `/api/bookings/${fixtures.alertList.classBookingId}/alert-list`, { token: await staff() })
    ).json();
    expect(view.booked).toBe(view.capacity);
    const ids = view.waiting.map((w: { memberId: number }) => w.memberId);
    for (const id of [fixtures.members.guardian, ...fixtures.alertList.freeMemberIds]) expect(ids).not.toContain(id);
    const booked = fixtures.alertList.bookedMemberId;
    await expectText(
      await call("POST", `/api/bookings/${booked}/alert-list/${fixtures.alertList.classBookingId}`, {
        token: await token({ features: ["ONLINEBOOK"], memberId: booked }),
      }),
      400,
      `Member ${booked} is already booked on booking ${fixtures.alertList.classBookingId}`,
    );
  });

  it("seeds the course with alert lists enabled and the coming days' sessions in availability", async () => {
    const course = await (
      await call("GET", `/api/bookings/${fixtures.alertList.courseBookingId}/alert-list`, { token: await staff() })
    ).json();
    expect(course.capacity).toBeGreaterThan(0);
    const in3Days = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const slots = await (
      await call("GET", `/api/bookings/availability?siteId=${fixtures.siteId}&date=${in3Days}`, {
        token: await staff(),
      })
    ).json();
    const fixture = slots.find((s: { bookingId: number }) => s.bookingId === fixtures.alertList.classBookingId);
    // the seed places the fixture sessions three UTC days after the day it ran
    if (fixture)
      expect(fixture).toMatchObject({
        kind: "class",
        alertListsEnabled: true,
        spacesLeft: 0,
        slotReferences: { inCentre: fixtures.alertList.slotReference },
      });
    expect(slots.length).toBeGreaterThan(0);
  });
});

describe("GET /api/bookings/activities", () => {
  it("lists activities with kind, site and alert-list setting, optionally for one site", async () => {
    const staff = await token({ products: ["FOH"], features: ["FOHGENERIC"] });
    const all = await (await call("GET", "/api/bookings/activities", { token: staff })).json();
    expect(all.find((a: { activityId: string }) => a.activityId === "SPIN")).toEqual({
      activityId: "SPIN",
      activityName: "Spin",
      activityDescription: expect.any(String),
      kind: "class",
      siteId: "LEEDS",
      siteName: "Leeds Central",
      alertListsEnabled: true,
      capacity: 12,
    });
    const harrogate = await (await call("GET", "/api/bookings/activities?siteId=harrogate", { token: staff })).json();
    expect(harrogate.length).toBeGreaterThan(0);
    expect(harrogate.every((a: { siteId: string }) => a.siteId === "HARROGATE")).toBe(true);
    await expectGate("GET", "/api/bookings/activities");
  });
});
