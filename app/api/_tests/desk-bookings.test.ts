import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call, database, token } from "@frontdesk/lib/platform/testing";
import { addPlace, newMember, newSession, setEmail } from "@frontdesk/lib/platform/bookings/arrange";
import { POST as bookRoute } from "@/app/api/bookings/[bookingId]/places/[memberId]/route";
import { POST as cancelRoute } from "@/app/api/bookings/[bookingId]/places/[memberId]/cancel/route";
import { PUT as markRoute } from "@/app/api/bookings/[bookingId]/places/[memberId]/attendance/route";
import { GET as rosterRoute } from "@/app/api/bookings/[bookingId]/roster/route";
import { GET as historyRoute } from "@/app/api/members/[memberId]/bookings/history/route";
import { staffAuditOf } from "@frontdesk/lib/bff/audit";
import { bffRequest, newStaff } from "@frontdesk/lib/bff/testing";
import { extensionMissingType } from "@frontdesk/lib/api/endpoint";
import { bookPlace } from "@frontdesk/lib/platform/bookings/places.schema";
import { messagesOf } from "@frontdesk/lib/outbox/outbox";
import { saveSiteSettings } from "@frontdesk/lib/desk-offers/site-settings";
import { overrideRefusal } from "@frontdesk/lib/contract/booking-places";
import { answerOffer, offerNext } from "@frontdesk/lib/desk-offers/offers";
import { metricsResponse } from "@frontdesk/lib/server/metrics";

/** Booking and cancelling at the desk through the BFF on the embedded platform: audit, emails, the ladder, upstream. */
const params = (values: Record<string, string | number>) => ({
  params: Promise.resolve(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]))),
});
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);
let serial = Date.now() % 100_000;

/** A site of the test's own, with a class that takes waiting lists. */
async function ownSite() {
  const db = await database();
  const siteId = `DK${serial++}`;
  await db.execute(sql`INSERT INTO sites (id, name) VALUES (${siteId}, ${`Desk site ${siteId}`})`);
  await db.execute(sql`INSERT INTO activities (id, name, kind, site_id, alert_lists_enabled, capacity)
    VALUES (${siteId}, 'Boxfit', 'class', ${siteId}, true, 10)`);
  return siteId;
}

type Staff = Awaited<ReturnType<typeof newStaff>>;
const book = async (as: Staff, bookingId: number, memberId: number, body: object = {}) =>
  bookRoute(
    await bffRequest("POST", `/api/bookings/${bookingId}/places/${memberId}`, { as, body }),
    params({ bookingId, memberId }),
  );
const cancel = async (as: Staff, bookingId: number, memberId: number, reason = "Phoned in sick") =>
  cancelRoute(
    await bffRequest("POST", `/api/bookings/${bookingId}/places/${memberId}/cancel`, { as, body: { reason } }),
    params({ bookingId, memberId }),
  );

describe("booking at the desk (BFF)", () => {
  beforeAll(async () => void (await database()));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it("reception books and cancels; each confirmed once by email, audited, and a second cancel said in words", async () => {
    const desk = await newStaff("reception", "desk-book");
    const memberId = await newMember("Cora", "Confirm");
    await setEmail(memberId, `cora${memberId}@example.com`);
    const bookingId = await newSession(inHours(30), { capacity: 4 });

    const booked = await book(desk, bookingId, memberId);
    expect(booked.status).toBe(200);
    const { place, email } = await booked.json();
    expect(place).toMatchObject({ bookingId, memberId, bookedBy: desk.id });
    expect(email).toMatchObject({ state: "queued" });
    const roster = await rosterRoute(
      await bffRequest("GET", `/api/bookings/${bookingId}/roster`, { as: desk }),
      params({ bookingId }),
    );
    expect((await roster.json()).places.map((p: { memberId: number }) => p.memberId)).toEqual([memberId]);

    const cancelled = await cancel(desk, bookingId, memberId);
    expect(cancelled.status).toBe(200);
    const answer = await cancelled.json();
    expect(answer.cancellation).toMatchObject({
      memberId,
      reason: "Phoned in sick",
      late: false,
      cancelledBy: desk.id,
    });
    expect(answer.ladder).toMatchObject({ started: false, how: "none", detail: "No one is waiting for this session." });
    expect(answer.email.state).toBe("queued");
    const again = await cancel(desk, bookingId, memberId, "Pressed twice");
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toMatch(/was already cancelled/);

    const mail = (await messagesOf(memberId)).map((m) => [m.kind, m.recipient]);
    expect(mail.sort()).toEqual([
      ["booking confirmation", `cora${memberId}@example.com`],
      ["cancellation confirmation", `cora${memberId}@example.com`],
    ]);
    const actions = (await staffAuditOf(memberId)).filter((r) => r.staffId === desk.id).map((r) => r.action);
    expect(actions.sort()).toEqual(["booked a place", "cancelled a place"]);
    const history = await historyRoute(
      await bffRequest("GET", `/api/members/${memberId}/bookings/history`, { as: desk }),
      params({ memberId }),
    );
    expect((await history.json()).events.map((e: { kind: string }) => e.kind)).toEqual(["cancelled", "booked"]);
  });

  it("a member without an address is booked and told at the desk: no email", async () => {
    const desk = await newStaff("reception", "desk-noaddress");
    const memberId = await newMember("Nomail", "Member");
    const answer = await (await book(desk, await newSession(inHours(30)), memberId)).json();
    expect(answer.email).toEqual({ state: "no address", detail: expect.stringMatching(/no email address/) });
    expect(await messagesOf(memberId)).toEqual([]);
  });

  it("a cancellation that frees a place offers it at once where the site says so, else leaves it to staff", async () => {
    const desk = await newStaff("reception", "desk-ladder");
    for (const autoOffer of [true, false]) {
      const siteId = await ownSite();
      await saveSiteSettings({ staffId: desk.id, role: "manager" }, siteId, { holdMinutes: 60, autoOffer });
      const bookingId = await newSession(inHours(40), { activityId: siteId, siteId, capacity: 1 });
      const leaving = await newMember("Leaving", "Early");
      await addPlace(bookingId, leaving);
      const next = await newMember("Next", "InLine");
      await setEmail(next, `next${next}@example.com`);
      await addPlace(bookingId, next, { waiting: true });
      const { ladder } = await (await cancel(desk, bookingId, leaving)).json();
      if (autoOffer) {
        expect(ladder).toMatchObject({
          started: true,
          how: "offered",
          offer: { memberId: next },
          email: { state: "queued" },
        });
        expect((await messagesOf(next)).map((m) => m.kind)).toEqual(["waiting-list offer"]);
        // the offered place is held: another desk cannot book it from under the offer
        const other = await newMember("Walk", "In");
        const refused = await book(desk, bookingId, other);
        expect(refused.status).toBe(409);
        expect((await refused.json()).detail).toMatch(
          /^The free place on this session is held for someone on the waiting list/,
        );
      } else {
        expect(ladder).toMatchObject({ started: false, how: "staff", offer: null });
        expect(ladder.detail).toMatch(/^1 person is waiting: this site leaves freed places to staff/);
        // staff then offer it themselves, as before
        const made = await offerNext({ staffId: desk.id, role: "reception" }, bookingId);
        expect(made.offer?.memberId).toBe(next);
      }
    }
  });

  it("a booking refused for a place held by an offer reads nothing of the member; one made reads them once, audited and confirmed", async () => {
    vi.stubEnv("METRICS_TOKEN", "metrics-secret");
    // the platform's reads of a member's data for a confirmation, as the metrics count them
    const memberReads = async () =>
      (await metricsResponse("Bearer metrics-secret")).body
        .split("\n")
        .filter(
          (l) => l.startsWith("frontdesk_http_requests_total{") && l.includes("/api/communications/sample-values"),
        )
        .reduce((sum, l) => sum + Number(l.split(" ").at(-1)), 0);
    const desk = await newStaff("reception", "desk-held");
    const siteId = await ownSite();
    await saveSiteSettings({ staffId: desk.id, role: "manager" }, siteId, { holdMinutes: 60, autoOffer: true });
    const bookingId = await newSession(inHours(40), { activityId: siteId, siteId, capacity: 1 });
    const [leaving, next, walkIn] = [
      await newMember("Held", "Leaving"),
      await newMember("Held", "Next"),
      await newMember("Held", "WalkIn"),
    ];
    await setEmail(walkIn, `walkin${walkIn}@example.com`);
    await addPlace(bookingId, leaving);
    await addPlace(bookingId, next, { waiting: true });
    expect((await (await cancel(desk, bookingId, leaving)).json()).ladder).toMatchObject({ started: true });

    const before = await memberReads();
    const refused = await book(desk, bookingId, walkIn);
    expect(refused.status).toBe(409);
    expect(await memberReads()).toBe(before);
    expect(await messagesOf(walkIn)).toEqual([]);
    expect(await staffAuditOf(walkIn)).toEqual([]);

    const open = await newSession(inHours(40), { activityId: siteId, siteId, capacity: 2 });
    const booked = await book(desk, open, walkIn);
    expect(booked.status).toBe(200);
    expect(await memberReads()).toBe(before + 1);
    expect((await booked.json()).email).toMatchObject({ state: "queued" });
    expect((await messagesOf(walkIn)).map((m) => m.kind)).toEqual(["booking confirmation"]);
    expect((await staffAuditOf(walkIn)).map((r) => r.action)).toEqual(["booked a place"]);
  });

  it("a member who took an offer, cancelled and joined the waiting list again holds no place: the next freed place is offered to them", async () => {
    const desk = await newStaff("manager", "desk-ladder-again");
    const caller = { staffId: desk.id, role: "manager" as const };
    const siteId = await ownSite();
    await saveSiteSettings(caller, siteId, { holdMinutes: 60, autoOffer: true });
    const bookingId = await newSession(inHours(40), { activityId: siteId, siteId, capacity: 1 });
    const [first, second] = [await newMember("First", "Turn"), await newMember("Second", "Turn")];
    for (const memberId of [first, second]) await setEmail(memberId, `turn${memberId}@example.com`);
    await addPlace(bookingId, first);
    await addPlace(bookingId, second, { waiting: true });
    // twice round: the one booked cancels, the one waiting takes the offer, the one who cancelled waits again
    for (const [leaving, taking] of [
      [first, second],
      [second, first],
      [first, second],
    ]) {
      const { ladder } = await (await cancel(desk, bookingId, leaving)).json();
      expect(ladder, ladder.detail).toMatchObject({ started: true, offer: { memberId: taking } });
      await answerOffer(caller, bookingId, ladder.offer.id, "accepted");
      await addPlace(bookingId, leaving, { waiting: true });
    }
  });

  it("only a manager books past a suspension, with a reason, audited apart; attendance is marked once started", async () => {
    const desk = await newStaff("reception", "desk-suspended");
    const manager = await newStaff("manager", "manager-suspended");
    const siteId = await ownSite();
    const ruleToken = await token({ sub: "MANAGER1", products: ["FOH"], features: ["FOHGENERIC"] });
    await call("PUT", `/api/sites/${siteId}/booking-rules`, {
      token: ruleToken,
      body: { cancellationWindowMinutes: 1440, strikeLimit: 1, strikeDays: 30, suspendDays: 7 },
    });
    const memberId = await newMember("Sus", "Pended");
    const ran = await newSession(inHours(-1), { activityId: siteId, siteId });
    await addPlace(ran, memberId);
    const marked = await markRoute(
      await bffRequest("PUT", `/api/bookings/${ran}/places/${memberId}/attendance`, {
        as: desk,
        body: { attendance: "no-show" },
      }),
      params({ bookingId: ran, memberId }),
    );
    expect((await marked.json()).attendance).toBe("no-show");
    const next = await newSession(inHours(50), { activityId: siteId, siteId });
    const refused = await book(desk, next, memberId);
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toMatch(/may not book at .+ until .+ A manager can book them anyway/);
    const notAllowed = await book(desk, next, memberId, { overrideReason: "Says they were ill" });
    expect(notAllowed.status).toBe(403);
    expect((await notAllowed.json()).detail).toBe(overrideRefusal);
    const overridden = await book(manager, next, memberId, { overrideReason: "Doctor's note seen" });
    expect(overridden.status).toBe(200);
    expect((await overridden.json()).place.overrideReason).toBe("Doctor's note seen");
    const actions = (await staffAuditOf(memberId)).map((r) => r.action);
    expect(actions.sort()).toEqual(["booked a place", "booked past a suspension", "marked attendance"]);
  });

  it("against a venue platform that does not declare bookings, says they are made in the venue's own system (501)", async () => {
    vi.stubEnv("PLATFORM_BASE_URL", "https://venue-without-bookings.example/platform");
    vi.stubEnv("PLATFORM_CLIENT_ID", "frontdesk");
    vi.stubEnv("PLATFORM_CLIENT_SECRET", "secret");
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        asked.push(new URL(url).pathname);
        return Response.json({ paths: { "/api/members/{memberId}/consent": { get: {} } } });
      }),
    );
    const answer = await bookRoute(
      await bffRequest("POST", "/api/bookings/77/places/1001", { as: "reception", body: {} }),
      params({ bookingId: 77, memberId: 1001 }),
    );
    expect(answer.status).toBe(501);
    expect(await answer.json()).toMatchObject({ type: extensionMissingType, detail: bookPlace.whenMissing });
    expect(bookPlace.whenMissing).toMatch(/bookings are made in the venue's own system/);
    expect(asked).toEqual(["/platform/openapi.json"]);
  });
});
