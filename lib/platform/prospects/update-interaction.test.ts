import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectEmpty, expectGate, expectText, fixtures, token } from "../testing";

// The first request migrates and seeds the shared database: pay that in a hook, not in a test.
beforeAll(async () => {
  await database();
});

const sales = () => token({ features: ["PROSPECTS"], sub: "sales" });
const manager = () => token({ features: ["PROSPECTS"], sub: "manager" });
const prospect = fixtures.members.prospect as number;
const { subTypeId, outcomeId, foreignOutcomeId, subTypes } = fixtures.interactions as {
  subTypeId: string;
  outcomeId: number;
  foreignOutcomeId: number;
  subTypes: Record<string, string>;
};
const required = "A valid memberId and request body are required.";

async function createInteraction(fields: Record<string, unknown> = {}, memberId = prospect) {
  const response = await call("POST", `/api/members/prospects/${memberId}/interactions`, {
    token: await sales(),
    body: {
      interactionSubTypeId: subTypeId,
      details: "First call",
      nextActionDate: "2026-12-01T09:00:00Z",
      scheduledWith: "sales",
      scheduledBy: "sales",
      outcomeOfInteractionTypeId: outcomeId,
      duration: 10,
      priority: 2,
      emailConfirmationType: 1,
      interactionStatus: 1,
      reminder: 15,
      ...fields,
    },
  });
  expect(response.status).toBe(201);
  return response.json();
}

async function read(memberId: number, id: number) {
  const list = await (
    await call("GET", `/api/members/prospects/${memberId}/interactions`, { token: await sales() })
  ).json();
  return list.find((i: { id: number }) => i.id === id);
}

const put = async (memberId: number | string, id: number | string, body: unknown, auth?: string) =>
  call("PUT", `/api/members/prospects/${memberId}/interactions/${id}`, { token: auth ?? (await manager()), body });

describe("PUT /api/members/prospects/{memberId}/interactions/{id} (endpoint 10)", () => {
  it("refuses no, forged or expired tokens with 401 and a token without PROSPECTS with 403", async () => {
    const created = await createInteraction();
    await expectGate("PUT", `/api/members/prospects/${prospect}/interactions/${created.id}`, { priority: 3 });
    const foh = await token({
      products: ["FOH", "CONSUMER", "INTEGRATIONS", "ADMIN"],
      features: ["FOHGENERIC", "ONLINEBOOK", "ADMIN"],
    });
    expect((await put(prospect, created.id, { priority: 3 }, foh)).status).toBe(403);
  });

  it("answers 204 with an empty body; omitted and null fields keep their value; audit fields are re-stamped", async () => {
    const created = await createInteraction();
    await new Promise((r) => setTimeout(r, 5));
    const other = await token({ features: ["PROSPECTS"], sub: "manager", memberId: fixtures.members.guardian });
    await expectEmpty(
      await put(prospect, created.id, { priority: 3, details: null, duration: null, nextActionDate: null }, other),
      204,
    );
    const after = await read(prospect, created.id);
    expect(after).toEqual({
      ...created,
      priority: 3,
      lastActionUserId: "manager",
      lastActionDate: after.lastActionDate,
    });
    expect(after.raisedByUserId).toBe("sales");
    expect(after.raisedDate).toBe(created.raisedDate);
    expect(Date.parse(after.lastActionDate)).toBeGreaterThan(Date.parse(created.lastActionDate));
  });

  it("writes every field sent, with the interaction type following a new sub type", async () => {
    const created = await createInteraction({ outcomeOfInteractionTypeId: null });
    await expectEmpty(
      await put(prospect, created.id, {
        interactionSubTypeId: subTypes.appointment,
        details: "Tour booked",
        nextActionDate: "2026-07-01T17:00:00+02:00",
        scheduledWith: "manager",
        scheduledBy: "manager",
        duration: 30,
        priority: 1,
        emailConfirmationType: 2,
        interactionStatus: 4,
        reminder: 0,
      }),
      204,
    );
    expect(await read(prospect, created.id)).toMatchObject({
      interactionSubTypeId: subTypes.appointment,
      interactionTypeId: "APPOINTMENT",
      interactionType: 2,
      details: "Tour booked",
      nextActionDate: "2026-07-01T16:00:00+01:00",
      scheduledWith: "manager",
      scheduledBy: "manager",
      outcomeOfInteractionTypeId: null,
      duration: 30,
      priority: 1,
      emailConfirmationType: 2,
      interactionStatus: 4,
      reminder: 0,
    });
  });

  it("cannot clear text: empty or whitespace text keeps the stored value; reminder -1 turns it off", async () => {
    const created = await createInteraction();
    await expectEmpty(
      await put(prospect, created.id, {
        details: "",
        scheduledWith: "  ",
        scheduledBy: "",
        nextActionDate: "",
        reminder: -1,
      }),
      204,
    );
    expect(await read(prospect, created.id)).toMatchObject({
      details: "First call",
      scheduledWith: "sales",
      scheduledBy: "sales",
      nextActionDate: created.nextActionDate,
      reminder: -1,
    });
  });

  it("accepts any interactionStatus 1 to 4 with no cross-check against nextActionDate or outcome", async () => {
    const created = await createInteraction({
      nextActionDate: "2000-01-01T00:00:00Z",
      outcomeOfInteractionTypeId: null,
    });
    for (const status of [2, 3, 4, 1]) {
      await expectEmpty(await put(prospect, created.id, { interactionStatus: status }), 204);
      expect((await read(prospect, created.id)).interactionStatus).toBe(status);
    }
  });

  it("matches the sub type id case-insensitively and stores the configured id", async () => {
    const created = await createInteraction();
    await expectEmpty(await put(prospect, created.id, { interactionSubTypeId: subTypeId.toLowerCase() }), 204);
    expect((await read(prospect, created.id)).interactionSubTypeId).toBe(subTypeId);
  });

  describe("400", () => {
    it("A valid memberId and request body are required.", async () => {
      const created = await createInteraction();
      const auth = await manager();
      for (const memberId of ["0", "-5", "abc"])
        await expectText(await put(memberId, created.id, { priority: 1 }), 400, required);
      const url = `/api/members/prospects/${prospect}/interactions/${created.id}`;
      await expectText(await call("PUT", url, { token: auth }), 400, required);
      await expectText(await call("PUT", url, { token: auth, rawBody: "{oops" }), 400, required);
      await expectText(await call("PUT", url, { token: auth, rawBody: "[1]" }), 400, required);
      await expectText(await call("PUT", url, { token: auth, rawBody: '"text"' }), 400, required);
    });

    it("interactionSubTypeId, when supplied, must be a non-empty value.", async () => {
      const created = await createInteraction();
      for (const value of ["", "   "]) {
        await expectText(
          await put(prospect, created.id, { interactionSubTypeId: value }),
          400,
          "interactionSubTypeId, when supplied, must be a non-empty value.",
        );
      }
      await expectText(
        await put(prospect, created.id, { interactionSubTypeId: 7 }),
        400,
        "interactionSubTypeId must be a string.",
      );
    });

    it("the limit messages of creation, in the same order, before any lookup", async () => {
      const all: Record<string, unknown> = {
        duration: 4,
        reminder: -3,
        details: "x".repeat(4001),
        scheduledWith: "s".repeat(16),
        scheduledBy: "b".repeat(16),
        interactionSubTypeId: "X".repeat(16),
        priority: 0,
        interactionStatus: 7,
      };
      const messages = [
        "duration must be between 5 and 30 minutes.",
        "reminder must be -1 (none) or between 0 and 30 minutes.",
        "details must be 4000 characters or fewer.",
        "scheduledWith must be 15 characters or fewer.",
        "scheduledBy must be 15 characters or fewer.",
        "interactionSubTypeId must be 15 characters or fewer.",
        "priority must be 1 (low), 2 (medium) or 3 (high).",
        "interactionStatus must be between 1 and 4.",
      ];
      const fields = Object.keys(all);
      for (let i = 0; i < fields.length; i++) {
        await expectText(await put(fixtures.unknownMemberId, 999999, all), 400, messages[i]);
        delete all[fields[i]];
      }
      await expectText(
        await put(fixtures.unknownMemberId, 999999, all),
        422,
        `Member ${fixtures.unknownMemberId} does not exist.`,
      );
    });

    it("wrong JSON types", async () => {
      const created = await createInteraction();
      await expectText(await put(prospect, created.id, { duration: "20" }), 400, "duration must be an integer.");
      await expectText(await put(prospect, created.id, { details: {} }), 400, "details must be a string.");
      await expectText(
        await put(prospect, created.id, { nextActionDate: "next week" }),
        400,
        "nextActionDate must be an ISO 8601 date-time.",
      );
    });
  });

  describe("422 and 404", () => {
    it("a missing member is 422, checked before the interaction", async () => {
      await expectText(
        await put(fixtures.unknownMemberId, 999999, { priority: 1 }),
        422,
        `Member ${fixtures.unknownMemberId} does not exist.`,
      );
    });

    it("404 Interaction {id} was not found for member {memberId}.", async () => {
      await expectText(
        await put(prospect, 99999999, { priority: 1 }),
        404,
        `Interaction 99999999 was not found for member ${prospect}.`,
      );
      await expectText(
        await put(prospect, "abc", { priority: 1 }),
        404,
        `Interaction abc was not found for member ${prospect}.`,
      );
      // an existing interaction of another member
      const elsewhere = await createInteraction({}, fixtures.members.unlinked);
      await expectText(
        await put(prospect, elsewhere.id, { priority: 1 }),
        404,
        `Interaction ${elsewhere.id} was not found for member ${prospect}.`,
      );
    });

    it("404 comes before the reference checks", async () => {
      await expectText(
        await put(prospect, 99999999, { interactionSubTypeId: "NOPE" }),
        404,
        `Interaction 99999999 was not found for member ${prospect}.`,
      );
    });

    it("Interaction sub type '{id}' does not exist.", async () => {
      const created = await createInteraction();
      await expectText(
        await put(prospect, created.id, { interactionSubTypeId: "NOPE", outcomeOfInteractionTypeId: 999999 }),
        422,
        "Interaction sub type 'NOPE' does not exist.",
      );
    });

    it("Interaction outcome {id} does not exist.", async () => {
      const created = await createInteraction();
      await expectText(
        await put(prospect, created.id, { outcomeOfInteractionTypeId: 999999 }),
        422,
        "Interaction outcome 999999 does not exist.",
      );
    });

    it("the outcome is cross-checked on the merged record: a new sub type against the stored outcome names the merged sub type", async () => {
      const created = await createInteraction({ outcomeOfInteractionTypeId: outcomeId });
      await expectText(
        await put(prospect, created.id, { interactionSubTypeId: subTypes.task }),
        422,
        `Interaction outcome ${outcomeId} is not valid for interaction sub type '${subTypes.task}'.`,
      );
      // a new outcome against the stored sub type
      await expectText(
        await put(prospect, created.id, { outcomeOfInteractionTypeId: foreignOutcomeId }),
        422,
        `Interaction outcome ${foreignOutcomeId} is not valid for interaction sub type '${subTypeId}'.`,
      );
      // both changed together are valid: the foreign outcome belongs to the task type
      await expectEmpty(
        await put(prospect, created.id, {
          interactionSubTypeId: subTypes.task,
          outcomeOfInteractionTypeId: foreignOutcomeId,
        }),
        204,
      );
      expect(await read(prospect, created.id)).toMatchObject({
        interactionSubTypeId: subTypes.task,
        interactionType: 1,
        outcomeOfInteractionTypeId: foreignOutcomeId,
      });
    });

    it("writes nothing when a check fails", async () => {
      const created = await createInteraction();
      await put(prospect, created.id, { priority: 3, outcomeOfInteractionTypeId: foreignOutcomeId });
      expect(await read(prospect, created.id)).toEqual(created);
    });
  });
});
