import { beforeAll, describe, expect, it, vi } from "vitest";
import { appDatabase } from "@frontdesk/lib/app-db";
import { fixtures } from "@frontdesk/lib/platform/testing";
import { getStaffSession } from "@frontdesk/lib/auth/session";
import { staffAuditOf } from "@frontdesk/lib/bff/audit";
import { bffRequest, newStaff, type TestStaff } from "@frontdesk/lib/bff/testing";
import { GET as readMedical } from "@/app/api/members/[memberId]/medical-details/route";
import { GET as readPastBookings } from "@/app/api/members/[memberId]/bookings/route";
import { GET as readTemplates } from "@/app/api/communications/email-templates/route";
import { GET as readConsent } from "@/app/api/members/[memberId]/consent/route";
import { GET as readSites } from "@/app/api/configuration/sites/route";
import { GET as readSite } from "@/app/api/configuration/sites/[siteId]/route";
import { GET as readSheet } from "@/app/api/booking-sheets/route";
import { GET as readCatalogue } from "@/app/api/prospects/catalogue/route";
import { GET as readMemberRetention } from "@/app/api/members/[memberId]/retention/route";
import { GET as readMyFactors } from "@/app/api/session/factors/route";
import { GET as readSessionOffers } from "@/app/api/bookings/[bookingId]/offers/route";
import { GET as readPlatformStatus } from "@/app/api/session/platform-status/route";
import { api } from "@frontdesk/lib/api/areas";
import { aboutMember } from "@frontdesk/lib/api/read";
import { hashKey } from "@tanstack/react-query";
import { readsAs } from "@/app/(staff)/server-reads";

/**
 * A page rendered on the server reads through the route's own `readAs` (lib/bff/route.ts; the member screens'
 * app/(staff)/members/[memberId]/first-reads.ts, app/(staff)/communications/page.tsx): the answer the route gives over HTTP, its refusals, and its
 * audit row written once per read.
 */
// a page's request headers, as Next's `headers()` gives them to the page (readsAs reads its request id)
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-request-id": "server-reads-test" }) }));

const sessionOf = async (as: TestStaff) => (await getStaffSession(await bffRequest("GET", "/", { as })))!;

const medicalAudit = async (staffId: string) =>
  (await staffAuditOf(fixtures.members.guardian)).filter(
    (row) => row.staffId === staffId && row.action === "read medical details",
  );

describe("a BFF read made while a page renders on the server", () => {
  beforeAll(async () => {
    await appDatabase(); // migrated and seeded (the hook's longer timeout)
  });

  it("answers what the route answers over HTTP and writes its audit row once", async () => {
    const staff = await newStaff("reception", "server-read");
    const memberId = fixtures.members.guardian;
    const onServer = await readMedical.readAs(await sessionOf(staff), { params: { memberId } });
    expect(await medicalAudit(staff.id)).toHaveLength(1);
    const overHttp = await readMedical(
      await bffRequest("GET", `/api/members/${memberId}/medical-details`, { as: staff }),
      {
        params: Promise.resolve({ memberId: String(memberId) }),
      },
    );
    expect(overHttp.status).toBe(200);
    expect(await medicalAudit(staff.id)).toHaveLength(2);
    expect(onServer).toEqual(await overHttp.json());
    expect(onServer?.medicalConditions.length).toBeGreaterThan(0);
  });

  it("writes a page's audit rows together, once all its reads are done (one insert: one instant)", async () => {
    const staff = await newStaff("reception", "server-reads-together");
    const memberId = fixtures.members.guardian;
    const state = await readsAs(await sessionOf(staff), [
      [["medical", memberId], (session) => readMedical.readAs(session, { params: { memberId } })],
      [["consent", memberId], (session) => readConsent.readAs(session, { params: { memberId } })],
    ]);
    expect(state.queries.map((query) => query.queryKey[0])).toEqual(["medical", "consent"]);
    const rows = (await staffAuditOf(memberId)).filter((row) => row.staffId === staff.id);
    expect(rows.map((row) => row.action).sort()).toEqual(["read consent", "read medical details"]);
    expect(new Set(rows.map((row) => row.at.toISOString())).size).toBe(1);
  });

  it("gives nothing and records nothing where the route refuses", async () => {
    const sales = await newStaff("sales", "server-read-refused");
    const memberId = fixtures.members.guardian;
    expect(await readMedical.readAs(await sessionOf(sales), { params: { memberId } })).toBeUndefined();
    const owing = await newStaff("reception", "server-read-pending");
    const pending = { ...(await sessionOf(owing)), pending: "verify" as const };
    expect(await readMedical.readAs(pending, { params: { memberId } })).toBeUndefined();
    const unknown = await newStaff("reception", "server-read-unknown");
    expect(
      await readMedical.readAs(await sessionOf(unknown), { params: { memberId: fixtures.unknownMemberId } }),
    ).toBeUndefined();
    expect(await medicalAudit(sales.id)).toEqual([]);
    expect(await medicalAudit(owing.id)).toEqual([]);
    expect((await staffAuditOf(fixtures.unknownMemberId)).filter((row) => row.staffId === unknown.id)).toEqual([]);
  });

  it("reads what the route reads for a screen without a member (the email templates), and nothing for a role without it", async () => {
    const manager = await newStaff("manager", "server-read-templates");
    const onServer = await readTemplates.readAs(await sessionOf(manager));
    const overHttp = await readTemplates(
      await bffRequest("GET", "/api/communications/email-templates", { as: manager }),
      {
        params: Promise.resolve({}),
      },
    );
    expect(overHttp.status).toBe(200);
    expect(onServer).toEqual(await overHttp.json());
    expect(onServer?.length).toBeGreaterThan(0);
    expect(await readTemplates.readAs(await sessionOf("reception"))).toBeUndefined();
  });

  it("parses the query as the route does: a bad one is no answer", async () => {
    const session = await sessionOf("reception");
    const params = { memberId: fixtures.members.guardian };
    const page = await readPastBookings.readAs(session, { params, query: { limit: 1 } });
    expect(page?.pastBookingData.length).toBeLessThanOrEqual(1);
    expect(await readPastBookings.readAs(session, { params, query: { limit: -5 } })).toBeUndefined();
  });

  it("fills the very query key the screen's hook reads: both are made from the declaration and the same input", async () => {
    const memberId = fixtures.members.guardian;
    const params = { memberId };
    const pairs = [
      [readConsent.read({ params })[0], api.members.read("consent", { params }).queryKey],
      [readMedical.read({ params })[0], api.members.read("medicalDetails", { params }).queryKey],
      [
        readPastBookings.read({ params, query: { limit: 1 } })[0],
        api.members.read("pastBookings", { params, query: { limit: 1 } }).queryKey,
      ],
      [readTemplates.read()[0], api.communications.read("templates").queryKey],
      // the sites: the booking sheet's first read fills the entry the configuration's site list reads too
      [readSites.read()[0], api.configuration.read("sites").queryKey],
      [
        readSite.read({ params: { siteId: "HARROGATE" } })[0],
        api.configuration.read("site", { params: { siteId: "HARROGATE" } }).queryKey,
      ],
      [
        readSheet.read({ query: { siteId: "HARROGATE", from: "2026-12-07", to: "2026-12-13" } })[0],
        api.bookingSheets.read("sheet", { query: { siteId: "HARROGATE", from: "2026-12-07", to: "2026-12-13" } })
          .queryKey,
      ],
      [readCatalogue.read()[0], api.prospects.read("catalogue").queryKey],
      [readMemberRetention.read({ params })[0], api.retention.read("member", { params }).queryKey],
      [readMyFactors.read()[0], api.factors.read("mine").queryKey],
      [
        readSessionOffers.read({ params: { bookingId: 7 } })[0],
        api.offers.read("sessionOffers", { params: { bookingId: 7 } }).queryKey,
      ],
      [readPlatformStatus.read()[0], api.staff.read("platformStatus").queryKey],
    ];
    for (const [server, browser] of pairs) expect(hashKey(server)).toBe(hashKey(browser));
    // another member's or another query's read is another entry, and "about a member" finds that member's alone
    expect(hashKey(readConsent.read({ params: { memberId: memberId + 1 } })[0])).not.toBe(hashKey(pairs[0][1]));
    const about = aboutMember(memberId);
    expect(about({ queryKey: pairs[0][1] })).toBe(true);
    expect(about({ queryKey: readConsent.read({ params: { memberId: memberId + 1 } })[0] })).toBe(false);
    expect(about({ queryKey: pairs[3][1] })).toBe(false);
    // an erasure's refresh reaches the member's reads of every area (the retention panel's, a prospect's interactions)
    expect(about({ queryKey: api.retention.read("member", { params }).queryKey })).toBe(true);
    expect(about({ queryKey: api.prospects.read("interactions", { params }).queryKey })).toBe(true);
  });
});
