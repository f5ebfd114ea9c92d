import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { call, database, expectGate, expectText, fixtures, token } from "../testing";

// The first request migrates and seeds the shared database: pay that in a hook, not in a test.
beforeAll(async () => {
  await database();
});

const sales = () => token({ features: ["PROSPECTS"], sub: "sales" });
const prospect = fixtures.members.prospect as number;
const path = (memberId: number | string = prospect) => `/api/members/prospects/${memberId}/interactions`;
const required = "A valid memberId and a non-empty interactionSubTypeId are required.";
const subTypeId = fixtures.interactions.subTypeId as string;

async function create(body: unknown, memberId: number | string = prospect, auth?: string) {
  return call("POST", path(memberId), { token: auth ?? (await sales()), body });
}

const fieldOrder = [
  "id",
  "memberId",
  "interactionSubTypeId",
  "interactionTypeId",
  "interactionType",
  "details",
  "nextActionDate",
  "scheduledWith",
  "scheduledBy",
  "outcomeOfInteractionTypeId",
  "duration",
  "priority",
  "emailConfirmationType",
  "interactionStatus",
  "reminder",
  "raisedByUserId",
  "raisedDate",
  "lastActionUserId",
  "lastActionDate",
];

describe("POST /api/members/prospects/{memberId}/interactions (endpoint 9)", () => {
  it("refuses no, forged or expired tokens with 401 and a token without PROSPECTS with 403", async () => {
    await expectGate("POST", path(), { interactionSubTypeId: subTypeId });
    const foh = await token({
      products: ["FOH", "CONSUMER", "INTEGRATIONS", "ADMIN"],
      features: ["FOHGENERIC", "ONLINEBOOK", "ADMIN"],
    });
    expect((await create({ interactionSubTypeId: subTypeId }, prospect, foh)).status).toBe(403);
  });

  it("needs no product: the PROSPECTS feature alone is enough", async () => {
    expect(
      (await create({ interactionSubTypeId: subTypeId }, prospect, await token({ features: ["PROSPECTS"] }))).status,
    ).toBe(201);
  });

  it("creates with every field and answers 201 with the ProspectInteraction in the spec's field order", async () => {
    const before = Date.now();
    const response = await create({
      interactionSubTypeId: subTypeId,
      details: "Asked about family prices.",
      nextActionDate: "2026-12-01T09:30:00Z",
      scheduledWith: "sales",
      scheduledBy: "manager",
      outcomeOfInteractionTypeId: fixtures.interactions.outcomeId,
      duration: 15,
      priority: 3,
      emailConfirmationType: 7,
      interactionStatus: 1,
      reminder: 10,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(fieldOrder);
    expect(body).toMatchObject({
      memberId: prospect,
      interactionSubTypeId: subTypeId,
      interactionTypeId: "CALL",
      interactionType: 0,
      details: "Asked about family prices.",
      nextActionDate: "2026-12-01T09:30:00+00:00",
      scheduledWith: "sales",
      scheduledBy: "manager",
      outcomeOfInteractionTypeId: fixtures.interactions.outcomeId,
      duration: 15,
      priority: 3,
      emailConfirmationType: 7,
      interactionStatus: 1,
      reminder: 10,
      raisedByUserId: "sales",
      lastActionUserId: "sales",
    });
    expect(body.id).toBeGreaterThan(0);
    expect(body.raisedDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(body.lastActionDate).toBe(body.raisedDate);
    expect(Date.parse(body.raisedDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.raisedDate)).toBeLessThanOrEqual(Date.now() + 1000);

    const listed = await (await call("GET", path(), { token: await sales() })).json();
    expect(listed.find((i: { id: number }) => i.id === body.id)).toEqual(body);
  });

  it("leaves unsent fields null", async () => {
    const body = await (await create({ interactionSubTypeId: subTypeId })).json();
    for (const field of [
      "details",
      "nextActionDate",
      "scheduledWith",
      "scheduledBy",
      "outcomeOfInteractionTypeId",
      "duration",
      "priority",
      "emailConfirmationType",
      "interactionStatus",
      "reminder",
    ]) {
      expect(body[field], field).toBeNull();
    }
  });

  it("derives interactionTypeId and interactionType from the sub type: 0 call, 1 task, 2 appointment, null otherwise", async () => {
    const expected = {
      call: ["CALL", 0],
      task: ["TASK", 1],
      appointment: ["APPOINTMENT", 2],
      other: ["EMAIL", null],
    } as const;
    for (const [role, [typeId, type]] of Object.entries(expected)) {
      const response = await create({
        interactionSubTypeId: fixtures.interactions.subTypes[role],
        interactionTypeId: "TASK",
        interactionType: 1,
      });
      expect(response.status).toBe(201);
      const body = await response.json();
      expect([body.interactionTypeId, body.interactionType], role).toEqual([typeId, type]);
    }
  });

  it("stores nextActionDate as Europe/London wall clock and returns it with that date's offset", async () => {
    const cases = [
      ["2026-07-01T09:00:00Z", "2026-07-01T10:00:00+01:00", "2026-07-01 10:00:00"],
      ["2026-12-01T10:00:00+01:00", "2026-12-01T09:00:00+00:00", "2026-12-01 09:00:00"],
      ["2027-03-28T00:30:00-05:00", "2027-03-28T06:30:00+01:00", "2027-03-28 06:30:00"],
      ["1999-01-01T00:00:00.250Z", "1999-01-01T00:00:00.250+00:00", "1999-01-01 00:00:00.25"],
      // no offset sent: read as Europe/London wall clock
      ["2026-08-15T14:00:00", "2026-08-15T14:00:00+01:00", "2026-08-15 14:00:00"],
    ];
    const db = await database();
    for (const [sent, returned, stored] of cases) {
      const body = await (await create({ interactionSubTypeId: subTypeId, nextActionDate: sent })).json();
      expect(body.nextActionDate, sent).toBe(returned);
      if (/(Z|[+-]\d{2}:\d{2})$/.test(sent)) expect(Date.parse(body.nextActionDate)).toBe(Date.parse(sent));
      const result = await db.execute(
        sql`SELECT next_action_date::text AS v FROM prospect_interactions WHERE id = ${body.id}`,
      );
      expect((result as unknown as { rows: { v: string }[] }).rows[0].v).toBe(stored);
    }
  });

  it("does not compare the token's member with memberId and does not require prospect status", async () => {
    const other = await token({ features: ["PROSPECTS"], memberId: fixtures.members.guardian, sub: "manager" });
    const response = await create({ interactionSubTypeId: subTypeId }, fixtures.members.unlinked, other);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ memberId: fixtures.members.unlinked, raisedByUserId: "manager" });
  });

  it("accepts the limits' boundaries", async () => {
    for (const body of [
      { duration: 5, reminder: -1, priority: 1, interactionStatus: 1 },
      { duration: 30, reminder: 0, priority: 2, interactionStatus: 2 },
      { reminder: 30, priority: 3, interactionStatus: 3 },
      { interactionStatus: 4, details: "x".repeat(4000), scheduledWith: "s".repeat(15), scheduledBy: "b".repeat(15) },
    ]) {
      expect(
        (await create({ interactionSubTypeId: subTypeId, ...body })).status,
        JSON.stringify(body).slice(0, 80),
      ).toBe(201);
    }
  });

  describe("400 A valid memberId and a non-empty interactionSubTypeId are required.", () => {
    it("memberId not positive or not a number", async () => {
      for (const memberId of ["0", "-1", "abc", "1.5", "99999999999"]) {
        await expectText(await create({ interactionSubTypeId: subTypeId }, memberId), 400, required);
      }
    });
    it("body missing, not an object or malformed JSON", async () => {
      const auth = await sales();
      await expectText(await call("POST", path(), { token: auth }), 400, required);
      await expectText(await call("POST", path(), { token: auth, rawBody: "[]" }), 400, required);
      await expectText(await call("POST", path(), { token: auth, rawBody: "null" }), 400, required);
      await expectText(await call("POST", path(), { token: auth, rawBody: "{not json" }), 400, required);
    });
    it("sub type missing, null, empty or whitespace", async () => {
      for (const body of [
        {},
        { interactionSubTypeId: null },
        { interactionSubTypeId: "" },
        { interactionSubTypeId: "   " },
        { details: "x" },
      ]) {
        await expectText(await create(body), 400, required);
      }
    });
    it("comes before every other check", async () => {
      await expectText(
        await create({ interactionSubTypeId: " ", duration: 1 }, fixtures.unknownMemberId),
        400,
        required,
      );
      await expectText(await create({ duration: 1 }, 0), 400, required);
    });
  });

  describe("400 limits, all before lookups", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ duration: 4 }, "duration must be between 5 and 30 minutes."],
      [{ duration: 31 }, "duration must be between 5 and 30 minutes."],
      [{ reminder: -2 }, "reminder must be -1 (none) or between 0 and 30 minutes."],
      [{ reminder: 31 }, "reminder must be -1 (none) or between 0 and 30 minutes."],
      [{ details: "x".repeat(4001) }, "details must be 4000 characters or fewer."],
      [{ scheduledWith: "s".repeat(16) }, "scheduledWith must be 15 characters or fewer."],
      [{ scheduledBy: "b".repeat(16) }, "scheduledBy must be 15 characters or fewer."],
      [{ interactionSubTypeId: "X".repeat(16) }, "interactionSubTypeId must be 15 characters or fewer."],
      [{ priority: 0 }, "priority must be 1 (low), 2 (medium) or 3 (high)."],
      [{ priority: 4 }, "priority must be 1 (low), 2 (medium) or 3 (high)."],
      [{ interactionStatus: 0 }, "interactionStatus must be between 1 and 4."],
      [{ interactionStatus: 5 }, "interactionStatus must be between 1 and 4."],
    ];
    it.each(cases)("%j", async (fields, message) => {
      await expectText(await create({ interactionSubTypeId: subTypeId, ...fields }), 400, message);
    });

    it("reports the first breach in the order duration, reminder, details, scheduledWith, scheduledBy, interactionSubTypeId, priority, interactionStatus", async () => {
      const all: Record<string, unknown> = {
        duration: 31,
        reminder: 31,
        details: "x".repeat(4001),
        scheduledWith: "s".repeat(16),
        scheduledBy: "b".repeat(16),
        interactionSubTypeId: "X".repeat(16),
        priority: 9,
        interactionStatus: 9,
      };
      const order = [
        "duration",
        "reminder",
        "details",
        "scheduledWith",
        "scheduledBy",
        "interactionSubTypeId",
        "priority",
        "interactionStatus",
      ];
      for (const field of order) {
        const response = await create(all, fixtures.unknownMemberId);
        expect(response.status).toBe(400);
        expect(await response.text()).toMatch(new RegExp(`^${field} must be`));
        all[field] = field === "interactionSubTypeId" ? "NOPE" : null;
      }
      // with every limit met, the lookups run: the unknown member is the first 422
      await expectText(
        await create(all, fixtures.unknownMemberId),
        422,
        `Member ${fixtures.unknownMemberId} does not exist.`,
      );
    });

    it("answers wrong JSON types with a 400 naming the field", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ duration: "10" }, "duration must be an integer."],
        [{ duration: 10.5 }, "duration must be an integer."],
        [{ priority: true }, "priority must be an integer."],
        [{ outcomeOfInteractionTypeId: "1" }, "outcomeOfInteractionTypeId must be an integer."],
        [{ emailConfirmationType: 3_000_000_000 }, "emailConfirmationType must be an integer."],
        [{ details: 5 }, "details must be a string."],
        [{ scheduledWith: ["sales"] }, "scheduledWith must be a string."],
        [{ nextActionDate: 20260101 }, "nextActionDate must be a string."],
        [{ nextActionDate: "tomorrow" }, "nextActionDate must be an ISO 8601 date-time."],
        [{ nextActionDate: "2026-02-30T10:00:00Z" }, "nextActionDate must be an ISO 8601 date-time."],
      ];
      for (const [fields, message] of cases) {
        await expectText(await create({ interactionSubTypeId: subTypeId, ...fields }), 400, message);
      }
      await expectText(await create({ interactionSubTypeId: 42 }), 400, "interactionSubTypeId must be a string.");
    });
  });

  describe("422, first problem found", () => {
    it("Member {memberId} does not exist.", async () => {
      await expectText(
        await create({ interactionSubTypeId: "NOPE", outcomeOfInteractionTypeId: 999999 }, fixtures.unknownMemberId),
        422,
        `Member ${fixtures.unknownMemberId} does not exist.`,
      );
    });
    it("Interaction sub type '{id}' does not exist.", async () => {
      await expectText(
        await create({ interactionSubTypeId: "NOPE", outcomeOfInteractionTypeId: 999999 }),
        422,
        "Interaction sub type 'NOPE' does not exist.",
      );
    });
    it("Interaction outcome {id} does not exist.", async () => {
      await expectText(
        await create({ interactionSubTypeId: subTypeId, outcomeOfInteractionTypeId: 999999 }),
        422,
        "Interaction outcome 999999 does not exist.",
      );
    });
    it("Interaction outcome {id} is not valid for interaction sub type '{id}'.", async () => {
      const foreign = fixtures.interactions.foreignOutcomeId;
      await expectText(
        await create({ interactionSubTypeId: subTypeId, outcomeOfInteractionTypeId: foreign }),
        422,
        `Interaction outcome ${foreign} is not valid for interaction sub type '${subTypeId}'.`,
      );
    });
    it("creates nothing when a check fails", async () => {
      const before = await (await call("GET", path(), { token: await sales() })).json();
      await create({
        interactionSubTypeId: subTypeId,
        outcomeOfInteractionTypeId: fixtures.interactions.foreignOutcomeId,
      });
      const after = await (await call("GET", path(), { token: await sales() })).json();
      expect(after.length).toBe(before.length);
    });
  });
});
