import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectGate, expectText, fixtures, token } from "../testing";

// The first request migrates and seeds the shared database: pay that in a hook, not in a test.
beforeAll(async () => {
  await database();
});

const sales = () => token({ features: ["PROSPECTS"], sub: "sales" });
const get = async (path: string) => call("GET", path, { token: await sales() });

describe("interaction lookups (related to endpoint 9)", () => {
  it("refuse no, forged or expired tokens with 401 and a token without PROSPECTS with 403", async () => {
    await expectGate("GET", "/api/configuration/interaction-types");
    await expectGate("GET", "/api/configuration/interaction-types/CALL/sub-types");
    await expectGate("GET", "/api/configuration/interaction-types/CALL/outcomes");
  });

  it("GET /api/configuration/interaction-types lists the types with their interactionType enum", async () => {
    const response = await get("/api/configuration/interaction-types");
    expect(response.status).toBe(200);
    const types: { id: string; description: string; interactionType: number | null }[] = await response.json();
    for (const type of types) expect(Object.keys(type)).toEqual(["id", "description", "interactionType"]);
    const byId = Object.fromEntries(types.map((t) => [t.id, t.interactionType]));
    expect(byId).toMatchObject({ CALL: 0, TASK: 1, APPOINTMENT: 2 });
    expect(types.some((t) => t.interactionType === null)).toBe(true);
  });

  it("sub types of a type: each fixture sub type is listed under its type", async () => {
    const expected = { call: "CALL", task: "TASK", appointment: "APPOINTMENT", other: "EMAIL" } as const;
    for (const [role, typeId] of Object.entries(expected)) {
      const response = await get(`/api/configuration/interaction-types/${typeId}/sub-types`);
      expect(response.status).toBe(200);
      const subTypes: { id: string; description: string; interactionTypeId: string }[] = await response.json();
      for (const s of subTypes) {
        expect(Object.keys(s)).toEqual(["id", "description", "interactionTypeId"]);
        expect(s.interactionTypeId).toBe(typeId);
      }
      expect(subTypes.map((s) => s.id)).toContain(fixtures.interactions.subTypes[role]);
    }
  });

  it("outcomes of a type: the fixture outcome under CALL, the foreign one elsewhere", async () => {
    const call: { id: number; description: string; interactionTypeId: string }[] = await (
      await get("/api/configuration/interaction-types/CALL/outcomes")
    ).json();
    for (const o of call) expect(Object.keys(o)).toEqual(["id", "description", "interactionTypeId"]);
    expect(call.map((o) => o.id)).toContain(fixtures.interactions.outcomeId);
    expect(call.map((o) => o.id)).not.toContain(fixtures.interactions.foreignOutcomeId);
    expect(call.every((o) => o.interactionTypeId === "CALL")).toBe(true);
  });

  it("answers 404 plain text for an unknown type; the type id matches case-insensitively", async () => {
    await expectText(
      await get("/api/configuration/interaction-types/NOPE/sub-types"),
      404,
      "Interaction type 'NOPE' does not exist.",
    );
    await expectText(
      await get("/api/configuration/interaction-types/NOPE/outcomes"),
      404,
      "Interaction type 'NOPE' does not exist.",
    );
    expect((await get("/api/configuration/interaction-types/call/outcomes")).status).toBe(200);
  });
});
