import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  activities,
  auditLog,
  bookingMembers,
  bookings,
  communicationChannels,
  consentCampaigns,
  consentHistory,
  medicalConditionTypes,
  memberAddresses,
  memberCampaignConsents,
  memberChannelConsents,
  memberLinks,
  memberMedicalConditions,
  members,
  prospectInteractions,
  walletCards,
  wallets,
} from "../db/schema";
import { call, database, expectText, fixtures, token } from "../testing";
import { rowsOf } from "../db/rows";
import { createMember, link, memberToken } from "./test-members";

const hour = 3_600_000;

/** A member holding something of every kind erasure deals with, and a waiting and a confirmed booking place. */
async function memberWithEverything() {
  const db = await database();
  const id = await createMember({ firstName: "Erin", lastName: "Example", phone: "07700 900123" });
  const other = await createMember();
  await link(id, other);
  const [campaign] = await db.select().from(consentCampaigns).limit(1);
  const [channel] = await db.select().from(communicationChannels).limit(1);
  const [type] = await db.select().from(medicalConditionTypes).limit(1);
  const captureDate = new Date(Date.now() - 24 * hour);
  await db.insert(memberCampaignConsents).values({ memberId: id, campaignId: campaign.id, captureDate });
  await db.insert(memberChannelConsents).values({ memberId: id, channelId: channel.id, captureDate });
  await db
    .insert(memberMedicalConditions)
    .values({ memberId: id, medicalConditionTypeId: type.id, medicalNote: "Inhaler in bag" });
  await db
    .insert(memberAddresses)
    .values({ memberId: id, kind: "home", addressLine1: "1 High Street", postalCode: "LS6 1AA", isPrimary: true });
  const [card] = await db
    .insert(walletCards)
    .values({
      memberId: id,
      provider: "sandbox",
      providerToken: "tok_erase",
      brand: "Visa",
      last4: "4242",
      expiryMonth: 12,
      expiryYear: 2030,
    })
    .returning();
  await db.insert(wallets).values({ memberId: id, rcpCardId: card.id });
  const [activity] = await db.select().from(activities).where(eq(activities.kind, "class")).limit(1);
  const start = new Date(Date.now() + 48 * hour);
  const past = new Date(Date.now() - 48 * hour);
  const [future, done] = await db
    .insert(bookings)
    .values([
      {
        activityId: activity.id,
        siteId: activity.siteId,
        startDateTime: start,
        endDateTime: new Date(start.getTime() + hour),
      },
      {
        activityId: activity.id,
        siteId: activity.siteId,
        startDateTime: past,
        endDateTime: new Date(past.getTime() + hour),
      },
    ])
    .returning();
  await db.insert(bookingMembers).values([
    { bookingId: future.id, memberId: id, startDateTime: start, waiting: true },
    { bookingId: done.id, memberId: id, startDateTime: past, waiting: false, paid: true },
  ]);
  const sales = await token({ features: ["PROSPECTS"] });
  const created = await call("POST", `/api/members/prospects/${id}/interactions`, {
    token: sales,
    body: { interactionSubTypeId: fixtures.interactions.subTypeId, details: "Called about joining" },
  });
  expect(created.status).toBe(201);
  // a visit at the door and a card replaced by another: both go with the member
  await db.execute(
    sql`INSERT INTO visits (member_id, site_id, method, let_in_by) VALUES (${id}, ${activity.siteId}, 'scan', 'RECEPTION1')`,
  );
  await db.execute(
    sql`INSERT INTO member_cards (card_number, member_id, replaced_at) VALUES (${`ER${id}A`}, ${id}, now()), (${`ER${id}B`}, ${id}, NULL)`,
  );
  // the place's history, with the free-text reason its cancellation was given
  await db.execute(
    sql`INSERT INTO booking_place_events (booking_id, member_id, site_id, kind, by, reason)
      VALUES (${done.id}, ${id}, ${activity.siteId}, 'cancelled', 'RECEPTION1', 'Told us about their surgery')`,
  );
  return { id, other, future, done, campaign, channel };
}

describe("POST /api/members/{memberId}/erasure (extension)", () => {
  beforeAll(async () => {
    await database(); // migrated and seeded (the hook's longer timeout)
  });

  it("removes what may be removed, anonymises the member and keeps bookings, consent history and audit, in one answer", async () => {
    const m = await memberWithEverything();
    const auth = await memberToken(m.id);
    const waitingBefore = await call("GET", `/api/members/${m.id}/alert-lists`, { token: auth });
    expect(await waitingBefore.json()).toEqual([
      expect.objectContaining({ bookingId: m.future.id, alertListPosition: 1 }),
    ]);

    const response = await call("POST", `/api/members/${m.id}/erasure`, {
      token: await memberToken(m.id, ["FOH"], ["FOHGENERIC"], "manager-1"),
    });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({
      memberId: m.id,
      removed: {
        campaignConsents: 1,
        channelConsents: 1,
        medicalConditions: 1,
        addresses: 1,
        savedCards: 1,
        waitingListPlaces: 1,
        prospectInteractions: 1,
        userFieldValues: 0,
        memberLinks: 1,
        visits: 1,
        memberCards: 2,
      },
      anonymised: ["firstName", "lastName", "email", "phone", "dateOfBirth", "onlineConsentGuardianName"],
      kept: { bookings: 1, discountUsages: 0, consentHistory: 2 },
    });

    const db = await database();
    const [row] = await db.select().from(members).where(eq(members.id, m.id));
    expect(row).toMatchObject({ firstName: "Erased", lastName: "member", email: null, phone: null, dateOfBirth: null });
    expect(await db.select().from(memberMedicalConditions).where(eq(memberMedicalConditions.memberId, m.id))).toEqual(
      [],
    );
    expect(await db.select().from(memberAddresses).where(eq(memberAddresses.memberId, m.id))).toEqual([]);
    expect(await db.select().from(wallets).where(eq(wallets.memberId, m.id))).toEqual([]);
    expect(await db.select().from(prospectInteractions).where(eq(prospectInteractions.memberId, m.id))).toEqual([]);
    expect(await db.select().from(memberLinks).where(eq(memberLinks.guardianId, m.id))).toEqual([]);
    // Kept: the confirmed place (accounting), the history's withdrawals, the audit entry naming who did it.
    expect(
      (await db.select().from(bookingMembers).where(eq(bookingMembers.memberId, m.id))).map((b) => b.bookingId),
    ).toEqual([m.done.id]);
    // the place history stays, its free-text reasons do not
    expect(await rowsOf(db, sql`SELECT kind, reason FROM booking_place_events WHERE member_id = ${m.id}`)).toEqual([
      { kind: "cancelled", reason: null },
    ]);
    const history = await db.select().from(consentHistory).where(eq(consentHistory.memberId, m.id));
    expect(history.map((h) => [h.kind, h.action, h.changedBy]).sort()).toEqual([
      ["campaign", "withdrawn", "manager-1"],
      ["channel", "withdrawn", "manager-1"],
    ]);
    // each withdrawal names what was withdrawn and why (the history's subject names come from it)
    expect(history.map((h) => JSON.parse(h.detail!)).every((d) => d.subjectName && d.reason === "erasure")).toBe(true);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(m.id)));
    expect(audit).toMatchObject({ actor: "manager-1", action: "member.erasure", memberId: m.id });
    expect(JSON.parse(audit.detail!)).toEqual(result);

    // The member reads back empty through the spec's endpoints.
    const consent = await (await call("GET", `/api/members/${m.id}/consent`, { token: auth })).json();
    expect(consent.campaignPreferences).toEqual({ marketingCampaigns: [], dataCampaigns: [], communicationTypes: [] });
    await expectText(
      await call("GET", `/api/members/${m.id}/rcp-card`, { token: auth }),
      404,
      `Member Wallet with id ${m.id} was not found.`,
    );
    expect(await (await call("GET", `/api/members/${m.id}/alert-lists`, { token: auth })).json()).toEqual([]);

    // Again: nothing more to remove.
    const again = await (await call("POST", `/api/members/${m.id}/erasure`, { token: auth })).json();
    expect(Object.values(again.removed).every((n) => n === 0)).toBe(true);
  });

  it("changes nothing when it fails part-way (one transaction)", async () => {
    const m = await memberWithEverything();
    const db = await database();
    // A trigger that refuses the final member update makes the transaction fail after the deletes.
    await db.execute(
      `CREATE OR REPLACE FUNCTION erase_refuse() RETURNS trigger AS $$ BEGIN IF NEW.id = ${m.id} THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
    );
    await db.execute(
      `CREATE TRIGGER erase_refuse BEFORE UPDATE ON members FOR EACH ROW EXECUTE FUNCTION erase_refuse()`,
    );
    try {
      const response = await call("POST", `/api/members/${m.id}/erasure`, { token: await memberToken(m.id) });
      expect(response.status).toBe(500);
    } finally {
      await db.execute(`DROP TRIGGER erase_refuse ON members`);
      await db.execute(`DROP FUNCTION erase_refuse()`);
    }
    expect(
      await db.select().from(memberMedicalConditions).where(eq(memberMedicalConditions.memberId, m.id)),
    ).toHaveLength(1);
    expect(
      await db.select().from(memberCampaignConsents).where(eq(memberCampaignConsents.memberId, m.id)),
    ).toHaveLength(1);
    expect(await db.select().from(consentHistory).where(eq(consentHistory.memberId, m.id))).toEqual([]);
    const [row] = await db.select().from(members).where(eq(members.id, m.id));
    expect(row.firstName).toBe("Erin");
  });

  it("unknown member: 404 plain text; another member's token: 403", async () => {
    const id = await createMember();
    await expectText(
      await call("POST", `/api/members/${fixtures.unknownMemberId}/erasure`, {
        token: await memberToken(fixtures.unknownMemberId),
      }),
      404,
      `Member with ID ${fixtures.unknownMemberId} does not exist`,
    );
    const stranger = await createMember();
    expect((await call("POST", `/api/members/${id}/erasure`, { token: await memberToken(stranger) })).status).toBe(403);
  });
});

describe("GET /api/members/{memberId}/alert-lists (extension)", () => {
  it("lists the member's waiting places with their positions; unknown member 404", async () => {
    const db = await database();
    const first = await createMember();
    const second = await createMember();
    const [activity] = await db.select().from(activities).where(eq(activities.kind, "class")).limit(1);
    const start = new Date(Date.now() + 72 * hour);
    const [booking] = await db
      .insert(bookings)
      .values({
        activityId: activity.id,
        siteId: activity.siteId,
        startDateTime: start,
        endDateTime: new Date(start.getTime() + hour),
      })
      .returning();
    await db.insert(bookingMembers).values({
      bookingId: booking.id,
      memberId: first,
      startDateTime: start,
      waiting: true,
      createdOn: new Date(Date.now() - hour),
    });
    await db
      .insert(bookingMembers)
      .values({ bookingId: booking.id, memberId: second, startDateTime: start, waiting: true });
    const places = await (
      await call("GET", `/api/members/${second}/alert-lists`, { token: await memberToken(second) })
    ).json();
    expect(places).toEqual([
      {
        bookingId: booking.id,
        activityId: activity.id,
        activityName: activity.name,
        siteId: activity.siteId,
        startDateTime: start.toISOString(),
        endDateTime: new Date(start.getTime() + hour).toISOString(),
        alertListPosition: 2,
        joinedOn: expect.any(String),
      },
    ]);
    await expectText(
      await call("GET", `/api/members/${fixtures.unknownMemberId}/alert-lists`, {
        token: await memberToken(fixtures.unknownMemberId),
      }),
      404,
      `Invalid Member ID ${fixtures.unknownMemberId}: member doesn't exist`,
    );
  });
});
