import { beforeAll, describe, expect, it } from "vitest";
import { database } from "@/lib/platform/testing";
import { appDatabase } from "@/lib/app-db";
import { demoStaff } from "@/lib/app-db/demo-staff";
import type { Role } from "@/lib/contract/roles";
import { bffRequest } from "@/lib/bff/testing";
import type { BffHandler } from "@/lib/bff/route";
import { getSheetStart } from "@/lib/bff/booking-sheet-start";
import { getWaitingListsStart } from "@/lib/bff/waiting-lists-start";
import { GET as sitesRoute } from "@/app/api/configuration/sites/route";
import { GET as sheetRoute } from "@/app/api/booking-sheets/route";
import { GET as activitiesRoute } from "@/app/api/bookings/activities/route";
import { GET as availabilityRoute } from "@/app/api/bookings/availability/route";

/**
 * The booking-sheet and waiting-lists pages read their screens' first answers on the server (issue 32): each start
 * must be what the screen's own /api reads answer the same staff member, and nothing for a role they refuse.
 */
const noParams = { params: Promise.resolve({}) };
const callerOf = (role: Role) => ({ staffId: demoStaff.find((s) => s.role === role)!.id, role });
const answer = async (route: BffHandler, path: string, role: Role) => {
  const response = await route(await bffRequest("GET", path, { as: role }), noParams);
  expect(response.status, path).toBe(200);
  return response.json();
};

beforeAll(async () => {
  await database();
  await appDatabase();
});

describe("the pages' first reads on the server", () => {
  it("the booking sheet's start is the sites and the first active site's sheet, as its routes answer a manager", async () => {
    const start = await getSheetStart(callerOf("manager"), "2026-12-07", "2026-12-13");
    expect(start?.sites.length).toBeGreaterThan(0);
    expect(start!.sites).toEqual(await answer(sitesRoute, "/api/configuration/sites", "manager"));
    const siteId = start!.sites.find((s) => s.isActive)!.id;
    expect(start!.sheet).toMatchObject({ siteId, from: "2026-12-07", to: "2026-12-13" });
    expect(start!.sheet!.data).toEqual(
      await answer(sheetRoute, `/api/booking-sheets?siteId=${siteId}&from=2026-12-07&to=2026-12-13`, "manager"),
    );
    // reception may not manage booking sheets: nothing read for them
    expect(await getSheetStart(callerOf("reception"), "2026-12-07", "2026-12-13")).toBeUndefined();
  });

  it("the waiting lists' start is the activities and the day's sessions, as their routes answer reception", async () => {
    const start = await getWaitingListsStart(callerOf("reception"), "2026-12-08");
    expect(start?.activities.length).toBeGreaterThan(0);
    expect(start!.activities).toEqual(await answer(activitiesRoute, "/api/bookings/activities", "reception"));
    const siteId = start!.activities[0]!.siteId;
    expect(start!.sessions).toMatchObject({ siteId, date: "2026-12-08" });
    expect(start!.sessions!.data).toEqual(
      await answer(availabilityRoute, `/api/bookings/availability?siteId=${siteId}&date=2026-12-08`, "reception"),
    );
    // a site asked for by the address is read as asked; a malformed day is left to the screen's own read
    expect((await getWaitingListsStart(callerOf("reception"), "2026-12-08", "HARROGATE"))?.sessions?.siteId).toBe(
      "HARROGATE",
    );
    expect((await getWaitingListsStart(callerOf("reception"), "8 Dec"))?.sessions).toBeUndefined();
    // sales may not open waiting lists: nothing read for them
    expect(await getWaitingListsStart(callerOf("sales"), "2026-12-08")).toBeUndefined();
  });
});
