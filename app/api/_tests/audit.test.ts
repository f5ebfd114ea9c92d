import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appDatabase } from "@frontdesk/lib/app-db";
import { fixtures } from "@frontdesk/lib/platform/testing";
import { bffEndpoint, type BffHandler } from "@frontdesk/lib/bff/route";
import { memberApi } from "@frontdesk/lib/api/members";
import { PlatformFailure } from "@frontdesk/lib/client/transport";
import { GET as readMedical } from "@/app/api/members/[memberId]/medical-details/route";
import { GET as readConsent } from "@/app/api/members/[memberId]/consent/route";
import { staffAuditOf } from "@frontdesk/lib/bff/audit";
import { bffRequest, newStaff, upstreamPlatform, type TestStaff } from "@frontdesk/lib/bff/testing";

// Real all the way: a real session cookie of the test's own staff member, the BFF route, the transport and the platform.
const get = async (handler: BffHandler, memberId: number | string, as: TestStaff) =>
  handler(await bffRequest("GET", `/api/members/${memberId}`, { as }), {
    params: Promise.resolve({ memberId: String(memberId) }),
  });

const actionsOf = async (memberId: number, staffId: string) =>
  (await staffAuditOf(memberId)).filter((row) => row.staffId === staffId).map((row) => row.action);

describe("the BFF's audit of special-category data", () => {
  beforeAll(async () => {
    await appDatabase(); // migrated and seeded (the hook's longer timeout)
  });

  it("records who read a member's medical details, in embedded mode", async () => {
    const staff = await newStaff("reception", "audit-embedded");
    const response = await get(readMedical, fixtures.members.guardian, staff);
    expect(response.status).toBe(200);
    const rows = (await staffAuditOf(fixtures.members.guardian)).filter((row) => row.staffId === staff.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ memberId: fixtures.members.guardian, action: "read medical details" });
    expect(rows[0].at).toBeInstanceOf(Date);
  });

  it("records nothing when the read is refused or the member is unknown", async () => {
    const refused = await newStaff("sales", "audit-refused");
    expect((await get(readMedical, fixtures.members.guardian, refused)).status).toBe(403);
    const unknown = await newStaff("reception", "audit-unknown");
    expect((await get(readMedical, fixtures.unknownMemberId, unknown)).status).toBeGreaterThanOrEqual(400);
    expect(await actionsOf(fixtures.members.guardian, refused.id)).toEqual([]);
    expect(await actionsOf(fixtures.unknownMemberId, unknown.id)).toEqual([]);
  });

  it("audits a write sent with no answer back (it may have been made), not one refused or never sent", async () => {
    const staff = await newStaff("reception", "audit-unknown-outcome");
    const memberId = fixtures.members.noHistory;
    const failingWith = (failure: PlatformFailure) =>
      bffEndpoint(memberApi.addMedicalCondition, async () => {
        throw failure;
      });
    const add = async (failure: PlatformFailure) =>
      (
        await failingWith(failure)(
          await bffRequest("POST", `/api/members/${memberId}/medical-details`, {
            as: staff,
            body: { medicalConditionTypeId: 1, medicalNote: "unknown outcome" },
          }),
          { params: Promise.resolve({ memberId: String(memberId) }) },
        )
      ).status;
    expect(await add(new PlatformFailure(504, "text/plain", "The platform did not answer", true))).toBe(504);
    expect(await actionsOf(memberId, staff.id)).toEqual(["added a medical condition"]);
    expect(await add(new PlatformFailure(503, "text/plain", "The platform could not be reached", false))).toBe(503);
    expect(await add(new PlatformFailure(400, "text/plain", "Medical condition type 1 is not active."))).toBe(400);
    expect(await actionsOf(memberId, staff.id)).toEqual(["added a medical condition"]);
  });

  it("a write said made is audited once, beside the rest of its handler, and still if the handler fails after it", async () => {
    const staff = await newStaff("reception", "audit-made");
    const memberId = fixtures.members.noHistory;
    const add = async (handler: Parameters<typeof bffEndpoint<typeof memberApi.addMedicalCondition>>[1]) =>
      (
        await bffEndpoint(memberApi.addMedicalCondition, handler)(
          await bffRequest("POST", `/api/members/${memberId}/medical-details`, {
            as: staff,
            body: { medicalConditionTypeId: 1, medicalNote: "made" },
          }),
          { params: Promise.resolve({ memberId: String(memberId) }) },
        )
      ).status;
    let rowsWhileHandling: string[] = [];
    expect(
      await add(async ({ made }) => {
        made();
        made(); // said twice: one row
        await new Promise((resolve) => setTimeout(resolve, 50));
        rowsWhileHandling = await actionsOf(memberId, staff.id); // written beside, before the handler is done
        return undefined as never;
      }),
    ).toBe(204);
    expect(rowsWhileHandling).toEqual(["added a medical condition"]);
    expect(await actionsOf(memberId, staff.id)).toEqual(["added a medical condition"]);
    expect(
      await add(async ({ made }) => {
        made();
        throw new Error("the confirmation failed after the change was made");
      }),
    ).toBe(500);
    expect(await actionsOf(memberId, staff.id)).toEqual(["added a medical condition", "added a medical condition"]);
  });

  describe("upstream mode (the platform over real HTTP; it sees only the app's integrator)", () => {
    let upstream: Awaited<ReturnType<typeof upstreamPlatform>>;

    beforeAll(async () => {
      upstream = await upstreamPlatform();
    });

    afterAll(() => upstream.restore());

    it("reads member-scoped data with a member token and logs the staff member, not the integrator", async () => {
      const staff = await newStaff("reception", "audit-upstream");
      const consent = await get(readConsent, fixtures.members.guardian, staff);
      expect(consent.status).toBe(200);
      expect(((await consent.json()) as { memberId: number }).memberId).toBe(fixtures.members.guardian);
      expect((await get(readMedical, fixtures.members.guardian, staff)).status).toBe(200);
      expect(await actionsOf(fixtures.members.guardian, staff.id)).toEqual(["read consent", "read medical details"]);
    });
  });
});
