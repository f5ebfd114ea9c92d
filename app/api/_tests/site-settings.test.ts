import { beforeAll, describe, expect, it } from "vitest";
import { database } from "@frontdesk/lib/platform/testing";
import { bffRequest, newStaff, type TestStaff } from "@frontdesk/lib/bff/testing";
import { GET, PUT } from "@/app/api/configuration/sites/[siteId]/settings/route";
import { GET as getChanges } from "@/app/api/configuration/sites/[siteId]/settings/changes/route";
import { siteSettingChangesOf } from "@frontdesk/lib/desk-offers/site-settings";

// HARROGATE: no other test sets or reads this site's settings
const siteId = "HARROGATE";
const path = `/api/configuration/sites/${siteId}/settings`;
const context = (id = siteId) => ({ params: Promise.resolve({ siteId: id }) });

beforeAll(async () => {
  await database();
});

async function put(body: unknown, { as = "manager" as TestStaff, ifMatch = "" } = {}) {
  const req = await bffRequest("PUT", path, { as, body });
  if (ifMatch) req.headers.set("if-match", ifMatch);
  return PUT(req, context());
}

describe("a site's waiting-list hold time, set by a manager", () => {
  it("reads the venue's default, saves a whole number of minutes with who and when, and refuses a stale version", async () => {
    const read = await GET(await bffRequest("GET", path, { as: "manager" }), context());
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({
      siteId,
      holdMinutes: 120,
      ownHoldMinutes: false,
      autoOffer: false,
      recordsLeaving: false,
      updatedBy: null,
      updatedByName: null,
      updatedAt: null,
    });
    const version = read.headers.get("etag")!;

    const manager = await newStaff("manager", "hold");
    const saved = await put({ holdMinutes: 90 }, { as: manager, ifMatch: version });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      siteId,
      holdMinutes: 90,
      ownHoldMinutes: true,
      updatedBy: manager.id,
      updatedByName: manager.name,
    });
    expect((await siteSettingChangesOf(siteId))[0]).toMatchObject({
      staffId: manager.id,
      holdMinutesBefore: null,
      holdMinutes: 90,
    });

    // the version read before that save is someone else's old copy now
    const stale = await put({ holdMinutes: 60 }, { ifMatch: version });
    expect(stale.status).toBe(412);
    const after = await (await GET(await bffRequest("GET", path, { as: "manager" }), context())).json();
    expect(after.holdMinutes).toBe(90);
  });

  it("refuses what is not whole minutes from 5 to 10080 in plain words, and changes nothing", async () => {
    const before = (await siteSettingChangesOf(siteId)).length;
    for (const holdMinutes of [4, 10_081, 1.5, "ninety", null, -5]) {
      const refused = await put({ holdMinutes });
      expect(refused.status, String(holdMinutes)).toBe(400);
      expect((await refused.json()).errors).toEqual({
        holdMinutes: ["Enter the hold time as a whole number of minutes from 5 to 10080 (a week)."],
      });
    }
    expect(await siteSettingChangesOf(siteId)).toHaveLength(before);
    // the edges are allowed
    for (const holdMinutes of [5, 10_080]) expect((await put({ holdMinutes })).status).toBe(200);
  });

  it("lists the site's latest changes newest first: who, when, from what to what", async () => {
    const manager = await newStaff("manager", "hist");
    for (const holdMinutes of [45, 30]) expect((await put({ holdMinutes }, { as: manager })).status).toBe(200);
    const changes = async (id = siteId) =>
      getChanges(
        await bffRequest("GET", `/api/configuration/sites/${id}/settings/changes`, { as: "manager" }),
        context(id),
      );
    const answer = await changes();
    expect(answer.status).toBe(200);
    const listed = await answer.json();
    expect(listed.slice(0, 2)).toEqual([
      {
        at: expect.any(String),
        staffId: manager.id,
        staffName: manager.name,
        holdMinutesBefore: 45,
        holdMinutes: 30,
        autoOfferBefore: false,
        autoOffer: false,
        recordsLeavingBefore: false,
        recordsLeaving: false,
      },
      {
        at: expect.any(String),
        staffId: manager.id,
        staffName: manager.name,
        holdMinutesBefore: expect.any(Number),
        holdMinutes: 45,
        autoOfferBefore: expect.any(Boolean),
        autoOffer: false,
        recordsLeavingBefore: expect.any(Boolean),
        recordsLeaving: false,
      },
    ]);
    expect(listed.length).toBe(Math.min((await siteSettingChangesOf(siteId)).length, 20));
    expect((await changes("NOWHERE")).status).toBe(404);
  });

  it("answers 404 for a site the platform does not know, and 403 to reception", async () => {
    const unknown = await GET(
      await bffRequest("GET", "/api/configuration/sites/NOWHERE/settings", { as: "manager" }),
      context("NOWHERE"),
    );
    expect(unknown.status).toBe(404);
    expect((await put({ holdMinutes: 30 }, { as: "reception" })).status).toBe(403);
  });
});
