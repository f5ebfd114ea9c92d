import { beforeAll, describe, expect, it } from "vitest";
import { activities, bookingMembers, bookings, memberSubscriptions, prospectInteractions, visits } from "../db/schema";
import { eq } from "drizzle-orm";
import { statusIds } from "../seed/ids";
import { call, database, expectGate, expectText, fixtures, token } from "../testing";
import { createMember, memberToken } from "../members/test-members";

/** Every member here joined in 1990-1999 and the rules look before 2000, so the seed's members (2020 on) are never due. */
const before = "2000-01-01T00:00:00Z";
const old = (year: number) => new Date(`${year}-06-01T00:00:00Z`);

describe("retention reads (extension)", () => {
  const ids: Record<string, number> = {};
  let staff: string;

  beforeAll(async () => {
    const db = await database();
    staff = await token({ products: ["FOH"], features: ["FOHGENERIC"], sub: "retention-test" });
    ids.lapsed = await createMember({ createdOn: old(1990), statusId: statusIds.full });
    ids.lapsedNoStatus = await createMember({ createdOn: old(1991) });
    ids.prospect = await createMember({ createdOn: old(1992), statusId: statusIds.prospect });
    ids.booked = await createMember({ createdOn: old(1990), statusId: statusIds.full });
    ids.openMembership = await createMember({ createdOn: old(1990), statusId: statusIds.full });
    ids.contacted = await createMember({ createdOn: old(1990), statusId: statusIds.prospect });
    ids.longMembership = await createMember({ createdOn: old(1990), statusId: statusIds.full });
    ids.bookingToCome = await createMember({ createdOn: old(1990), statusId: statusIds.full });
    const [activity] = await db.select().from(activities).where(eq(activities.kind, "class")).limit(1);
    const start = new Date("2001-03-01T10:00:00Z");
    const [booking] = await db
      .insert(bookings)
      .values({ activityId: activity.id, siteId: activity.siteId, startDateTime: start, endDateTime: start })
      .returning();
    await db.insert(bookingMembers).values({ bookingId: booking.id, memberId: ids.booked, startDateTime: start });
    await db.insert(memberSubscriptions).values([
      { memberId: ids.openMembership, subscriptionTypeId: "GYM", startDate: "1995-01-01" },
      // the demo's way of writing a membership with no real end (which made a "due in 2105")
      { memberId: ids.longMembership, subscriptionTypeId: "GYM", startDate: "1995-01-01", endDate: "2099-12-31" },
    ]);
    const coming = new Date(Date.now() + 7 * 86_400_000);
    await db
      .insert(bookingMembers)
      .values({ bookingId: booking.id, memberId: ids.bookingToCome, startDateTime: coming });
    const at = new Date("2005-01-01T00:00:00Z");
    await db.insert(prospectInteractions).values([
      // old and untouched since: due; recent: keeps its member from being due
      {
        memberId: ids.prospect,
        interactionSubTypeId: fixtures.interactions.subTypeId,
        raisedByUserId: "sales",
        raisedDate: old(1993),
        lastActionUserId: "sales",
        lastActionDate: old(1993),
      },
      {
        memberId: ids.contacted,
        interactionSubTypeId: fixtures.interactions.subTypeId,
        raisedByUserId: "sales",
        raisedDate: old(1993),
        lastActionUserId: "sales",
        lastActionDate: at,
      },
    ]);
  });

  const dueMembers = async (rule: string, extra = "") => {
    const response = await call("GET", `/api/retention/members?rule=${rule}&before=${before}${extra}`, {
      token: staff,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      data: { memberId: number; lastActivityOn: string }[];
      nextAfterId: number | null;
    };
  };

  it("lists lapsed members (no booking, membership or contact since) and prospects who never joined, apart", async () => {
    const lapsed = await dueMembers("lapsedMembers");
    expect(lapsed.data.map((m) => m.memberId)).toEqual([ids.lapsed, ids.lapsedNoStatus]);
    expect(lapsed.data[0].lastActivityOn).toBe("1990-06-01T00:00:00.000Z");
    expect(lapsed.nextAfterId).toBeNull();
    const prospects = await dueMembers("prospects");
    expect(prospects.data.map((m) => m.memberId)).toEqual([ids.prospect]);
    expect(prospects.data[0].lastActivityOn).toBe("1993-06-01T00:00:00.000Z");
  });

  it("pages by member id", async () => {
    const first = await dueMembers("lapsedMembers", "&limit=1");
    expect(first.data.map((m) => m.memberId)).toEqual([ids.lapsed]);
    expect(first.nextAfterId).toBe(ids.lapsed);
    const second = await dueMembers("lapsedMembers", `&limit=1&afterId=${first.nextAfterId}`);
    expect(second.data.map((m) => m.memberId)).toEqual([ids.lapsedNoStatus]);
  });

  it("leaves out a member once erased, so a resumed run never meets them again", async () => {
    const erased = await createMember({ createdOn: old(1994), statusId: statusIds.expired });
    expect((await dueMembers("lapsedMembers")).data.map((m) => m.memberId)).toContain(erased);
    const response = await call("POST", `/api/members/${erased}/erasure`, { token: await memberToken(erased) });
    expect(response.status).toBe(200);
    expect((await dueMembers("lapsedMembers")).data.map((m) => m.memberId)).not.toContain(erased);
    const activity = await call("GET", `/api/retention/members/${erased}`, { token: staff });
    expect(await activity.json()).toMatchObject({ memberId: erased, erased: true, prospect: false });
  });

  it("reads one member's last activity (an open membership counts as now)", async () => {
    const response = await call("GET", `/api/retention/members/${ids.booked}`, { token: staff });
    expect(await response.json()).toEqual({
      memberId: ids.booked,
      prospect: false,
      erased: false,
      lastActivityOn: "2001-03-01T10:00:00.000Z",
      active: false,
    });
    const open = await (await call("GET", `/api/retention/members/${ids.openMembership}`, { token: staff })).json();
    expect(Date.parse(open.lastActivityOn)).toBeGreaterThan(Date.now() - 60_000);
    expect(open.active).toBe(true);
    // a membership running until 2099, or a booking to come: active now, so no rule can find them due yet
    for (const id of [ids.longMembership, ids.bookingToCome])
      expect(await (await call("GET", `/api/retention/members/${id}`, { token: staff })).json()).toMatchObject({
        memberId: id,
        active: true,
      });
    await expectText(
      await call("GET", "/api/retention/members/999999999", { token: staff }),
      404,
      "Member with ID 999999999 does not exist",
    );
  });

  it("lists and deletes the prospect interactions last acted on before the period, a batch at a time", async () => {
    const listed = await call("GET", `/api/retention/prospect-interactions?before=${before}`, { token: staff });
    const page = await listed.json();
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ memberId: ids.prospect, lastActionDate: "1993-06-01T00:00:00.000Z" });
    const removed = await call("DELETE", `/api/retention/prospect-interactions?before=${before}&limit=10`, {
      token: staff,
    });
    expect(await removed.json()).toEqual({ removed: 1, lastId: page.data[0].id });
    const again = await call("DELETE", `/api/retention/prospect-interactions?before=${before}`, { token: staff });
    expect(await again.json()).toEqual({ removed: 0, lastId: null });
    const db = await database();
    expect(
      await db.select().from(prospectInteractions).where(eq(prospectInteractions.memberId, ids.contacted)),
    ).toHaveLength(1);
  });

  it("lists and deletes the door's visits made before the period, a batch at a time", async () => {
    const db = await database();
    const visitor = await createMember({ createdOn: old(1990), statusId: statusIds.full });
    await db.insert(visits).values([
      { memberId: visitor, siteId: "LEEDS", visitedAt: old(1995), method: "scan", letInBy: "retention-test" },
      { memberId: visitor, siteId: "LEEDS", visitedAt: old(1996), method: "name", letInBy: "retention-test" },
      { memberId: visitor, siteId: "LEEDS", visitedAt: new Date("2001-06-01T00:00:00Z"), method: "name", letInBy: "x" },
    ]);
    const page = await (await call("GET", `/api/retention/visits?before=${before}&limit=1`, { token: staff })).json();
    expect(page.data).toEqual([{ id: expect.any(Number), memberId: visitor, visitedAt: "1995-06-01T00:00:00.000Z" }]);
    expect(page.nextAfterId).toBe(page.data[0].id);
    const remove = async (query: string) =>
      (await call("DELETE", `/api/retention/visits?before=${before}&${query}`, { token: staff })).json();
    // from the last batch's id on: the first due visit is below afterId, so only the second goes
    expect(await remove(`afterId=${page.data[0].id}&limit=10`)).toEqual({ removed: 1, lastId: expect.any(Number) });
    expect(await db.select().from(visits).where(eq(visits.memberId, visitor))).toHaveLength(2);
    expect(await remove("limit=10")).toEqual({ removed: 1, lastId: page.data[0].id });
    expect(await remove("limit=10")).toEqual({ removed: 0, lastId: null });
    expect(await db.select().from(visits).where(eq(visits.memberId, visitor))).toHaveLength(1);
  });

  it("refuses bad input in words", async () => {
    const get = (query: string) => call("GET", `/api/retention/members?${query}`, { token: staff });
    await expectText(await get(`before=${before}`), 400, "rule must be lapsedMembers or prospects.");
    await expectText(await get("rule=prospects&before=yesterday"), 400, "before must be an ISO 8601 date-time.");
    await expectText(
      await get(`rule=prospects&before=${before}&afterId=-1`),
      400,
      "afterId must be a whole number of at most 9 digits.",
    );
    await expectText(await get(`rule=prospects&before=${before}&limit=0`), 400, "limit must be between 1 and 1000.");
    await expectText(
      await call("DELETE", `/api/retention/prospect-interactions?before=${before}&limit=1001`, { token: staff }),
      400,
      "limit must be between 1 and 1000.",
    );
  });

  it("is gated", async () => {
    await expectGate("GET", `/api/retention/members?rule=prospects&before=${before}`);
    await expectGate("GET", `/api/retention/members/${fixtures.members.guardian}`);
    await expectGate("GET", `/api/retention/prospect-interactions?before=${before}`);
    await expectGate("DELETE", `/api/retention/prospect-interactions?before=${before}`);
    await expectGate("GET", `/api/retention/visits?before=${before}`);
    await expectGate("DELETE", `/api/retention/visits?before=${before}`);
  });
});
