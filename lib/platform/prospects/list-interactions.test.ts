import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectEmpty, expectGate, expectText, fixtures, token } from "../testing";

// The first request migrates and seeds the shared database: pay that in a hook, not in a test.
beforeAll(async () => {
  await database();
});

const sales = () => token({ features: ["PROSPECTS"], sub: "sales" });
const subTypeId = fixtures.interactions.subTypeId as string;
const list = (memberId: number | string, query = "") => `/api/members/prospects/${memberId}/interactions${query}`;

async function createInteraction(memberId: number, fields: Record<string, unknown> = {}) {
  const response = await call("POST", list(memberId), {
    token: await sales(),
    body: { interactionSubTypeId: subTypeId, ...fields },
  });
  expect(response.status).toBe(201);
  return response.json();
}

async function get(memberId: number | string, query = "") {
  return call("GET", list(memberId, query), { token: await sales() });
}

describe("GET /api/members/prospects/{memberId}/interactions (related to endpoint 9)", () => {
  // A member with no seeded interactions; the test compares only what it adds.
  const memberId = fixtures.members.noHistory as number;

  it("refuses no, forged or expired tokens with 401 and a token without PROSPECTS with 403", async () => {
    await expectGate("GET", list(memberId));
  });

  it("answers an array of ProspectInteraction in creation order; status filters; unset status never appears in a filtered read", async () => {
    const before: { id: number }[] = await (await get(memberId)).json();
    const active = await createInteraction(memberId, { interactionStatus: 1 });
    const completed = await createInteraction(memberId, { interactionStatus: 2 });
    const unset = await createInteraction(memberId);
    const overdue = await createInteraction(memberId, { interactionStatus: 3 });
    const unassigned = await createInteraction(memberId, { interactionStatus: 4 });

    const response = await get(memberId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const all = await response.json();
    expect(all.slice(before.length)).toEqual([active, completed, unset, overdue, unassigned]);
    expect(all.map((i: { id: number }) => i.id)).toEqual(
      [...all.map((i: { id: number }) => i.id)].sort((a, b) => a - b),
    );
    expect(all.every((i: { memberId: number }) => i.memberId === memberId)).toBe(true);

    const ids = (items: { id: number }[]) => items.map((i) => i.id);
    const mine = new Set([active.id, completed.id, unset.id, overdue.id, unassigned.id]);
    for (const [status, expected] of [
      [1, active],
      [2, completed],
      [3, overdue],
      [4, unassigned],
    ] as const) {
      const filtered: { id: number; interactionStatus: number }[] = await (
        await get(memberId, `?status=${status}`)
      ).json();
      expect(filtered.every((i) => i.interactionStatus === status)).toBe(true);
      expect(ids(filtered).filter((id) => mine.has(id))).toEqual([expected.id]);
    }
  });

  it("answers an empty array for a member with no interactions", async () => {
    const response = await get(fixtures.members.staffCreated);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it("400 for a bad memberId or status; 422 for an unknown member", async () => {
    await expectText(await get(0), 400, "A valid memberId is required.");
    await expectText(await get("abc"), 400, "A valid memberId is required.");
    expect((await get(memberId, "?status=")).status).toBe(200);
    for (const status of ["0", "5", "abc", "1.0"])
      await expectText(await get(memberId, `?status=${status}`), 400, "status must be between 1 and 4.");
    await expectText(await get(fixtures.unknownMemberId), 422, `Member ${fixtures.unknownMemberId} does not exist.`);
    await expectText(await get(fixtures.unknownMemberId, "?status=9"), 400, "status must be between 1 and 4.");
  });
});

describe("DELETE /api/members/prospects/{memberId}/interactions/{id} (related to endpoint 9)", () => {
  const memberId = fixtures.members.prospect as number;
  const del = async (member: number | string, id: number | string) =>
    call("DELETE", `${list(member)}/${id}`, { token: await sales() });

  it("refuses no, forged or expired tokens with 401 and a token without PROSPECTS with 403", async () => {
    const created = await createInteraction(memberId);
    await expectGate("DELETE", `${list(memberId)}/${created.id}`);
    expect((await get(memberId)).status).toBe(200);
  });

  it("answers 204 with an empty body and the interaction is gone; a second delete is 404", async () => {
    const created = await createInteraction(memberId, { interactionStatus: 1 });
    await expectEmpty(await del(memberId, created.id), 204);
    const after: { id: number }[] = await (await get(memberId)).json();
    expect(after.some((i) => i.id === created.id)).toBe(false);
    await expectText(
      await del(memberId, created.id),
      404,
      `Interaction ${created.id} was not found for member ${memberId}.`,
    );
  });

  it("404 for another member's interaction or a non-numeric id; 422 for an unknown member first; 400 for a bad memberId", async () => {
    const elsewhere = await createInteraction(fixtures.members.unlinked);
    await expectText(
      await del(memberId, elsewhere.id),
      404,
      `Interaction ${elsewhere.id} was not found for member ${memberId}.`,
    );
    await expectText(await del(memberId, "abc"), 404, `Interaction abc was not found for member ${memberId}.`);
    await expectText(
      await del(fixtures.unknownMemberId, elsewhere.id),
      422,
      `Member ${fixtures.unknownMemberId} does not exist.`,
    );
    await expectText(await del(0, elsewhere.id), 400, "A valid memberId is required.");
    expect(
      (await (await get(fixtures.members.unlinked)).json()).some((i: { id: number }) => i.id === elsewhere.id),
    ).toBe(true);
  });
});
