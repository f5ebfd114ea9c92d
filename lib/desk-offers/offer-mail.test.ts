import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { addDays } from "date-fns";
import { database } from "@frontdesk/lib/platform/testing";
import { addPlace, newMember, newSession, setEmail } from "@frontdesk/lib/platform/bookings/arrange";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { bookings } from "@frontdesk/lib/platform/operations";
import type { Caller } from "@frontdesk/lib/client/transport";
import { appDatabase } from "@frontdesk/lib/app-db";
import { deskOffers, outboxMessages, publicPageThrottle } from "@frontdesk/lib/app-db/schema";
import { Sender } from "@frontdesk/lib/outbox/sender";
import { startSmtpSink, type SmtpSink } from "@frontdesk/lib/outbox/smtp-sink";
import { offerNext, settleDueOffers } from "./offers";
import { answerOfferLink, readOfferLink } from "./offer-answer";
import { pruneThrottle, throttled } from "./public-throttle";
import { saveMemberLanguage } from "@frontdesk/lib/outbox/member-language";

// Offers that run themselves, end to end below the browser: the platform on the test database, the outbox,
// the sender and a real SMTP server on localhost; the member's link read from the delivered mail.
const desk: Caller = { staffId: "reception", role: "reception" };
let sink: SmtpSink;
let sender: Sender;
let address = 0;

beforeAll(async () => {
  await database();
  await appDatabase();
  sink = await startSmtpSink();
  sender = new Sender({ smtpUrl: sink.url, from: "Venue <desk@venue.example>" });
});
afterAll(async () => {
  await sender.stop();
  await sink.close();
});

/** A session with one free place and members waiting; `withEmail` of them have an address. */
async function sessionWithList(waiting: number, withEmail = waiting) {
  const bookingId = await newSession(addDays(new Date(), 2), { activityId: "SPIN", capacity: 2, siteId: "LEEDS" });
  await addPlace(bookingId, await newMember("Booked", "One"));
  const members: number[] = [];
  for (let i = 0; i < waiting; i++) {
    const memberId = await newMember(`Wendy${i}`, "Waiting");
    if (i < withEmail) await setEmail(memberId, `wendy.${Date.now()}.${address++}@example.test`);
    await addPlace(bookingId, memberId, { waiting: true });
    members.push(memberId);
  }
  return { bookingId, members };
}

/** Delivers what is queued and answers the mail that reached this member's address. */
async function deliveredTo(memberId: number) {
  while ((await sender.sendDue()) > 0);
  const [row] = await (await appDatabase()).select().from(outboxMessages).where(eq(outboxMessages.memberId, memberId));
  expect(row).toBeDefined();
  const mail = sink.received.find((m) => m.messageId === row.messageId);
  expect(mail).toBeDefined();
  const link = /href="https?:\/\/[^"/]+\/offer\/([^"?]+)"/.exec(String(mail!.html))?.[1];
  expect(link).toBeDefined();
  return { row, mail: mail!, token: decodeURIComponent(link!) };
}

describe("waiting-list offers by email", () => {
  it("to a member who chose Welsh: written in English when the venue has no Welsh offer template (said on the message), and the link's page is theirs in Welsh", async () => {
    const { bookingId, members } = await sessionWithList(1);
    await saveMemberLanguage(members[0], "cy", "reception");
    const made = await offerNext(desk, bookingId);
    expect(made.email).toEqual({ state: "queued", detail: null });
    const { row, token } = await deliveredTo(members[0]);
    expect(row).toMatchObject({ language: "en", languageFallback: true });
    expect(await readOfferLink(token, "test-cy")).toMatchObject({ state: "open", language: "cy" });
  });

  it("emails the offer; the link's page shows the first name; Book my place books once, however often it is clicked", async () => {
    const { bookingId, members } = await sessionWithList(2);
    const made = await offerNext(desk, bookingId);
    expect(made.email).toEqual({ state: "queued", detail: null });
    const { row, mail, token } = await deliveredTo(members[0]);
    expect(row).toMatchObject({ kind: "waiting-list offer", offerId: made.offer!.id, bookingId, state: "sent" });
    expect(mail.subject).toMatch(/^A place has come up: Spin on \d{2}\/\d{2}\/\d{4}/);
    expect(mail.text).toContain("Hello Wendy0,");
    expect(String(mail.html)).not.toContain("[[");

    const view = await readOfferLink(token, "test-a");
    expect(view).toMatchObject({ state: "open", firstName: "Wendy0" });
    expect(view).not.toHaveProperty("lastName");
    const before = await callPlatform(desk, bookings.readAlertList, { params: { bookingId } });
    const answers = await Promise.all([
      answerOfferLink(token, "take", "test-a"),
      answerOfferLink(token, "take", "test-b"),
    ]);
    expect(answers.filter((a) => a === "booked").length).toBeGreaterThanOrEqual(1);
    const after = await callPlatform(desk, bookings.readAlertList, { params: { bookingId } });
    expect(after.booked).toBe(before.booked + 1);
    expect(after.waiting.map((w) => w.memberId)).toEqual([members[1]]);
    expect((await readOfferLink(token, "test-a")).state).toBe("booked");
    // an altered link books nothing and says so
    const altered = await readOfferLink(`${token.slice(0, -1)}x`, "test-a");
    // the link cannot be trusted, so no site of its own: the venue's main phone (the first active site's)
    expect(altered).toEqual({ state: "invalid", siteName: "Harrogate Spa", sitePhone: "01423 000 002" });
    expect(await answerOfferLink(`${made.offer!.id}.${"A".repeat(32)}`, "take", "test-a")).toBe("invalid");
  });

  it("No thanks passes the place on and emails the next person; a member without an address is for the desk to phone", async () => {
    const { bookingId, members } = await sessionWithList(2, 1);
    await offerNext(desk, bookingId);
    const { token } = await deliveredTo(members[0]);
    expect(await answerOfferLink(token, "let-go", "test-c")).toBe("let go");
    expect((await readOfferLink(token, "test-c")).state).toBe("let go");
    const [next] = await (await appDatabase()).select().from(deskOffers).where(eq(deskOffers.memberId, members[1]));
    expect(next).toMatchObject({ bookingId, outcome: null });
    // the second member has no email address: offered, nothing queued
    const queued = await (
      await appDatabase()
    )
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.memberId, members[1]));
    expect(queued).toHaveLength(0);
  });

  it("a hold that runs out passes to the next person by the offers' clock, and the old link says it has ended", async () => {
    const { bookingId, members } = await sessionWithList(2);
    const made = await offerNext(desk, bookingId);
    const { token } = await deliveredTo(members[0]);
    await (
      await appDatabase()
    )
      .update(deskOffers)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(deskOffers.id, made.offer!.id));
    expect(await settleDueOffers()).toBeGreaterThanOrEqual(1);
    const [next] = await (await appDatabase()).select().from(deskOffers).where(eq(deskOffers.memberId, members[1]));
    expect(next).toMatchObject({ bookingId, outcome: null, offeredBy: "frontdesk" });
    await deliveredTo(members[1]);
    expect(await readOfferLink(token, "test-d")).toMatchObject({ state: "expired", sitePhone: "0113 000 0001" });
    expect(await answerOfferLink(token, "take", "test-d")).toBe("expired");
  });

  it("a place no longer free: sorry, the place has gone, and they stay in line", async () => {
    const { bookingId, members } = await sessionWithList(1);
    await offerNext(desk, bookingId);
    const { token } = await deliveredTo(members[0]);
    await addPlace(bookingId, await newMember("Walk", "In")); // the desk filled the place meanwhile
    expect(await answerOfferLink(token, "take", "test-e")).toBe("gone");
    expect(
      (await callPlatform(desk, bookings.readAlertList, { params: { bookingId } })).waiting.map((w) => w.memberId),
    ).toEqual([members[0]]);
  });

  it("a link to a session that has started is refused in words and books nothing", async () => {
    const { bookingId, members } = await sessionWithList(1);
    await offerNext(desk, bookingId);
    const { token } = await deliveredTo(members[0]);
    // the session begins while the offer is open (its hold would still run)
    await (
      await database()
    ).execute(
      sql`UPDATE bookings SET start_date_time = now() - interval '5 minutes', end_date_time = now() + interval '55 minutes' WHERE id = ${bookingId}`,
    );
    await (
      await database()
    ).execute(
      sql`UPDATE booking_members SET start_date_time = now() - interval '5 minutes' WHERE booking_id = ${bookingId}`,
    );
    expect((await readOfferLink(token, "test-f")).state).toBe("started");
    expect(await answerOfferLink(token, "take", "test-f")).toBe("started");
    const list = await callPlatform(desk, bookings.readAlertList, { params: { bookingId } });
    expect(list.waiting.map((w) => w.memberId)).toEqual([members[0]]);
    expect(list.booked).toBe(1);
  });

  it("throttles the public page per address in the database, so every instance counts alike", async () => {
    const key = `read:throttle-test-${Date.now()}`;
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await throttled(key, 30));
    expect(answers.filter(Boolean)).toEqual([true]); // the 31st in the window
    const db = await appDatabase();
    const [row] = await db.select().from(publicPageThrottle).where(eq(publicPageThrottle.key, key));
    expect(row.hits).toBe(31);
    // once the window is over, the count starts again
    await db
      .update(publicPageThrottle)
      .set({ windowStartedAt: sql`now() - interval '11 minutes'` })
      .where(eq(publicPageThrottle.key, key));
    expect(await throttled(key, 30)).toBe(false);
    const view = await readOfferLink("not-a-token", key.slice("read:".length));
    expect(view.state).toBe("invalid");
    // the offer clock's pruning removes counts whose window is over, and only those
    const fresh = `${key}:fresh`;
    await throttled(fresh, 30);
    await db
      .update(publicPageThrottle)
      .set({ windowStartedAt: sql`now() - interval '11 minutes'` })
      .where(eq(publicPageThrottle.key, key));
    expect(await pruneThrottle()).toBeGreaterThanOrEqual(1);
    const left = await db.select({ key: publicPageThrottle.key }).from(publicPageThrottle);
    expect(left.map((r) => r.key)).toContain(fresh);
    expect(left.map((r) => r.key)).not.toContain(key);
  });
});
