import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectGate, expectText, fixtures, token } from "../testing";
import { newMember, utcDay } from "./arrange";

// The platform migrates and seeds on first use: do it within the hook timeout, not a test's.
beforeAll(async () => {
  await database();
});

const nonMember = (query: string) => `/api/members/bookings-restrictions${query}`;
const forMember = (memberId: number, query: string) => `/api/members/${memberId}/bookings-restrictions${query}`;
let staff: string;

beforeAll(async () => {
  staff = await token({ products: ["FOH"], features: ["FOHGENERIC"] });
});

describe("GET /api/members/bookings-restrictions (non-member)", () => {
  it("lets a non-member book an activity with no restriction", async () => {
    const response = await call("GET", nonMember(`?activityId=${fixtures.activities.unrestricted}`), { token: staff });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      memberAbleToProceed: true,
      activityId: fixtures.activities.unrestricted,
      isActivityRestricted: false,
      restrictions: [
        { type: "Non member does not have any status", memberAbleToProceed: true },
        { type: "Membership Restriction", memberAbleToProceed: true },
      ],
    });
    expect(Object.keys(body)).toEqual(["memberAbleToProceed", "activityId", "isActivityRestricted", "restrictions"]);
  });

  it("treats a restriction naming no subscription types as passed", async () => {
    const body = await (
      await call("GET", nonMember(`?activityId=${fixtures.activities.restrictedNoSubscriptions}`), { token: staff })
    ).json();
    expect(body).toMatchObject({ memberAbleToProceed: true, isActivityRestricted: false });
    expect(body.restrictions[1]).toEqual({ type: "Membership Restriction", memberAbleToProceed: true });
  });

  it("fails a restriction naming subscription types, and isActivityRestricted is its inverse", async () => {
    const body = await (
      await call("GET", nonMember(`?activityId=${fixtures.activities.restrictedToSubscriptions}`), { token: staff })
    ).json();
    expect(body).toEqual({
      memberAbleToProceed: false,
      activityId: fixtures.activities.restrictedToSubscriptions,
      isActivityRestricted: true,
      restrictions: [
        { type: "Non member does not have any status", memberAbleToProceed: true },
        { type: "Membership Restriction", memberAbleToProceed: false },
      ],
    });
  });

  it("answers 400 for a missing or empty activityId, then for an unknown one", async () => {
    const missing = "No booking membership restrictions activity id provided.";
    await expectText(await call("GET", nonMember(""), { token: staff }), 400, missing);
    await expectText(await call("GET", nonMember("?activityId="), { token: staff }), 400, missing);
    await expectText(
      await call("GET", nonMember("?activityId=NOSUCH"), { token: staff }),
      400,
      "No activity found for the following activity Id: NOSUCH.",
    );
  });

  it("accepts the listed products and features and refuses others", async () => {
    await expectGate("GET", nonMember(`?activityId=${fixtures.activities.unrestricted}`));
    for (const claims of [{ products: ["CONSUMER"] }, { features: ["ONLINEBOOK"] }, { features: ["ONLINEJOIN"] }]) {
      expect(
        (
          await call("GET", nonMember(`?activityId=${fixtures.activities.unrestricted}`), {
            token: await token(claims),
          })
        ).status,
      ).toBe(200);
    }
  });
});

describe("GET /api/members/{memberId}/bookings-restrictions", () => {
  const as = (memberId: number) => token({ products: ["CONSUMER"], features: ["ONLINEBOOK"], memberId });

  async function memberWith(subscriptions: { type: string; start: string; end: string | null }[]) {
    const memberId = await newMember();
    const db = await database();
    for (const s of subscriptions) {
      await db.execute(
        sql`INSERT INTO member_subscriptions (member_id, subscription_type_id, start_date, end_date) VALUES (${memberId}, ${s.type}, ${s.start}::date, ${s.end}::date)`,
      );
    }
    return memberId;
  }

  it("passes a member holding a current subscription of a named type; isActivityRestricted says a restriction is configured", async () => {
    const memberId = await memberWith([{ type: "SWIM", start: "2020-01-01", end: null }]);
    const response = await call(
      "GET",
      forMember(memberId, `?activityId=${fixtures.activities.restrictedToSubscriptions}`),
      { token: await as(memberId) },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      memberAbleToProceed: true,
      activityId: fixtures.activities.restrictedToSubscriptions,
      isActivityRestricted: true,
      restrictions: [{ type: "Membership Restriction", memberAbleToProceed: true }],
    });
    expect(Object.keys(body)).toEqual(["memberAbleToProceed", "activityId", "isActivityRestricted", "restrictions"]);
  });

  it("counts a subscription current on its first and last day (UTC) and not before it starts or after it ends", async () => {
    const activity = `?activityId=${fixtures.activities.restrictedToSubscriptions}`;
    const cases: [{ type: string; start: string; end: string | null }[], boolean][] = [
      [[{ type: "ALLIN", start: utcDay(0), end: utcDay(0) }], true],
      [[{ type: "SWIM", start: utcDay(1), end: null }], false],
      [[{ type: "SWIM", start: "2020-01-01", end: utcDay(-1) }], false],
      [[{ type: "GYM", start: "2020-01-01", end: null }], false],
      [[], false],
    ];
    for (const [subscriptions, able] of cases) {
      const memberId = await memberWith(subscriptions);
      const body = await (await call("GET", forMember(memberId, activity), { token: await as(memberId) })).json();
      expect(body.memberAbleToProceed, JSON.stringify(subscriptions)).toBe(able);
      expect(body.restrictions).toEqual([{ type: "Membership Restriction", memberAbleToProceed: able }]);
      expect(body.isActivityRestricted).toBe(true);
    }
  });

  it("passes anyone where no restriction or one naming no types is configured", async () => {
    const memberId = await memberWith([]);
    const open = await (
      await call("GET", forMember(memberId, `?activityId=${fixtures.activities.unrestricted}`), {
        token: await as(memberId),
      })
    ).json();
    expect(open).toMatchObject({ memberAbleToProceed: true, isActivityRestricted: false });
    const named = await (
      await call("GET", forMember(memberId, `?activityId=${fixtures.activities.restrictedNoSubscriptions}`), {
        token: await as(memberId),
      })
    ).json();
    expect(named).toMatchObject({ memberAbleToProceed: true, isActivityRestricted: true });
  });

  it("answers the fixture guardian through a token of the linked dependant", async () => {
    const body = await (
      await call(
        "GET",
        forMember(fixtures.members.guardian, `?activityId=${fixtures.activities.restrictedToSubscriptions}`),
        { token: await as(fixtures.members.dependant) },
      )
    ).json();
    expect(body.memberAbleToProceed).toBe(true);
  });

  it("answers 404 for an unknown member, then the non-member form's 400s", async () => {
    const unknown = fixtures.unknownMemberId;
    await expectText(
      await call("GET", forMember(unknown, ""), { token: await as(unknown) }),
      404,
      `Member with ID ${unknown} does not exist`,
    );
    const memberId = fixtures.members.guardian;
    await expectText(
      await call("GET", forMember(memberId, ""), { token: await as(memberId) }),
      400,
      "No booking membership restrictions activity id provided.",
    );
    await expectText(
      await call("GET", forMember(memberId, "?activityId="), { token: await as(memberId) }),
      400,
      "No booking membership restrictions activity id provided.",
    );
    await expectText(
      await call("GET", forMember(memberId, "?activityId=NOSUCH"), { token: await as(memberId) }),
      400,
      "No activity found for the following activity Id: NOSUCH.",
    );
  });

  it("is member-scoped and gated like the non-member form", async () => {
    const path = forMember(fixtures.members.guardian, `?activityId=${fixtures.activities.unrestricted}`);
    await expectGate("GET", path);
    await expectText(
      await call("GET", path, { token: await as(fixtures.members.unlinked) }),
      403,
      "The given member ID does not belong to the logged in member.",
    );
    await expectText(
      await call("GET", path, { token: staff }),
      403,
      "The given member ID does not belong to the logged in member.",
    );
  });
});
