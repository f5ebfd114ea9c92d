import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { database } from "@frontdesk/lib/platform/testing";
import { addPlace, newMember, newSession, setEmail } from "@frontdesk/lib/platform/bookings/arrange";
import type { Caller } from "@frontdesk/lib/client/transport";
import { appDatabase } from "@frontdesk/lib/app-db";
import { deskOffers, outboxMessages, siteSettingChanges, siteSettings } from "@frontdesk/lib/app-db/schema";
import { senderId } from "@frontdesk/lib/outbox/outbox";
import { offerFreedPlaces, offerNext, sessionOffers } from "./offers";
import { readSiteSettings, saveSiteSettings, siteSettingChangesOf } from "./site-settings";

// "Offer freed places on their own": the offer clock's sweep over the real platform and app tables.
// OTLEY: the demo's inactive site, where no other test makes sessions or sets settings.
const siteId = "OTLEY";
const manager: Caller = { staffId: "manager", role: "manager" };
const desk: Caller = { staffId: "reception", role: "reception" };
const hour = 3_600_000;
let address = 0;

/** Midday UTC, `days` days from today. */
const middayIn = (days: number) => {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  return new Date(d.getTime() + days * 24 * hour);
};

/** A session at `site` with `free` free places and `waiting` members in line, all but the first `noAddress` with an email address. */
async function session(start: Date, free: number, waiting: number, site = siteId, noAddress = 0) {
  const bookingId = await newSession(start, { activityId: "SPIN", capacity: 2, siteId: site });
  for (let i = 0; i < 2 - free; i++) await addPlace(bookingId, await newMember("Booked", `B${i}`));
  const members: number[] = [];
  for (let i = 0; i < waiting; i++) {
    const memberId = await newMember(`Sweep${i}`, "Waiting");
    if (i >= noAddress) await setEmail(memberId, `sweep.${Date.now()}.${address++}@example.test`);
    await addPlace(bookingId, memberId, { waiting: true });
    members.push(memberId);
  }
  return { bookingId, members };
}

const openOffers = async (bookingIds: number[]) =>
  (await appDatabase())
    .select()
    .from(deskOffers)
    .where(and(inArray(deskOffers.bookingId, bookingIds), isNull(deskOffers.outcome)));

beforeAll(async () => {
  await database();
  await forgetSiteSettings();
});
afterAll(forgetSiteSettings);
/** The site with no settings of its own and no changes: offers.test.ts reads OTLEY's changes from none. */
async function forgetSiteSettings() {
  const db = await appDatabase();
  await db.delete(siteSettingChanges).where(eq(siteSettingChanges.siteId, siteId));
  await db.delete(siteSettings).where(eq(siteSettings.siteId, siteId));
}

describe("offering freed places on their own", () => {
  it("is a site setting saved with who, when and what it was; leaving it out of a save keeps it", async () => {
    expect((await readSiteSettings(siteId)).autoOffer).toBe(false);
    expect(await saveSiteSettings(manager, siteId, { holdMinutes: 60, autoOffer: true })).toMatchObject({
      autoOffer: true,
      holdMinutes: 60,
      updatedBy: "manager",
    });
    expect((await siteSettingChangesOf(siteId))[0]).toMatchObject({
      staffId: "manager",
      autoOfferBefore: null,
      autoOffer: true,
    });
    expect((await saveSiteSettings(manager, siteId, { holdMinutes: 90 })).autoOffer).toBe(true);
    expect((await siteSettingChangesOf(siteId))[0]).toMatchObject({ autoOfferBefore: true, autoOffer: true });
  });

  it("offers each free place of today's and tomorrow's sessions once, however many instances sweep at once", async () => {
    await saveSiteSettings(manager, siteId, { holdMinutes: 60, autoOffer: true });
    const now = Date.now();
    // soon (today, or tomorrow just after midnight UTC): one place, two waiting, the first without an email address
    const soon = await session(new Date(now + 2 * hour), 1, 2, siteId, 1);
    const tomorrow = await session(middayIn(1), 2, 3);
    // not swept: the day after tomorrow, a full session, a started one, one whose place the desk already offered
    const later = await session(middayIn(2), 1, 1);
    const full = await session(new Date(now + 3 * hour), 0, 2);
    const started = await session(new Date(now - 10 * 60_000), 1, 1);
    const offered = await session(new Date(now + 4 * hour), 1, 2);
    const byDesk = await offerNext(desk, offered.bookingId);
    // a site without the setting is left to its desk
    const leeds = await session(new Date(now + 2 * hour), 1, 1, "LEEDS");
    const all = [soon, tomorrow, later, full, started, offered, leeds].map((s) => s.bookingId);

    // three instances at once (on PostgreSQL each on its own connection of the pool)
    const made = (await Promise.all([offerFreedPlaces(), offerFreedPlaces(), offerFreedPlaces()])).flat();
    const mine = made.filter((o) => all.includes(o.bookingId));
    expect(mine).toHaveLength(3);
    const open = await openOffers(all);
    expect(open.map((o) => [o.bookingId, o.memberId]).sort()).toEqual(
      [
        [soon.bookingId, soon.members[0]],
        [tomorrow.bookingId, tomorrow.members[0]],
        [tomorrow.bookingId, tomorrow.members[1]],
        [offered.bookingId, offered.members[0]],
      ].sort(),
    );
    expect(open.find((o) => o.bookingId === soon.bookingId)).toMatchObject({ offeredBy: senderId });
    expect(open.find((o) => o.bookingId === offered.bookingId)?.id).toBe(byDesk.offer?.id);

    // each offer emailed once, as a desk's offer is
    const mail = await (
      await appDatabase()
    )
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.bookingId, [soon.bookingId, tomorrow.bookingId]));
    expect(mail.map((m) => m.memberId).sort()).toEqual(tomorrow.members.slice(0, 2).sort());
    expect(mail.every((m) => m.kind === "waiting-list offer" && m.causedBy === senderId)).toBe(true);
    // the desk's screen: tomorrow's offers emailed (waiting to be sent here), the member without an address to phone
    const emails = async (bookingId: number) => {
      const read = await sessionOffers(desk, bookingId);
      return read.open.map((o) => read.emails[String(o.id)]?.state ?? "phone them");
    };
    expect(await emails(tomorrow.bookingId)).toEqual(["waiting", "waiting"]);
    expect(await emails(soon.bookingId)).toEqual(["phone them"]);

    // a second sweep finds every free place held: nothing more
    expect((await offerFreedPlaces()).filter((o) => all.includes(o.bookingId))).toEqual([]);

    // the setting off: a place that frees is left to the desk
    await saveSiteSettings(manager, siteId, { holdMinutes: 60, autoOffer: false });
    const db = await appDatabase();
    await db
      .update(deskOffers)
      .set({ outcome: "declined", space: null, decidedAt: sql`now()` })
      .where(eq(deskOffers.bookingId, soon.bookingId));
    expect(await offerFreedPlaces()).toEqual([]);
  });
});
