import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { database } from "@frontdesk/lib/platform/testing";
import { createMember } from "@frontdesk/lib/platform/members/test-members";
import { POST as letIn, GET as memberVisits } from "@/app/api/members/[memberId]/visits/route";
import { PUT as giveCard } from "@/app/api/members/[memberId]/card/route";
import { GET as findCard } from "@/app/api/cards/[cardNumber]/route";
import { GET as siteVisits } from "@/app/api/visits/route";
import { POST as undo } from "@/app/api/visits/[visitId]/undo/route";
import { POST as leaving } from "@/app/api/visits/[visitId]/leave/route";
import { staffAuditOf } from "@frontdesk/lib/bff/audit";
import { bffRequest, newStaff } from "@frontdesk/lib/bff/testing";
import { extensionMissingType } from "@frontdesk/lib/api/endpoint";
import { recordVisit } from "@frontdesk/lib/platform/visits/visits.schema";

/** The door through the BFF on the embedded platform: visits, cards, the audit, and a venue platform without them. */
const params = (values: Record<string, string | number>) => ({
  params: Promise.resolve(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]))),
});

describe("the door (BFF)", () => {
  beforeAll(async () => void (await database()));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it("reception lets a member in once, gives them a card that finds them, and sees the day; each in the audit", async () => {
    const desk = await newStaff("reception", "door");
    const memberId = await createMember({ firstName: "Dora", lastName: "Doorway" });
    const card = `DOOR${memberId}`;
    const given = await giveCard(
      await bffRequest("PUT", `/api/members/${memberId}/card`, { as: desk, body: { cardNumber: card } }),
      params({ memberId }),
    );
    expect(await given.json()).toMatchObject({ memberId, cardNumber: card });
    const found = await findCard(
      await bffRequest("GET", `/api/cards/${card}`, { as: desk }),
      params({ cardNumber: card }),
    );
    expect(await found.json()).toMatchObject({ memberId });

    const send = async () =>
      letIn(
        await bffRequest("POST", `/api/members/${memberId}/visits`, {
          as: desk,
          body: { siteId: "LEEDS", method: "scan" },
        }),
        params({ memberId }),
      );
    const first = await send();
    expect(first.status).toBe(200);
    const { visit, alreadyIn } = await first.json();
    expect({ alreadyIn, letInBy: visit.letInBy }).toEqual({ alreadyIn: false, letInBy: desk.id });
    expect((await (await send()).json()).alreadyIn).toBe(true);

    const day = await siteVisits(await bffRequest("GET", "/api/visits?siteId=LEEDS", { as: desk }), params({}));
    expect((await day.json()).visits.map((v: { visitId: number }) => v.visitId)).toContain(visit.visitId);
    const mine = await memberVisits(
      await bffRequest("GET", `/api/members/${memberId}/visits`, { as: desk }),
      params({ memberId }),
    );
    expect(await mine.json()).toHaveLength(1);
    const actions = (await staffAuditOf(memberId)).filter((r) => r.staffId === desk.id).map((r) => r.action);
    expect(actions.sort()).toEqual(["gave a membership card", "recorded a visit", "recorded a visit"]);

    const undone = await undo(
      await bffRequest("POST", `/api/visits/${visit.visitId}/undo`, { as: desk, body: { reason: "Pressed twice" } }),
      params({ visitId: visit.visitId }),
    );
    expect(await undone.json()).toMatchObject({ undoneBy: desk.id, undoReason: "Pressed twice" });
    expect((await staffAuditOf(memberId)).filter((r) => r.staffId === desk.id).map((r) => r.action)).toContain(
      "undid a visit",
    );
  });

  it("records a member leaving once, audited under the member; a second time is said in words", async () => {
    const desk = await newStaff("reception", "door-leaving");
    const memberId = await createMember({ firstName: "Lee", lastName: "Leaving" });
    const entered = await letIn(
      await bffRequest("POST", `/api/members/${memberId}/visits`, {
        as: desk,
        body: { siteId: "LEEDS", method: "name" },
      }),
      params({ memberId }),
    );
    const { visit } = await entered.json();
    const leave = async () =>
      leaving(
        await bffRequest("POST", `/api/visits/${visit.visitId}/leave`, { as: desk }),
        params({ visitId: visit.visitId }),
      );
    const left = await leave();
    expect(left.status).toBe(200);
    expect(await left.json()).toMatchObject({ visitId: visit.visitId, leftBy: desk.id });
    const again = await leave();
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe(`Visit ${visit.visitId} was already recorded as left`);
    expect(
      (await staffAuditOf(memberId))
        .filter((r) => r.staffId === desk.id)
        .map((r) => r.action)
        .sort(),
    ).toEqual(["recorded a visit", "recorded leaving"]);
    const sales = await newStaff("sales", "door-leaving-sales");
    const refused = await leaving(
      await bffRequest("POST", `/api/visits/${visit.visitId}/leave`, { as: sales }),
      params({ visitId: visit.visitId }),
    );
    expect(refused.status).toBe(403);
  });

  it("a status that refuses entry is said in words; letting them in anyway needs a reason and is audited apart", async () => {
    const desk = await newStaff("reception", "door-override");
    const memberId = await createMember({ firstName: "Ezra", lastName: "Expired" });
    await (await database()).execute(sql`UPDATE members SET status_id = 'EXPIRED' WHERE id = ${memberId}`);
    const send = async (body: unknown) =>
      letIn(await bffRequest("POST", `/api/members/${memberId}/visits`, { as: desk, body }), params({ memberId }));
    const refused = await send({ siteId: "LEEDS", method: "name" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toMatch(/treats members as expired: entry refused/);
    const noReason = await send({ siteId: "LEEDS", method: "override" });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).errors.overrideReason[0]).toBe(
      "Give the reason for letting them in anyway (at least 3 characters).",
    );
    const nul = await send({ siteId: "LEEDS", method: "override", overrideReason: "Paid\u0000 today" });
    expect(nul.status).toBe(400);
    const overridden = await send({ siteId: "LEEDS", method: "override", overrideReason: "Renewed at the desk" });
    expect(overridden.status).toBe(200);
    const actions = (await staffAuditOf(memberId)).filter((r) => r.staffId === desk.id).map((r) => r.action);
    expect(actions.sort()).toEqual(["let in anyway", "recorded a visit"]);
  });

  it("against a venue platform that does not declare visits, the door says so in words (501) and calls nothing", async () => {
    vi.stubEnv("PLATFORM_BASE_URL", "https://venue-without-visits.example/platform");
    vi.stubEnv("PLATFORM_CLIENT_ID", "frontdesk");
    vi.stubEnv("PLATFORM_CLIENT_SECRET", "secret");
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        asked.push(new URL(url).pathname);
        return Response.json({ paths: { "/api/members/{memberId}/consent": { get: {} } } });
      }),
    );
    const answer = await letIn(
      await bffRequest("POST", "/api/members/1001/visits", {
        as: "reception",
        body: { siteId: "LEEDS", method: "name" },
      }),
      params({ memberId: 1001 }),
    );
    expect(answer.status).toBe(501);
    expect(await answer.json()).toMatchObject({ type: extensionMissingType, detail: recordVisit.whenMissing });
    expect(asked).toEqual(["/platform/openapi.json"]);
  });
});
