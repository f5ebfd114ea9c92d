import type { BffHandler } from "@frontdesk/lib/bff/route";
import { beforeAll, describe, expect, it } from "vitest";
import { appDatabase } from "@frontdesk/lib/app-db";
import { signInEvents } from "@frontdesk/lib/app-db/schema";
import { call, fixtures, token } from "@frontdesk/lib/platform/testing";
import { addPlace, newMember, newSession } from "@frontdesk/lib/platform/bookings/arrange";
import { GET as exportProspects } from "@/app/api/prospects/board/export/route";
import { GET as readBoard } from "@/app/api/prospects/board/route";
import { GET as readInteractions } from "@/app/api/prospects/members/[memberId]/interactions/route";
import { GET as exportWaitingLists } from "@/app/api/bookings/alert-list/export/route";
import { GET as exportSignInAudit } from "@/app/api/staff/sign-in-events/export/route";
import { bffRequest, newStaff, type TestStaff } from "@frontdesk/lib/bff/testing";

/** The CSV export routes of the prospects board, the waiting lists and the sign-in audit (lib/csv.ts underneath). */

const noParams = { params: Promise.resolve({}) };
const get = async (handler: BffHandler, path: string, as: TestStaff) =>
  handler(await bffRequest("GET", path, { as }), noParams);
/** The file as lines (no byte-order mark, CRLF endings checked). */
async function linesOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[\w.-]+\.csv"$/);
  const text = (await response.text()).replace(/^\uFEFF/, "");
  expect(text.endsWith("\r\n")).toBe(true);
  return text.slice(0, -2).split("\r\n");
}
const tag = (prefix: string) => `${prefix}${crypto.randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  await appDatabase();
});

describe("GET /api/prospects/board/export", () => {
  const prospect = fixtures.members.prospect as number;
  const { subTypeId } = fixtures.interactions as { subTypeId: string };
  async function createInteraction(fields: Record<string, unknown>) {
    const response = await call("POST", `/api/members/prospects/${prospect}/interactions`, {
      token: await token({ features: ["PROSPECTS"], sub: "sales" }),
      body: { interactionSubTypeId: subTypeId, ...fields },
    });
    expect(response.status).toBe(201);
  }

  it("writes the board's filtered interactions with a header row, quoted cells and formulas defused", async () => {
    const who = tag("ex");
    await createInteraction({
      scheduledWith: who,
      interactionStatus: 1,
      priority: 3,
      nextActionDate: "2099-12-03T10:00:00Z",
      details: `=HYPERLINK("x"), call back`,
    });
    await createInteraction({ scheduledWith: who, interactionStatus: 2, priority: 3, details: `${who} done` });
    await createInteraction({ scheduledWith: who, interactionStatus: 1, priority: 1, details: `${who} low priority` });
    const lines = await linesOf(
      await get(
        exportProspects,
        `/api/prospects/board/export?${new URLSearchParams({ scheduledWith: who, priority: "3" })}`,
        "sales",
      ),
    );
    expect(lines[0]).toBe(
      "Column,Member,First name,Last name,Email,Phone,Type,Sub type,Priority,Next action,Scheduled with,Details,Raised by,Raised",
    );
    const mine = lines.filter((l) => l.includes(who));
    // the board's column order: active before completed; the priority filter leaves the low one out
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatch(/^Active,1008,/);
    expect(mine[0]).toContain(`,High,`);
    expect(mine[0]).toContain(`,"'=HYPERLINK(""x""), call back",`);
    expect(mine[1]).toMatch(/^Completed,/);
    expect(lines.some((l) => l.includes("low priority"))).toBe(false);
  });

  it("names the staff member an interaction is scheduled with (board, timeline, CSV); an unknown username stays as stored", async () => {
    const seller = await newStaff("sales", "named"); // username: named-xxxxxxxx, within the platform's 15 characters
    const stranger = tag("gone");
    await createInteraction({ scheduledWith: seller.id, interactionStatus: 1, details: `${seller.id} named` });
    await createInteraction({ scheduledWith: stranger, interactionStatus: 1, details: `${stranger} unknown` });

    const board = await get(readBoard, `/api/prospects/board?status=1&scheduledWith=${seller.id}`, "sales");
    expect(board.status).toBe(200);
    const { data } = (await board.json()) as { data: { scheduledWith: string; scheduledWithName?: string }[] };
    expect(data.map((i) => [i.scheduledWith, i.scheduledWithName])).toEqual([[seller.id, seller.name]]);

    const timeline = await readInteractions(
      await bffRequest("GET", `/api/prospects/members/${prospect}/interactions`, { as: "sales" }),
      { params: Promise.resolve({ memberId: String(prospect) }) },
    );
    const interactions = (await timeline.json()) as { scheduledWith: string | null; scheduledWithName?: string }[];
    expect(interactions.find((i) => i.scheduledWith === seller.id)?.scheduledWithName).toBe(seller.name);
    expect(interactions.find((i) => i.scheduledWith === stranger)).not.toHaveProperty("scheduledWithName");

    const lines = await linesOf(await get(exportProspects, "/api/prospects/board/export?status=1", "sales"));
    const column = lines[0].split(",").indexOf("Scheduled with");
    expect(column).toBeGreaterThan(0);
    expect(lines.find((l) => l.includes(`${seller.id} named`))?.split(",")[column]).toBe(seller.name);
    expect(lines.find((l) => l.includes(`${stranger} unknown`))?.split(",")[column]).toBe(stranger);
  });

  it("answers a bad filter as a problem and is for the sales team only", async () => {
    const bad = await get(exportProspects, "/api/prospects/board/export?priority=9", "sales");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toContain("application/problem+json");
    for (const role of ["reception", "manager", "admin"] as const)
      expect((await get(exportProspects, "/api/prospects/board/export", role)).status).toBe(403);
    expect((await exportProspects(await bffRequest("GET", "/api/prospects/board/export"), noParams)).status).toBe(401);
  });
});

describe("GET /api/bookings/alert-list/export", () => {
  it("writes each full session's waiting list of the site's day in order, quoted and defused", async () => {
    const full = await newSession("2031-02-17T07:00:00Z", { activityId: "SPAYOGA", siteId: "HARROGATE", capacity: 1 });
    const otherDay = await newSession("2031-02-18T07:00:00Z", {
      activityId: "SPAYOGA",
      siteId: "HARROGATE",
      capacity: 1,
    });
    await addPlace(full, await newMember());
    const first = await newMember("=Eve", `O"Brien, Jr`);
    const second = await newMember("Ann", "Second");
    await addPlace(full, first, { waiting: true });
    await addPlace(full, second, { waiting: true });
    await addPlace(otherDay, await newMember(), { waiting: true });
    const lines = await linesOf(
      await get(exportWaitingLists, "/api/bookings/alert-list/export?siteId=HARROGATE&date=2031-02-17", "reception"),
    );
    expect(lines).toEqual([
      "Session,Starts,Ends,Places,Booked,Position,Member,First name,Last name,Joined",
      expect.stringMatching(
        new RegExp(`^Spa yoga,2031-02-17T07:00:00.000Z,2031-02-17T08:00:00.000Z,1,1,1,${first},'=Eve,"O""Brien, Jr",`),
      ),
      expect.stringMatching(new RegExp(`^Spa yoga,.*,2,${second},Ann,Second,`)),
    ]);
  });

  it("answers a missing day under its field and is for the desk and managers only", async () => {
    const bad = await get(exportWaitingLists, "/api/bookings/alert-list/export?siteId=HARROGATE", "manager");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ date: ["Enter a date as yyyy-MM-dd"] });
    for (const role of ["sales", "admin"] as const)
      expect(
        (await get(exportWaitingLists, "/api/bookings/alert-list/export?siteId=HARROGATE&date=2031-02-17", role))
          .status,
      ).toBe(403);
  });
});

describe("GET /api/staff/sign-in-events/export", () => {
  it("streams every matching event past the screen's 200, newest first, quoted and defused", async () => {
    const staffId = tag("audit");
    const db = await appDatabase();
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 1000);
    // 1,203 sign-ins (more than two export pages), two in the same millisecond, and one failure the kind filter drops
    await db.insert(signInEvents).values(
      Array.from({ length: 1203 }, (_, i) => ({
        kind: "sign-in",
        staffId,
        at: i === 1202 ? at(1201) : at(i),
        detail: i === 0 ? '-1+2, "oldest"' : null,
      })),
    );
    await db.insert(signInEvents).values({ kind: "sign-in-failed", staffId, at: at(5000) });
    const lines = await linesOf(
      await get(
        exportSignInAudit,
        `/api/staff/sign-in-events/export?${new URLSearchParams({ staffId, kind: "sign-in" })}`,
        "admin",
      ),
    );
    expect(lines[0]).toBe("When (UTC),Event,Staff member,Typed at sign-in,By,Address,Detail");
    expect(lines).toHaveLength(1 + 1203);
    expect(lines[1]).toBe(`${at(1201).toISOString()},Signed in,${staffId},,,,`);
    expect(lines.at(-1)).toBe(`${at(0).toISOString()},Signed in,${staffId},,,,"'-1+2, ""oldest"""`);
    expect(lines.some((l) => l.includes("Sign-in failed"))).toBe(false);
  });

  it("refuses bad days by field and anyone but an admin", async () => {
    const bad = await get(exportSignInAudit, "/api/staff/sign-in-events/export?from=2026-02-02&to=2026-02-01", "admin");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ to: ["The first day must not be after the last day."] });
    for (const role of ["reception", "sales", "manager"] as const)
      expect((await get(exportSignInAudit, "/api/staff/sign-in-events/export", role)).status).toBe(403);
  });
});
