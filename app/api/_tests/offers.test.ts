import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { addDays } from "date-fns";
import { database } from "@frontdesk/lib/platform/testing";
import { addPlace, newMember, newSession } from "@frontdesk/lib/platform/bookings/arrange";
import type { Caller } from "@frontdesk/lib/client/transport";
import { staffAuditOf } from "@frontdesk/lib/bff/audit";
import { answerOffer, offerNext, sessionOffers } from "@frontdesk/lib/desk-offers/offers";
import { closedSessionRefusal } from "@frontdesk/lib/domain/waiting-list-offers";
import { appDatabase } from "@frontdesk/lib/app-db";
import { readSiteSettings, saveSiteSettings, siteSettingChangesOf } from "@frontdesk/lib/desk-offers/site-settings";
import { bffRequest, refusalOf } from "@frontdesk/lib/bff/testing";
import { slotReference } from "@frontdesk/lib/contract/bookings";
import { POST as addToList } from "@/app/api/bookings/alert-list/route";
import { POST as offerRoute } from "@/app/api/bookings/[bookingId]/offers/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings } from "@frontdesk/lib/platform/operations";

const desk: Caller = { staffId: "reception", role: "reception" };
const inDays = (days: number) => addDays(new Date(), days);

beforeAll(async () => {
  await database();
});

/** A session with `free` free spaces of `capacity` and these members waiting, in order. */
async function sessionWithList(
  waiting: number,
  { free = 1, capacity = 3, activityId = "SPIN", start = inDays(2), siteId = "LEEDS" } = {},
) {
  const bookingId = await newSession(start, { activityId, capacity, siteId });
  for (let i = 0; i < capacity - free; i++) await addPlace(bookingId, await newMember("Booked", `M${i}`));
  const members: number[] = [];
  for (let i = 0; i < waiting; i++) {
    const memberId = await newMember("Waiting", `W${i}`);
    await addPlace(bookingId, memberId, { waiting: true });
    members.push(memberId);
  }
  return { bookingId, members };
}

/** Moves an offer's hold into the past, as if the hold time had gone by. */
async function holdRunsOut(offerId: number) {
  const db = await appDatabase();
  await db.execute(
    sql`UPDATE frontdesk.desk_offers SET expires_at = now() - interval '1 second' WHERE id = ${offerId}`,
  );
}

describe("waiting-list offers", () => {
  it("offers the space to the first in line for two hours; accepted promotes them through the platform", async () => {
    const { bookingId, members } = await sessionWithList(2);
    const { offer, mailConfigured } = await offerNext(desk, bookingId);
    if (!offer) throw new Error("expected an offer");
    // no SMTP_URL in the tests: the desk is told email is not set up here (its toast and offers say to phone)
    expect(mailConfigured).toBe(false);
    expect((await sessionOffers(desk, bookingId)).mailConfigured).toBe(false);
    expect(offer).toMatchObject({ bookingId, memberId: members[0], outcome: null, offeredBy: "reception" });
    const held = Date.parse(offer.expiresAt ?? "") - Date.parse(offer.offeredAt);
    expect(held).toBe(120 * 60_000);
    // one free space: never a second offer for it
    expect(await refusalOf(offerNext(desk, bookingId))).toMatchObject({ status: 409 });

    expect(await answerOffer(desk, bookingId, offer.id, "accepted")).toMatchObject({
      outcome: "accepted",
      decidedBy: "reception",
    });
    const list = await callPlatform(desk, bookings.readAlertList, { params: { bookingId } });
    expect(list.booked).toBe(3);
    expect(list.waiting.map((w) => w.memberId)).toEqual([members[1]]);
    expect((await staffAuditOf(members[0])).map((a) => a.action)).toEqual([
      "offered a waiting-list space",
      "accepted a waiting-list offer",
    ]);
    expect(await refusalOf(answerOffer(desk, bookingId, offer.id, "declined"))).toMatchObject({ status: 409 });
  });

  it("a decline, and a hold that runs out, move the offer to the next person", async () => {
    const { bookingId, members } = await sessionWithList(3);
    const { offer: first } = await offerNext(desk, bookingId);
    await answerOffer(desk, bookingId, first!.id, "declined");
    let state = await sessionOffers(desk, bookingId);
    expect(state.open.map((o) => o.memberId)).toEqual([members[1]]);
    expect(state.history).toMatchObject([{ memberId: members[0], outcome: "declined" }]);

    await holdRunsOut(state.open[0].id);
    // a restart or another instance: the state is all in the database, the next read settles it
    state = await sessionOffers({ staffId: "manager", role: "manager" }, bookingId);
    expect(state.open.map((o) => o.memberId)).toEqual([members[2]]);
    expect(state.history.map((o) => [o.memberId, o.outcome])).toEqual([
      [members[1], "no answer"],
      [members[0], "declined"],
    ]);
    expect((await staffAuditOf(members[1])).map((a) => a.action)).toEqual([
      "offered a waiting-list space",
      "recorded an unanswered waiting-list offer",
    ]);
    // an expired offer cannot be accepted any more
    expect(await refusalOf(answerOffer(desk, bookingId, state.history[0].id, "accepted"))).toMatchObject({
      status: 409,
    });
  });

  it("passes over a member the booking-restriction check refuses, with the reason", async () => {
    // Aqua Fit is restricted to swim and all-in subscriptions; new members hold none
    const { bookingId, members } = await sessionWithList(2, { activityId: "AQUAFIT" });
    const made = await offerNext(desk, bookingId);
    expect(made.offer).toBeNull();
    expect(made.passedOver.map((p) => p.memberId)).toEqual(members);
    const state = await sessionOffers(desk, bookingId);
    expect(state.open).toEqual([]);
    expect(state.history).toHaveLength(2);
    for (const row of state.history) {
      expect(members).toContain(row.memberId);
      expect(row).toMatchObject({ outcome: "passed over", reason: expect.stringMatching(/^Aqua Fit is for members/) });
    }
    expect((await staffAuditOf(members[0])).map((a) => a.action)).toEqual(["passed over for a waiting-list space"]);
  });

  it("two desks at once never make two offers for one space", async () => {
    const { bookingId } = await sessionWithList(4, { free: 2, capacity: 4 });
    const results = await Promise.allSettled([1, 2, 3].map(() => offerNext(desk, bookingId)));
    const state = await sessionOffers(desk, bookingId);
    expect(state.open.length).toBeLessThanOrEqual(2);
    expect(new Set(state.open.map((o) => o.memberId)).size).toBe(state.open.length);
    expect(results.filter((r) => r.status === "fulfilled").length).toBe(state.open.length);
  });

  it("a session that has started takes no one", async () => {
    const { bookingId } = await sessionWithList(1, { start: new Date(Date.now() - 60_000) });
    expect(await refusalOf(offerNext(desk, bookingId))).toMatchObject({
      status: 400,
      detail: closedSessionRefusal("started"),
    });
    // through the BFF: adding someone and offering are refused in words, and nothing is written
    const added = await addToList(
      await bffRequest("POST", "/api/bookings/alert-list", {
        as: "reception",
        body: { memberId: await newMember(), slotReference: slotReference(bookingId, "inCentre") },
      }),
      { params: Promise.resolve({}) },
    );
    expect(added.status).toBe(400);
    expect(await added.json()).toMatchObject({ detail: closedSessionRefusal("started") });
    const offered = await offerRoute(
      await bffRequest("POST", `/api/bookings/${bookingId}/offers`, { as: "reception" }),
      { params: Promise.resolve({ bookingId: String(bookingId) }) },
    );
    expect(offered.status).toBe(400);
    expect((await callPlatform(desk, bookings.readAlertList, { params: { bookingId } })).waiting).toHaveLength(1);
  });

  it("a session that has ended says so when it refuses (not 'has started')", async () => {
    const { bookingId } = await sessionWithList(1, { start: new Date(Date.now() - 3 * 3_600_000) });
    expect(closedSessionRefusal("ended")).toBe("This session has ended, so it takes no one from its waiting list.");
    expect(await refusalOf(offerNext(desk, bookingId))).toMatchObject({
      status: 400,
      detail: closedSessionRefusal("ended"),
    });
    const added = await addToList(
      await bffRequest("POST", "/api/bookings/alert-list", {
        as: "reception",
        body: { memberId: await newMember(), slotReference: slotReference(bookingId, "inCentre") },
      }),
      { params: Promise.resolve({}) },
    );
    expect(await added.json()).toMatchObject({ status: 400, detail: closedSessionRefusal("ended") });
  });

  it("names the member who took a space, and the staff who recorded each answer, by name", async () => {
    const { bookingId, members } = await sessionWithList(2);
    const { offer } = await offerNext(desk, bookingId);
    await answerOffer(desk, bookingId, offer!.id, "accepted");
    const state = await sessionOffers(desk, bookingId);
    expect(state.history.map((o) => o.memberId)).toEqual([members[0]]);
    // the member has left the waiting list (booked): named all the same
    expect(state.memberNames[String(members[0])]).toBe("Waiting W0");
    expect(state.staffNames).toEqual({ reception: "Rita Reception" });
  });

  it("holds an offer for the session's site's own hold time once a manager sets one; other sites keep the default", async () => {
    const manager: Caller = { staffId: "manager", role: "manager" };
    expect(await readSiteSettings("LEEDS")).toMatchObject({ holdMinutes: 120, ownHoldMinutes: false, updatedBy: null });
    // OTLEY: no other test offers there, so its setting changes nothing they see
    await saveSiteSettings(manager, "OTLEY", { holdMinutes: 45 });
    await saveSiteSettings(manager, "OTLEY", { holdMinutes: 30 });
    expect(await readSiteSettings("OTLEY")).toMatchObject({
      holdMinutes: 30,
      ownHoldMinutes: true,
      updatedBy: "manager",
      updatedByName: "Mona Manager",
    });
    expect(
      (await siteSettingChangesOf("OTLEY")).map((c) => [c.staffId, c.staffName, c.holdMinutesBefore, c.holdMinutes]),
    ).toEqual([
      ["manager", "Mona Manager", 45, 30],
      ["manager", "Mona Manager", null, 45],
    ]);

    const { bookingId } = await sessionWithList(1, { siteId: "OTLEY" });
    const { offer } = await offerNext(desk, bookingId);
    expect(Date.parse(offer!.expiresAt!) - Date.parse(offer!.offeredAt)).toBe(30 * 60_000);
    expect((await sessionOffers(desk, bookingId)).holdMinutes).toBe(30);
    const elsewhere = await sessionWithList(1);
    expect((await sessionOffers(desk, elsewhere.bookingId)).holdMinutes).toBe(120);
  });
});
