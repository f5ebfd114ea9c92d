import { beforeAll, describe, expect, it, vi } from "vitest";
import { whoIsInPage } from "@/components/visits/visit-keys";
import { hashKey, type DehydratedState, type QueryKey } from "@tanstack/react-query";
import { database } from "@frontdesk/lib/platform/testing";
import { appDatabase } from "@frontdesk/lib/app-db";
import { getStaffSession } from "@frontdesk/lib/auth/session";
import type { Role } from "@frontdesk/lib/contract/roles";
import { boardFirstPageSize, interactionStatuses } from "@frontdesk/lib/contract/prospect-statuses";
import { bffRequest } from "@frontdesk/lib/bff/testing";
import type { BffHandler } from "@frontdesk/lib/bff/route";
import { api } from "@frontdesk/lib/api/areas";
import { boardColumnKey } from "@/components/prospects/queries";
import { GET as doorSitesRoute } from "@/app/api/visits/sites/route";
import { GET as siteVisitsRoute } from "@/app/api/visits/route";
import { GET as sitesRoute } from "@/app/api/configuration/sites/route";
import { GET as sheetRoute } from "@/app/api/booking-sheets/route";
import { GET as activitiesRoute } from "@/app/api/bookings/activities/route";
import { GET as availabilityRoute } from "@/app/api/bookings/availability/route";
import { GET as boardRoute } from "@/app/api/prospects/board/route";
import { GET as catalogueRoute } from "@/app/api/prospects/catalogue/route";
import { catalogueReuseMs, getInteractionCatalogue } from "@frontdesk/lib/bff/prospect-board";
import { interactionSubTypes, interactionTypes } from "@frontdesk/lib/platform/db/schema";
import { eq } from "drizzle-orm";
import { processWide } from "@frontdesk/lib/domain/process-wide";
import { readingSession, readsAs, serverReads } from "@/app/(staff)/server-reads";
import { sheetFirstReads } from "@/app/(staff)/booking-sheets/first-reads";
import { waitingListsFirstReads } from "@/app/(staff)/bookings/waiting-lists/first-reads";
import { boardReads } from "@/app/(staff)/prospects/first-reads";
import { doorFirstReads } from "@/app/(staff)/door/first-reads";

/**
 * The booking sheet, the waiting lists and the prospect board make their first reads while the page renders on the
 * server, through their BFF routes' own `readAs`: each answer under the screen's query key must be what
 * the route answers the same staff member over HTTP, a role the route refuses gets nothing, and a router prefetch
 * reads nothing (a prefetch's request headers are what Next's `headers()` gives the page).
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));

/** The session of a page's request signed in as `role`. */
const sessionOf = async (role: Role) => (await getStaffSession(await bffRequest("GET", "/", { as: role })))!;
const noParams = { params: Promise.resolve({}) };
const overHttp = async (route: BffHandler, path: string, role: Role) => {
  const response = await route(await bffRequest("GET", path, { as: role }), noParams);
  expect(response.status, path).toBe(200);
  return response.json();
};
/** What the screen's query under `key` hydrates from (undefined: nothing read for it). */
const answerOf = (state: DehydratedState | undefined, key: QueryKey) =>
  state?.queries.find((q) => q.queryHash === hashKey(key))?.state.data;

beforeAll(async () => {
  await database();
  await appDatabase();
});

describe("the pages' first reads on the server, through their routes' own reads", () => {
  it("the booking sheet: the sites, then this week's sheet of the first active site, as the routes answer a manager", async () => {
    const state = await sheetFirstReads(await sessionOf("manager"), "2026-12-09"); // a Wednesday: the week is 7-13 December
    const sites = answerOf(state, api.configuration.read("sites").queryKey) as { id: string; isActive: boolean }[];
    expect(sites.length).toBeGreaterThan(0);
    expect(sites).toEqual(await overHttp(sitesRoute, "/api/configuration/sites", "manager"));
    const siteId = sites.find((s) => s.isActive)!.id;
    expect(
      answerOf(
        state,
        api.bookingSheets.read("sheet", { query: { siteId, from: "2026-12-07", to: "2026-12-13" } }).queryKey,
      ),
    ).toEqual(
      await overHttp(sheetRoute, `/api/booking-sheets?siteId=${siteId}&from=2026-12-07&to=2026-12-13`, "manager"),
    );
    expect(state.queries).toHaveLength(2);
    // reception may not manage booking sheets (nor read the sites): nothing read for them
    expect((await sheetFirstReads(await sessionOf("reception"), "2026-12-09")).queries).toEqual([]);
  });

  it("the door: the sites, then who is in today at the home site (else the first), as the routes answer reception", async () => {
    const state = await doorFirstReads(await sessionOf("reception"));
    const sites = answerOf(state, api.visits.read("doorSites").queryKey) as {
      sites: { id: string }[];
      homeSiteId: string | null;
    };
    expect(sites.sites.length).toBeGreaterThan(0);
    expect(sites).toEqual(await overHttp(doorSitesRoute, "/api/visits/sites", "reception"));
    const siteId = sites.homeSiteId ?? sites.sites[0]!.id;
    expect(answerOf(state, api.visits.read("siteVisits", { query: { siteId, limit: whoIsInPage } }).queryKey)).toEqual(
      await overHttp(siteVisitsRoute, `/api/visits?siteId=${siteId}&limit=${whoIsInPage}`, "reception"),
    );
    // sales may not work the door: nothing read for them
    expect((await doorFirstReads(await sessionOf("sales"))).queries).toEqual([]);
  });

  it("the waiting lists: the activities and the day's sessions, as the routes answer reception", async () => {
    const reception = await sessionOf("reception");
    const state = await waitingListsFirstReads(reception, "2026-12-08");
    const activities = answerOf(state, api.bookings.read("activities", { query: {} }).queryKey) as { siteId: string }[];
    expect(activities.length).toBeGreaterThan(0);
    expect(activities).toEqual(await overHttp(activitiesRoute, "/api/bookings/activities", "reception"));
    const siteId = activities[0]!.siteId;
    expect(
      answerOf(state, api.bookings.read("availability", { query: { siteId, date: "2026-12-08" } }).queryKey),
    ).toEqual(
      await overHttp(availabilityRoute, `/api/bookings/availability?siteId=${siteId}&date=2026-12-08`, "reception"),
    );
    // a site asked for by the address is read as asked; a malformed day is the route's 400, left to the screen's read
    const asked = await waitingListsFirstReads(reception, "2026-12-08", "HARROGATE");
    expect(
      answerOf(
        asked,
        api.bookings.read("availability", { query: { siteId: "HARROGATE", date: "2026-12-08" } }).queryKey,
      ),
    ).toEqual(
      await overHttp(availabilityRoute, "/api/bookings/availability?siteId=HARROGATE&date=2026-12-08", "reception"),
    );
    const malformed = await waitingListsFirstReads(reception, "8 Dec");
    expect(malformed.queries.map((q) => q.queryKey)).toEqual([api.bookings.read("activities", { query: {} }).queryKey]);
    // sales may not open waiting lists: nothing read for them
    expect((await waitingListsFirstReads(await sessionOf("sales"), "2026-12-08")).queries).toEqual([]);
  });

  it("the prospect board: the catalogue and each column's short first page of the person's own, as the routes answer", async () => {
    const session = await sessionOf("sales");
    const state = await readsAs(session, boardReads(session.staffId));
    expect(answerOf(state, api.prospects.read("catalogue").queryKey)).toEqual(
      await overHttp(catalogueRoute, "/api/prospects/catalogue", "sales"),
    );
    const cards: number[] = [];
    for (const status of Object.values(interactionStatuses)) {
      const filters: { scheduledWith?: string } =
        status === interactionStatuses.unassigned ? {} : { scheduledWith: session.staffId };
      const query = new URLSearchParams({ status: String(status), limit: String(boardFirstPageSize), ...filters });
      const page = await overHttp(boardRoute, `/api/prospects/board?${query}`, "sales");
      // the column is an infinite query: its first page, keyed by the filters the board opens with
      expect(answerOf(state, boardColumnKey(filters, status))).toEqual({ pages: [page], pageParams: [undefined] });
      cards.push(page.data.length);
    }
    expect(Math.max(...cards)).toBe(boardFirstPageSize); // a full first page among them: the short limit was asked
    // reception does not work prospects: nothing read for them
    const reception = await sessionOf("reception");
    expect((await readsAs(reception, boardReads(reception.staffId))).queries).toEqual([]);
  });

  it("the board's catalogue (reference data) is read from the platform once a minute, a failed read not kept", async () => {
    const db = await database();
    processWide<{ entry?: unknown }>("interaction catalogue", () => ({})).entry = undefined;
    const subTypesOf = async () =>
      ((await overHttp(catalogueRoute, "/api/prospects/catalogue", "sales")) as { subTypes: { id: string }[] }[])
        .flatMap((type) => type.subTypes)
        .map((subType) => subType.id);
    const [type] = await db.select().from(interactionTypes).limit(1);
    const before = await subTypesOf();
    await db
      .insert(interactionSubTypes)
      .values({ id: "REUSE-TEST", description: "Reuse", interactionTypeId: type!.id });
    try {
      expect(await subTypesOf()).toEqual(before); // within the minute: the kept answer
      vi.useFakeTimers({ now: Date.now() + catalogueReuseMs + 1, toFake: ["Date"] });
      expect(await subTypesOf()).toContain("REUSE-TEST"); // a minute on: read again
    } finally {
      vi.useRealTimers();
      await db.delete(interactionSubTypes).where(eq(interactionSubTypes.id, "REUSE-TEST"));
      processWide<{ entry?: unknown }>("interaction catalogue", () => ({})).entry = undefined;
    }
    // a failed read (the platform refuses a token without the feature) is not kept for the next caller
    const refused = getInteractionCatalogue({ staffId: "nobody", role: "reception" });
    await expect(refused).rejects.toThrow();
    expect(processWide<{ entry?: unknown }>("interaction catalogue", () => ({})).entry).toBeUndefined();
    expect(await subTypesOf()).toEqual(before);
  });

  it("a router prefetch reads nothing, whoever asks", async () => {
    const prefetch = await bffRequest("GET", "/prospects", { as: "sales" });
    request.headers = new Headers(prefetch.headers);
    request.headers.set("next-router-prefetch", "1");
    expect(await readingSession()).toBeUndefined(); // the pages read as nobody: no sheet, no sessions
    const read = vi.fn(async () => "read");
    expect(await serverReads([[api.prospects.read("catalogue").queryKey, read]])).toBeUndefined();
    expect(read).not.toHaveBeenCalled();
  });
});
