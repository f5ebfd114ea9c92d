import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectGate, expectText, fixtures, token } from "../testing";

// The first request migrates and seeds the shared database: pay that in a hook, not in a test.
beforeAll(async () => {
  await database();
});

const get = async (query: string) =>
  call("GET", `/api/prospects/members${query}`, { token: await token({ features: ["PROSPECTS"] }) });

describe("GET /api/prospects/members (board extension)", () => {
  it("refuses no, forged or expired tokens with 401 and a token without PROSPECTS with 403", async () => {
    await expectGate("GET", "/api/prospects/members?search=Bennett");
  });

  it("finds prospects by name prefix, full name or id, and never other members", async () => {
    const chloe = { memberId: fixtures.members.prospect, firstName: "Chloe", lastName: "Bennett", status: "PROSPECT" };
    for (const search of ["benn", "Chloe B", String(fixtures.members.prospect)]) {
      const response = await get(`?search=${encodeURIComponent(search)}`);
      expect(response.status).toBe(200);
      expect(await response.json(), search).toContainEqual(chloe);
    }
    expect(await (await get("?search=Marsh")).json()).toEqual([]); // the guardian is a full member
    const first = await (await get("?limit=5")).json();
    expect(first).toHaveLength(5);
    expect(first.every((m: { status: string }) => m.status === "PROSPECT")).toBe(true);
  });

  it("400 for a bad limit", async () => {
    await expectText(await get("?limit=0"), 400, "limit must be between 1 and 50.");
    await expectText(await get("?limit=51"), 400, "limit must be between 1 and 50.");
  });
});
