import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activities, bookingMembers, bookings, memberMedicalConditions, walletCards, wallets } from "../db/schema";
import { call, database, expectGate, expectText, fixtures, token } from "../testing";
import { createMember, link } from "./test-members";

const staff = () => token({ products: ["FOH"], features: ["FOHGENERIC"] });
const flagsOf = async (query: string) => {
  const response = await call("GET", `/api/members/flags?${query}`, { token: await staff() });
  expect(response.status).toBe(200);
  return (await response.json()).data as { memberId: number; flags: string[] }[];
};
const hour = 3600_000;

async function addCard(memberId: number, expiry: { month: number; year: number }, reference: string | null) {
  const db = await database();
  const [card] = await db
    .insert(walletCards)
    .values({
      memberId,
      provider: "test",
      providerToken: `tok-${memberId}`,
      brand: "Visa",
      last4: "4242",
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
    })
    .returning();
  await db.insert(wallets).values({ memberId, rcpCardId: card.id, rcpProviderReference: reference });
}

async function waitOn(memberId: number, start: Date, cancelled = false) {
  const db = await database();
  const [activity] = await db.select().from(activities).where(eq(activities.kind, "class")).limit(1);
  const [booking] = await db
    .insert(bookings)
    .values({
      activityId: activity.id,
      siteId: activity.siteId,
      startDateTime: start,
      endDateTime: new Date(start.getTime() + hour),
      cancelled,
    })
    .returning();
  await db.insert(bookingMembers).values({ bookingId: booking.id, memberId, startDateTime: start, waiting: true });
}

describe("GET /api/members/flags (front-desk extension)", () => {
  it("answers each member's flags in one read, in the order asked, leaving unknown ids out", async () => {
    const now = new Date();
    const plain = await createMember({ privacyPolicySigned: true });
    await addCard(plain, { month: 12, year: now.getUTCFullYear() + 2 }, "ref-1");
    const everything = await createMember({ privacyPolicySigned: false });
    const db = await database();
    await db
      .insert(memberMedicalConditions)
      .values({ memberId: everything, medicalConditionTypeId: fixtures.medicalConditionTypes.activeId });
    await waitOn(everything, new Date(Date.now() + 48 * hour));
    const child = await createMember({ privacyPolicySigned: true });
    await link(everything, child);
    await addCard(child, { month: 12, year: now.getUTCFullYear() + 2 }, "ref-2");

    expect(await flagsOf(`memberId=${everything}&memberId=999999999&MEMBERID=${plain}&memberId=${child}`)).toEqual([
      {
        memberId: everything,
        flags: ["medicalConditions", "privacyPolicyNotSigned", "noValidPaymentCard", "onWaitingList", "guardian"],
      },
      { memberId: plain, flags: [] },
      { memberId: child, flags: ["dependant"] },
    ]);
  });

  it("counts a card valid to the end of its expiry month, and only when verified", async () => {
    const now = new Date();
    const thisMonth = await createMember({ privacyPolicySigned: true });
    await addCard(thisMonth, { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() }, "ref");
    const lastYear = await createMember({ privacyPolicySigned: true });
    await addCard(lastYear, { month: 12, year: now.getUTCFullYear() - 1 }, "ref");
    const unverified = await createMember({ privacyPolicySigned: true });
    await addCard(unverified, { month: 12, year: now.getUTCFullYear() + 1 }, null);
    expect(await flagsOf(`memberId=${thisMonth}&memberId=${lastYear}&memberId=${unverified}`)).toEqual([
      { memberId: thisMonth, flags: [] },
      { memberId: lastYear, flags: ["noValidPaymentCard"] },
      { memberId: unverified, flags: ["noValidPaymentCard"] },
    ]);
  });

  it("ignores waiting places on sessions that started or were cancelled", async () => {
    const member = await createMember({ privacyPolicySigned: true });
    await addCard(member, { month: 12, year: new Date().getUTCFullYear() + 1 }, "ref");
    await waitOn(member, new Date(Date.now() - 2 * hour));
    await waitOn(member, new Date(Date.now() + 48 * hour), true);
    expect(await flagsOf(`memberId=${member}`)).toEqual([{ memberId: member, flags: [] }]);
  });

  it("refuses a missing, malformed or oversized list with plain text", async () => {
    const ask = async (query: string) => call("GET", `/api/members/flags${query}`, { token: await staff() });
    await expectText(await ask(""), 400, "At least one memberId is required.");
    await expectText(await ask("?memberId="), 400, "At least one memberId is required.");
    await expectText(await ask("?memberId=1&memberId=abc"), 400, "memberId 'abc' is not a member ID.");
    await expectText(await ask("?memberId=0"), 400, "memberId '0' is not a member ID.");
    await expectText(await ask("?memberId=1234567890"), 400, "memberId '1234567890' is not a member ID.");
    const many = Array.from({ length: 101 }, (_, i) => `memberId=${i + 1}`).join("&");
    await expectText(await ask(`?${many}`), 400, "At most 100 member IDs can be read at once.");
    // the same id repeated counts once
    expect(await flagsOf(Array.from({ length: 150 }, () => `memberId=${fixtures.members.guardian}`).join("&"))).toEqual(
      [expect.objectContaining({ memberId: fixtures.members.guardian })],
    );
  });

  it("is gated like the search", async () => {
    await expectGate("GET", `/api/members/flags?memberId=${fixtures.members.guardian}`);
  });
});
