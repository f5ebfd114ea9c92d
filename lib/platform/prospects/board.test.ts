import { beforeAll, describe, expect, it } from "vitest";
import { call, database, expectGate, expectText, fixtures, token } from "../testing";
import { readsTogether } from "@frontdesk/lib/server/reads-together";

// The first request migrates and seeds the shared database: pay that in a hook, not in a test.
beforeAll(async () => {
  await database();
});

const sales = () => token({ features: ["PROSPECTS"], sub: "sales" });
const prospect = fixtures.members.prospect as number;
const { subTypeId, subTypes } = fixtures.interactions as { subTypeId: string; subTypes: Record<string, string> };

async function createInteraction(fields: Record<string, unknown>, memberId = prospect) {
  const response = await call("POST", `/api/members/prospects/${memberId}/interactions`, {
    token: await sales(),
    body: { interactionSubTypeId: subTypeId, ...fields },
  });
  expect(response.status).toBe(201);
  return response.json();
}

async function board(query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return call("GET", `/api/prospects/board${qs ? `?${qs}` : ""}`, { token: await sales() });
}

/** A scheduledWith value of this test alone, so counts and pages are exact in the shared database. */
const tag = () => `bt${crypto.randomUUID().slice(0, 10)}`;

describe("GET /api/prospects/board (board extension)", () => {
  it("counts once for the columns a page reads together, by their filters: each column answers the same counts", async () => {
    const [mine, theirs] = [tag(), tag()];
    await createInteraction({ scheduledWith: mine, interactionStatus: 1, nextActionDate: "2099-12-03T10:00:00Z" });
    await createInteraction({ scheduledWith: mine, interactionStatus: 2, nextActionDate: "2099-12-01T10:00:00Z" });
    await createInteraction({ scheduledWith: theirs, interactionStatus: 4 });
    const columns = await readsTogether(() =>
      Promise.all(
        [
          { status: 1, scheduledWith: mine },
          { status: 2, scheduledWith: mine },
          { status: 4, scheduledWith: theirs },
        ].map(async (query) => (await board(query)).json()),
      ),
    );
    const mineCounts = { active: 1, overdue: 0, unassigned: 0, completed: 1 };
    expect(columns.map((c) => c.counts)).toEqual([
      mineCounts,
      mineCounts,
      { active: 0, overdue: 0, unassigned: 1, completed: 0 }, // other filters: counted apart
    ]);
    expect(columns.map((c) => c.data.length)).toEqual([1, 1, 1]);
  });

  it("refuses no, forged or expired tokens with 401 and a token without PROSPECTS with 403", async () => {
    await expectGate("GET", "/api/prospects/board");
  });

  it("pages prospects' interactions with member details, per-column counts and nextCursor", async () => {
    const who = tag();
    const a = await createInteraction({
      scheduledWith: who,
      interactionStatus: 1,
      nextActionDate: "2099-12-03T10:00:00Z",
      priority: 3,
    });
    const b = await createInteraction({
      scheduledWith: who,
      interactionStatus: 3,
      nextActionDate: "2099-12-01T10:00:00Z",
      interactionSubTypeId: subTypes.task,
    });
    const c = await createInteraction({ scheduledWith: who, interactionStatus: 4 });
    const d = await createInteraction({
      scheduledWith: who,
      interactionStatus: 2,
      nextActionDate: "2099-12-01T10:00:00Z",
      interactionSubTypeId: subTypes.appointment,
    });
    const e = await createInteraction({
      scheduledWith: who,
      interactionStatus: 1,
      nextActionDate: "2099-07-02T10:00:00Z",
    });
    await createInteraction({ scheduledWith: who }); // no status: never on the board
    await createInteraction({ scheduledWith: who, interactionStatus: 1 }, fixtures.members.unlinked); // not a prospect

    const response = await board({ scheduledWith: who });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(["data", "counts", "nextCursor"]);
    expect(body.counts).toEqual({ active: 2, overdue: 1, unassigned: 1, completed: 1 });
    expect(body.nextCursor).toBeNull();
    // nextActionDate ascending (none last), then id
    expect(body.data.map((i: { id: number }) => i.id)).toEqual([e.id, b.id, d.id, a.id, c.id]);
    const first = body.data[0];
    expect(first).toEqual({
      ...e,
      member: {
        memberId: prospect,
        firstName: "Chloe",
        lastName: "Bennett",
        status: "PROSPECT",
        email: "chloe.bennett@example.com",
        phone: "07700 900008",
      },
    });

    // keyset pages of 2 give the same sequence
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { data: { id: number }[]; counts: unknown; nextCursor: string | null } = await (
        await board({ scheduledWith: who, limit: 2, ...(cursor ? { cursor } : {}) })
      ).json();
      expect(page.counts).toEqual(body.counts);
      seen.push(...page.data.map((i) => i.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual([e.id, b.id, d.id, a.id, c.id]);
    expect(pages).toBe(3);

    // one column; counts ignore the status filter
    const active = await (await board({ scheduledWith: who, status: 1 })).json();
    expect(active.data.map((i: { id: number }) => i.id)).toEqual([e.id, a.id]);
    expect(active.counts).toEqual(body.counts);

    // type, priority and date filters
    const ids = async (query: Record<string, string | number>) =>
      (await (await board({ scheduledWith: who, ...query })).json()).data.map((i: { id: number }) => i.id);
    expect(await ids({ interactionType: "TASK" })).toEqual([b.id]);
    expect(await ids({ interactionType: 2 })).toEqual([d.id]);
    expect(await ids({ priority: 3 })).toEqual([a.id]);
    expect(await ids({ from: "2099-12-01T00:00:00Z", to: "2099-12-03T10:00:00Z" })).toEqual([b.id, d.id]);
    expect((await (await board({ scheduledWith: who, priority: 3 })).json()).counts).toEqual({
      active: 1,
      overdue: 0,
      unassigned: 0,
      completed: 0,
    });
  });

  it("reads an active interaction whose next action has passed as overdue, in its column and its count", async () => {
    const who = tag();
    const past = await createInteraction({
      scheduledWith: who,
      interactionStatus: 1,
      nextActionDate: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const ahead = await createInteraction({
      scheduledWith: who,
      interactionStatus: 1,
      nextActionDate: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const body = await (await board({ scheduledWith: who })).json();
    expect(body.counts).toEqual({ active: 1, overdue: 1, unassigned: 0, completed: 0 });
    const overdue = await (await board({ scheduledWith: who, status: 3 })).json();
    expect(overdue.data.map((i: { id: number; interactionStatus: number }) => [i.id, i.interactionStatus])).toEqual([
      [past.id, 3],
    ]);
    const active = await (await board({ scheduledWith: who, status: 1 })).json();
    expect(active.data.map((i: { id: number }) => i.id)).toEqual([ahead.id]);
  });

  it("scheduledWith= (empty) selects interactions scheduled with nobody", async () => {
    const body = await (await board({ scheduledWith: "", limit: 20 })).json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((i: { scheduledWith: string | null }) => i.scheduledWith === null)).toBe(true);
  });

  it("shows the seeded demo board", async () => {
    const body = await (await board({})).json();
    expect(body.data.length).toBe(50);
    const { active, overdue, unassigned, completed } = body.counts;
    expect(active + overdue + unassigned).toBeGreaterThan(100);
    expect(completed).toBeGreaterThan(0);
    expect(body.nextCursor).toEqual(expect.any(String));
  });

  it("answers 400 plain text naming a bad parameter", async () => {
    await expectText(await board({ status: 9 }), 400, "status must be between 1 and 4.");
    await expectText(await board({ priority: 0 }), 400, "priority must be 1 (low), 2 (medium) or 3 (high).");
    await expectText(await board({ limit: 0 }), 400, "limit must be between 1 and 500.");
    await expectText(await board({ limit: "x" }), 400, "limit must be between 1 and 500.");
    await expectText(await board({ from: "soon" }), 400, "from must be an ISO 8601 date-time.");
    await expectText(await board({ to: "2026-13-01T00:00:00Z" }), 400, "to must be an ISO 8601 date-time.");
    await expectText(await board({ cursor: "garbage" }), 400, "cursor is not valid.");
    await expectText(
      await board({ interactionType: 7 }),
      400,
      "interactionType must be 0 (call), 1 (task), 2 (appointment) or an interaction type id.",
    );
    await expectText(
      await board({ scheduledWith: "x".repeat(16) }),
      400,
      "scheduledWith must be 15 characters or fewer.",
    );
  });
});
