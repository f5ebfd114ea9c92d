import { beforeAll, describe, expect, it } from "vitest";
import { getPlatform } from "@frontdesk/lib/platform";
import { fixtures } from "@frontdesk/lib/platform/testing";
import { createMember, link } from "@frontdesk/lib/platform/members/test-members";
import { GET as search } from "@/app/api/members/route";
import { GET as memberFlags } from "@/app/api/members/[memberId]/flags/route";
import { GET as detailChecks, POST as confirm } from "@/app/api/members/[memberId]/detail-checks/route";
import { GET as consentHistory } from "@/app/api/members/[memberId]/consent/history/route";
import { PUT as assignCampaign } from "@/app/api/members/[memberId]/campaign/route";
import { staffAuditOf } from "@frontdesk/lib/bff/audit";
import { bffRequest, newStaff } from "@frontdesk/lib/bff/testing";

const params = (memberId: number) => ({ params: Promise.resolve({ memberId: String(memberId) }) });
const noParams = { params: Promise.resolve({}) };

describe("a member at the desk (BFF, embedded platform)", () => {
  beforeAll(async () => {
    await getPlatform().database;
  });

  it("answers a page of results with each member's flags; the one-member read from the standard endpoints agrees", async () => {
    const guardian = await createMember({ firstName: "Quentin", lastName: "Flagtest", privacyPolicySigned: true });
    const child = await createMember({ firstName: "Quincy", lastName: "Flagtest" });
    await link(guardian, child);
    const page = await search(
      await bffRequest("GET", "/api/members?search=Flagtest&limit=10", { as: "reception" }),
      noParams,
    );
    expect(page.status).toBe(200);
    const body = await page.json();
    expect(body.flagsFor).toBe("page");
    expect(body.flags).toEqual({
      [guardian]: ["noValidPaymentCard", "guardian"],
      [child]: ["privacyPolicyNotSigned", "noValidPaymentCard", "dependant"],
    });
    const staff = await newStaff("reception", "flags");
    for (const memberId of [guardian, child, fixtures.members.guardian, fixtures.members.dependant]) {
      const one = await memberFlags(
        await bffRequest("GET", `/api/members/${memberId}/flags`, { as: staff }),
        params(memberId),
      );
      expect(one.status).toBe(200);
      const listed = await search(
        await bffRequest("GET", `/api/members?search=${memberId}`, { as: "reception" }),
        noParams,
      );
      expect((await one.json()).flags).toEqual((await listed.json()).flags[memberId]);
    }
    expect((await staffAuditOf(guardian)).filter((r) => r.staffId === staff.id).map((r) => r.action)).toEqual([
      "read member flags",
    ]);
  });

  it("shows sales no flags", async () => {
    const page = await search(await bffRequest("GET", "/api/members?search=Marsh", { as: "sales" }), noParams);
    expect(await page.json()).toMatchObject({ flagsFor: "none", flags: {} });
  });

  it("names who recorded a consent change and from where", async () => {
    const memberId = await createMember();
    const staff = await newStaff("reception", "consent-who");
    const granted = await assignCampaign(
      await bffRequest("PUT", `/api/members/${memberId}/campaign`, {
        as: staff,
        body: { campaignId: fixtures.consent.marketingCampaignIds[0], granted: true },
      }),
      params(memberId),
    );
    expect(granted.status).toBe(200);
    const history = await (
      await consentHistory(
        await bffRequest("GET", `/api/members/${memberId}/consent/history`, { as: staff }),
        params(memberId),
      )
    ).json();
    expect(history[0]).toMatchObject({
      action: "granted",
      source: "desk",
      changedBy: staff.id,
      recordedBy: staff.name,
    });
  });

  it("records 'Checked, still correct' under the staff member, audited, and the due ones clear", async () => {
    const memberId = await createMember({ createdOn: new Date("2020-01-01T00:00:00Z") });
    const staff = await newStaff("reception", "checks");
    const before = await (
      await detailChecks(
        await bffRequest("GET", `/api/members/${memberId}/detail-checks`, { as: staff }),
        params(memberId),
      )
    ).json();
    expect(before.months).toBe(12);
    expect(before.areas.map((a: { due: boolean }) => a.due)).toEqual([true, true, true]);
    const answer = await confirm(
      await bffRequest("POST", `/api/members/${memberId}/detail-checks`, {
        as: staff,
        body: { areas: ["contactDetails", "addresses", "medicalDetails"] },
      }),
      params(memberId),
    );
    expect(answer.status).toBe(200);
    const after = await answer.json();
    expect(
      after.areas.map((a: { due: boolean; how: string; confirmedBy: string }) => [a.due, a.how, a.confirmedBy]),
    ).toEqual(Array(3).fill([false, "checked", staff.name]));
    expect((await staffAuditOf(memberId)).map((r) => r.action)).toEqual(["confirmed details"]);
    const bad = await confirm(
      await bffRequest("POST", `/api/members/${memberId}/detail-checks`, { as: staff, body: { areas: [] } }),
      params(memberId),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.areas).toEqual(["Choose which details were checked."]);
  });
});
