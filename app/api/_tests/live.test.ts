import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as live } from "@/app/api/live/route";
import { appDatabase } from "@frontdesk/lib/app-db";
import { publishLive } from "@frontdesk/lib/app-db/live";
import { liveTopics } from "@frontdesk/lib/contract/live";
import { bffRequest, newStaff, type TestStaff } from "@frontdesk/lib/bff/testing";
import { database, token } from "@frontdesk/lib/platform/testing";
import { addPlace, newMember, newSession, ownCourt, utcDay } from "@frontdesk/lib/platform/bookings/arrange";
import { londonToday } from "@frontdesk/lib/platform/booking-sheets/test-support";
import { addDays } from "@frontdesk/lib/domain/booking-sheets/wall-clock";
import { POST as bookSlot } from "@/app/api/members/[memberId]/slots/route";
import { POST as cancelSlot } from "@/app/api/members/[memberId]/slots/[bookingId]/cancel/route";
import { PUT as setLanguage } from "@/app/api/members/[memberId]/language/route";
import { createMember } from "@frontdesk/lib/platform/members/test-members";
import { saveSiteSettings } from "@frontdesk/lib/desk-offers/site-settings";
import { POST as letIn } from "@/app/api/members/[memberId]/visits/route";
import { PUT as giveCard } from "@/app/api/members/[memberId]/card/route";
import { POST as bookPlace } from "@/app/api/bookings/[bookingId]/places/[memberId]/route";
import { POST as cancelPlace } from "@/app/api/bookings/[bookingId]/places/[memberId]/cancel/route";
import { POST as promote } from "@/app/api/bookings/promote-from-alert-list/route";
import { POST as answerOffer } from "@/app/api/bookings/[bookingId]/offers/[offerId]/route";
import { POST as undoVisit } from "@/app/api/visits/[visitId]/undo/route";
import { POST as leaveVisit } from "@/app/api/visits/[visitId]/leave/route";
import { offerNext } from "@frontdesk/lib/desk-offers/offers";

/** Live updates between desks: NOTIFY in a write's transaction, heard by every open screen's stream once committed. */
const noParams = { params: Promise.resolve({}) };
const decoder = new TextDecoder();

/** How many times `topic` has been heard so far. */
const heardTimes = (seen: { text: string }, topic: string) => seen.text.split(`data: ${topic}\n\n`).length - 1;

/** Reads the stream until `text` has arrived (or fails after 5 s). */
async function until(reader: ReadableStreamDefaultReader<Uint8Array>, text: string, seen = { text: "" }) {
  const deadline = Date.now() + 5_000;
  while (!seen.text.includes(text)) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no "${text}" in: ${seen.text}`)), 5_000)),
    ]);
    if (chunk.done || Date.now() > deadline) throw new Error(`stream ended without "${text}": ${seen.text}`);
    seen.text += decoder.decode(chunk.value);
  }
  return seen.text;
}

/** A desk's stream of `topics`, opened and heard to its ": open" (abort it at the end). */
async function openStream(desk: TestStaff, topics: string[]) {
  const aborted = new AbortController();
  const answer = await live(
    new Request(await bffRequest("GET", `/api/live?${topics.map((t) => `topic=${t}`).join("&")}`, { as: desk }), {
      signal: aborted.signal,
    }),
    noParams,
  );
  expect(answer.status).toBe(200);
  const reader = answer.body!.getReader();
  const seen = { text: "" };
  await until(reader, ": open", seen);
  return { reader, seen, aborted };
}

describe("GET /api/live", () => {
  beforeAll(async () => void (await database()));

  it("streams a committed change of a topic the desk hears, not a rolled-back one, nor another site's", async () => {
    const desk = await newStaff("reception", "live");
    const aborted = new AbortController();
    const request = new Request(
      await bffRequest("GET", "/api/live?topic=visits:site:1&topic=visits:site:2", { as: desk }),
      {
        signal: aborted.signal,
      },
    );
    const answer = await live(request, noParams);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const reader = answer.body!.getReader();
    const seen = { text: "" };
    await until(reader, ": open", seen);

    const db = await appDatabase();
    await db
      .transaction(async (tx) => {
        await publishLive(tx, liveTopics.siteVisits("2"));
        throw new Error("rolled back");
      })
      .catch(() => {});
    await publishLive(db, liveTopics.siteVisits("3")); // a site this screen does not hear
    await db.transaction((tx) => publishLive(tx, liveTopics.siteVisits("1")));
    await until(reader, "event: change\ndata: visits:site:1\n\n", seen);
    expect(seen.text).not.toContain("visits:site:2");
    expect(seen.text).not.toContain("visits:site:3");

    aborted.abort(); // the desk closes the screen: the stream ends
    const rest = await reader.read();
    expect(rest.done).toBe(true);
  });

  it("refuses a topic the role may not hear, and one that names nothing a desk can hear", async () => {
    const sales = await live(await bffRequest("GET", "/api/live?topic=visits:site:1", { as: "sales" }), noParams);
    expect(sales.status).toBe(403);
    const desk = await newStaff("reception", "live-bad");
    for (const query of ["topic=members:1001", "", `topic=${"visits:site:1&topic=".repeat(11)}visits:site:1`]) {
      const bad = await live(await bffRequest("GET", `/api/live?${query}`, { as: desk }), noParams);
      expect(bad.status).toBe(400);
    }
  });

  it("hears a member's language set at another desk and a site's settings saved, once committed", async () => {
    const memberId = await createMember({
      firstName: "Live",
      lastName: "Language",
      email: `live.${Date.now()}@example.test`,
    });
    // a site of no other test's: its settings are kept by Frontdesk under the id given
    const site = "LIVE-SETTINGS";
    const desk = await newStaff("reception", "live-member");
    const { reader, seen, aborted } = await openStream(desk, [liveTopics.member(memberId), liveTopics.site(site)]);

    const refused = await setLanguage(
      await bffRequest("PUT", `/api/members/${memberId}/language`, { as: desk, body: { language: "fr" } }),
      { params: Promise.resolve({ memberId: String(memberId) }) },
    );
    expect(refused.status).toBe(400);
    const set = await setLanguage(
      await bffRequest("PUT", `/api/members/${memberId}/language`, { as: desk, body: { language: "cy" } }),
      { params: Promise.resolve({ memberId: String(memberId) }) },
    );
    expect(set.status).toBe(200);
    await until(reader, `event: change\ndata: members:member:${memberId}\n\n`, seen);
    // the refused change said nothing: one change heard
    expect(seen.text.split(`data: members:member:${memberId}`).length).toBe(2);
    expect(seen.text).not.toContain("sites:site:");

    await saveSiteSettings({ staffId: desk.id, role: "manager" }, site, { holdMinutes: 45 });
    await until(reader, `event: change\ndata: sites:site:${site}\n\n`, seen);
    aborted.abort();
  });

  it("lets a desk that reads members hear a member's record, and no role without it", async () => {
    const sales = await live(await bffRequest("GET", "/api/live?topic=members:member:1", { as: "sales" }), noParams);
    expect(sales.status).toBe(403);
    const bad = await live(await bffRequest("GET", "/api/live?topic=members:member:0", { as: "reception" }), noParams);
    expect(bad.status).toBe(400);
  });

  it("tells the door showing a member of a card given at another desk, and its site of a visit let in, not of a refused one", async () => {
    const memberId = await createMember({ firstName: "Door", lastName: "Live" });
    const expired = await createMember({ firstName: "Door", lastName: "Refused" });
    await (await database()).execute(sql`UPDATE members SET status_id = 'EXPIRED' WHERE id = ${expired}`);
    const desk = await newStaff("reception", "live-door");
    const { reader, seen, aborted } = await openStream(desk, [
      liveTopics.member(memberId),
      liveTopics.member(expired),
      liveTopics.siteVisits("LEEDS"),
    ]);
    const memberParams = (id: number) => ({ params: Promise.resolve({ memberId: String(id) }) });
    const refused = await letIn(
      await bffRequest("POST", `/api/members/${expired}/visits`, {
        as: desk,
        body: { siteId: "LEEDS", method: "name" },
      }),
      memberParams(expired),
    );
    expect(refused.status).toBe(409);
    const card = await giveCard(
      await bffRequest("PUT", `/api/members/${memberId}/card`, { as: desk, body: { cardNumber: `LIVE${Date.now()}` } }),
      memberParams(memberId),
    );
    expect(card.status).toBe(200);
    await until(reader, `data: members:member:${memberId}\n\n`, seen);
    const entered = await letIn(
      await bffRequest("POST", `/api/members/${memberId}/visits`, {
        as: desk,
        body: { siteId: "LEEDS", method: "name" },
      }),
      memberParams(memberId),
    );
    expect(entered.status).toBe(200);
    // a visit changes nothing the door's check of the member shows: their topic is not told again, the site's is
    await until(reader, `data: members:member:${memberId}\n\nevent: change\ndata: visits:site:LEEDS`, seen);
    expect(seen.text).not.toContain(`members:member:${expired}`);
    expect(seen.text.split(`members:member:${memberId}`).length).toBe(2);
    aborted.abort();
  });

  it("tells a slot picker open on a site and day of a slot booked and cancelled there, not one on another day", async () => {
    const { siteId, productId } = await ownCourt(await token({ products: ["FOH"], features: ["FOHGENERIC"] }));
    const memberId = await newMember("Live", "Slot");
    const day = addDays(londonToday(), 4);
    const desk = await newStaff("reception", "live-slots");
    const topics = [liveTopics.resourceSlots(siteId, day), liveTopics.resourceSlots(siteId, addDays(day, 1))];
    expect(topics[0]).toBe(`bookings:slots:${siteId}:${day}`);
    const { reader, seen, aborted } = await openStream(desk, topics);
    const memberParams = { params: Promise.resolve({ memberId: String(memberId) }) };
    const booked = await bookSlot(
      await bffRequest("POST", `/api/members/${memberId}/slots`, {
        as: desk,
        body: { productId, dateTimeFrom: `${day}T10:00:00`, dateTimeTo: `${day}T11:00:00` },
      }),
      memberParams,
    );
    expect(booked.status).toBe(200);
    await until(reader, `event: change\ndata: ${topics[0]}\n\n`, seen);
    const { slot } = await booked.json();
    const cancelled = await cancelSlot(
      await bffRequest("POST", `/api/members/${memberId}/slots/${slot.bookingId}/cancel`, {
        as: desk,
        body: { reason: "Booked the wrong day" },
      }),
      { params: Promise.resolve({ memberId: String(memberId), bookingId: String(slot.bookingId) }) },
    );
    expect(cancelled.status).toBe(200);
    await until(reader, `data: ${topics[0]}\n\nevent: change\ndata: ${topics[0]}\n\n`, seen);
    expect(seen.text).not.toContain(topics[1]);
    aborted.abort();
  });

  it("refuses a slot topic without a day, and one the role may not hear", async () => {
    const bad = await live(
      await bffRequest("GET", "/api/live?topic=bookings:slots:LEEDS:tomorrow", { as: "reception" }),
      noParams,
    );
    expect(bad.status).toBe(400);
    const sales = await live(
      await bffRequest("GET", `/api/live?topic=${liveTopics.resourceSlots("LEEDS", "2030-01-01")}`, { as: "sales" }),
      noParams,
    );
    expect(sales.status).toBe(403);
  });

  it("tells a session picker open on a site and day of every place booked, promoted, taken from an offer or cancelled there, not one on another day", async () => {
    // a day far ahead of the seed's sessions; noon UTC: the day the sessions' read lists it on
    const day = utcDay(40);
    const bookingId = await newSession(`${day}T12:00:00.000Z`, { capacity: 3 });
    const [booker, promoted, offered] = [await newMember("Live", "Booker"), await newMember(), await newMember()];
    for (const waiting of [promoted, offered]) await addPlace(bookingId, waiting, { waiting: true });
    const desk = await newStaff("reception", "live-sessions");
    const topics = [liveTopics.siteSessions("LEEDS", day), liveTopics.siteSessions("LEEDS", addDays(day, 1))];
    expect(topics[0]).toBe(`bookings:sessions:LEEDS:${day}`);
    const { reader, seen, aborted } = await openStream(desk, topics);
    const heard = async (times: number) => {
      while (heardTimes(seen, topics[0]!) < times)
        await until(reader, `data: ${topics[0]}\n\n`, { text: "" }).then((t) => (seen.text += t));
    };
    const place = (memberId: number) => ({
      params: Promise.resolve({ bookingId: String(bookingId), memberId: String(memberId) }),
    });

    // a desk promotes a waiting member
    const promotedAnswer = await promote(
      await bffRequest("POST", "/api/bookings/promote-from-alert-list", {
        as: desk,
        body: { bookingId, memberId: promoted },
      }),
      noParams,
    );
    expect(promotedAnswer.status).toBe(200);
    await heard(1);
    // the next in line is offered a place and it is taken at the desk (the member's link answers the same way)
    const { offer } = await offerNext({ staffId: desk.id, role: "reception" }, bookingId);
    expect(offer?.memberId).toBe(offered);
    const taken = await answerOffer(
      await bffRequest("POST", `/api/bookings/${bookingId}/offers/${offer!.id}`, {
        as: desk,
        body: { outcome: "accepted" },
      }),
      { params: Promise.resolve({ bookingId: String(bookingId), offerId: String(offer!.id) }) },
    );
    expect(taken.status).toBe(200);
    await heard(2);
    // a desk books a place, then cancels it
    const booked = await bookPlace(
      await bffRequest("POST", `/api/bookings/${bookingId}/places/${booker}`, { as: desk, body: {} }),
      place(booker),
    );
    expect(booked.status).toBe(200);
    await heard(3);
    const cancelled = await cancelPlace(
      await bffRequest("POST", `/api/bookings/${bookingId}/places/${booker}/cancel`, {
        as: desk,
        body: { reason: "Booked the wrong class" },
      }),
      place(booker),
    );
    expect(cancelled.status).toBe(200);
    await heard(4);
    expect(seen.text).not.toContain(topics[1]);
    expect(heardTimes(seen, topics[0]!)).toBe(4);
    aborted.abort();
  });

  it("refuses a sessions topic without a whole day, and one the role may not hear", async () => {
    for (const topic of ["bookings:sessions:LEEDS:2030-01", "bookings:sessions::2030-01-01"]) {
      const bad = await live(await bffRequest("GET", `/api/live?topic=${topic}`, { as: "reception" }), noParams);
      expect(bad.status).toBe(400);
    }
    const sales = await live(
      await bffRequest("GET", `/api/live?topic=${liveTopics.siteSessions("LEEDS", "2030-01-01")}`, { as: "sales" }),
      noParams,
    );
    expect(sales.status).toBe(403);
  });

  it("tells a member's last visits of a visit let in, left and undone, not the door's check of them nor another member's", async () => {
    const memberId = await createMember({ firstName: "Visits", lastName: "Live" });
    const other = await createMember({ firstName: "Visits", lastName: "Other" });
    const desk = await newStaff("reception", "live-member-visits");
    const topics = [liveTopics.memberVisits(memberId), liveTopics.memberVisits(other), liveTopics.member(memberId)];
    expect(topics[0]).toBe(`visits:member:${memberId}`);
    const { reader, seen, aborted } = await openStream(desk, topics);
    const entered = await letIn(
      await bffRequest("POST", `/api/members/${memberId}/visits`, {
        as: desk,
        body: { siteId: "LEEDS", method: "name" },
      }),
      { params: Promise.resolve({ memberId: String(memberId) }) },
    );
    expect(entered.status).toBe(200);
    const { visit } = await entered.json();
    await until(reader, `data: ${topics[0]}\n\n`, seen);
    const visitParams = { params: Promise.resolve({ visitId: String(visit.visitId) }) };
    const left = await leaveVisit(
      await bffRequest("POST", `/api/visits/${visit.visitId}/leave`, { as: desk }),
      visitParams,
    );
    expect(left.status).toBe(200);
    await until(reader, `data: ${topics[0]}\n\nevent: change\ndata: ${topics[0]}\n\n`, seen);
    const undone = await undoVisit(
      await bffRequest("POST", `/api/visits/${visit.visitId}/undo`, { as: desk, body: { reason: "Pressed twice" } }),
      visitParams,
    );
    expect(undone.status).toBe(200);
    await until(
      reader,
      `data: ${topics[0]}\n\nevent: change\ndata: ${topics[0]}\n\nevent: change\ndata: ${topics[0]}\n\n`,
      seen,
    );
    // the door's check of the member hears no visit (it would read and audit again at every scan)
    expect(seen.text).not.toContain(topics[2]);
    expect(seen.text).not.toContain(topics[1]);
    aborted.abort();
  });

  it("refuses a member's visits topic that names no member, and a role that does not record visits", async () => {
    const bad = await live(await bffRequest("GET", "/api/live?topic=visits:member:0", { as: "reception" }), noParams);
    expect(bad.status).toBe(400);
    const sales = await live(await bffRequest("GET", "/api/live?topic=visits:member:1", { as: "sales" }), noParams);
    expect(sales.status).toBe(403);
  });
});
