import { describe, expect, it } from "vitest";
import { call, expectGate, expectText, fixtures } from "../testing";
import { memberScopeMessage } from "../http/app";
import { createMember, link, memberToken } from "./test-members";

const { newsletter, partnerOffers } = {
  newsletter: fixtures.consent.marketingCampaignIds[0],
  partnerOffers: fixtures.consent.marketingCampaignIds[2],
};
const fitness = fixtures.consent.dataProcessingCampaignIds[0];

describe("PUT /api/members/{memberId}/campaign", () => {
  it("grants a campaign (capture date defaulting to now) and withdraws it, moving modifiedOn each time", async () => {
    const id = await createMember();
    const auth = await memberToken(id);
    const before = await (await call("GET", `/api/members/${id}/consent`, { token: auth })).json();
    const granted = await call("PUT", `/api/members/${id}/campaign`, {
      token: auth,
      body: { campaignId: newsletter, granted: true },
    });
    expect(granted.status).toBe(200);
    const afterGrant = await granted.json();
    const entry = afterGrant.campaignPreferences.marketingCampaigns.find(
      (c: { campaignId: number }) => c.campaignId === newsletter,
    );
    expect(entry).toMatchObject({ campaignId: newsletter, category: "Marketing" });
    expect(Math.abs(Date.parse(entry.captureDate) - Date.now())).toBeLessThan(60_000);
    expect(entry).not.toHaveProperty("guardianName");
    expect(Date.parse(afterGrant.modifiedOn)).toBeGreaterThan(Date.parse(before.modifiedOn));

    const withdrawn = await (
      await call("PUT", `/api/members/${id}/campaign`, {
        token: auth,
        body: { campaignId: newsletter, granted: false },
      })
    ).json();
    expect(withdrawn.campaignPreferences.marketingCampaigns).toEqual([]);
    expect(Date.parse(withdrawn.modifiedOn)).toBeGreaterThan(Date.parse(afterGrant.modifiedOn));

    const history = await (await call("GET", `/api/members/${id}/consent/history`, { token: auth })).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(["withdrawn", "granted"]);
    expect(history[0]).toMatchObject({
      kind: "campaign",
      subjectId: String(newsletter),
      subjectName: "Monthly newsletter",
      changedBy: "test-user",
      source: "desk",
      guardianName: null,
    });
    expect(Object.keys(history[0])).toEqual([
      "id",
      "kind",
      "subjectId",
      "subjectName",
      "action",
      "captureDate",
      "guardianName",
      "changedBy",
      "source",
      "changedOn",
    ]);
  });

  it("records where each change came from: desk for a FOH token, online for the member's own", async () => {
    const id = await createMember();
    await call("PUT", `/api/members/${id}/campaign`, {
      token: await memberToken(id, ["CONSUMER"], ["ONLINEJOIN"], "member-app"),
      body: { campaignId: newsletter, granted: true },
    });
    await call("PUT", `/api/members/${id}/campaign`, {
      token: await memberToken(id),
      body: { campaignId: newsletter, granted: false },
    });
    const history = await (
      await call("GET", `/api/members/${id}/consent/history`, { token: await memberToken(id) })
    ).json();
    expect(history.map((h: { action: string; source: string }) => [h.action, h.source])).toEqual([
      ["withdrawn", "desk"],
      ["granted", "online"],
    ]);
  });

  it("puts data-processing campaigns in dataCampaigns and keeps a sent captureDate as evidence", async () => {
    const id = await createMember();
    const body = await (
      await call("PUT", `/api/members/${id}/campaign`, {
        token: await memberToken(id),
        body: { campaignId: fitness, granted: true, captureDate: "2024-02-03T04:05:06Z" },
      })
    ).json();
    expect(body.campaignPreferences.dataCampaigns).toEqual([
      expect.objectContaining({
        campaignId: fitness,
        category: "Data_Processing",
        captureDate: "2024-02-03T04:05:06.000Z",
      }),
    ]);
    expect(body.campaignPreferences.marketingCampaigns).toEqual([]);
  });

  it("stores guardianName for a member below the age of consent at capture and omits it otherwise", async () => {
    const guardianId = await createMember({ firstName: "Parent" });
    const child = await createMember({ firstName: "Child", dateOfBirth: "2015-01-01" });
    await link(guardianId, child);
    const auth = await memberToken(guardianId);
    const minor = await (
      await call("PUT", `/api/members/${child}/campaign`, {
        token: auth,
        body: { campaignId: partnerOffers, granted: true, guardianName: "Pat Parent" },
      })
    ).json();
    expect(minor.campaignPreferences.marketingCampaigns[0].guardianName).toBe("Pat Parent");
    // captured after the 16th birthday: an adult at capture, so no guardian name is stored
    const adult = await createMember({ dateOfBirth: "2000-01-01" });
    const body = await (
      await call("PUT", `/api/members/${adult}/campaign`, {
        token: await memberToken(adult),
        body: { campaignId: partnerOffers, granted: true, guardianName: "Ignored" },
      })
    ).json();
    expect(body.campaignPreferences.marketingCampaigns[0]).not.toHaveProperty("guardianName");
    const history = await (await call("GET", `/api/members/${child}/consent/history`, { token: auth })).json();
    expect(history[0].guardianName).toBe("Pat Parent");
  });

  it("requires guardianName for a minor without an online-consent guardian", async () => {
    const child = await createMember({ dateOfBirth: "2016-06-01" });
    await expectText(
      await call("PUT", `/api/members/${child}/campaign`, {
        token: await memberToken(child),
        body: { campaignId: newsletter, granted: true },
      }),
      400,
      `guardianName is required: member ${child} was below the age of consent (16) at the capture date.`,
    );
    const withOnlineGuardian = await createMember({
      dateOfBirth: "2016-06-01",
      onlineConsentGuardianName: "Online Guardian",
    });
    const body = await (
      await call("PUT", `/api/members/${withOnlineGuardian}/campaign`, {
        token: await memberToken(withOnlineGuardian),
        body: { campaignId: newsletter, granted: true },
      })
    ).json();
    expect(body.campaignPreferences.marketingCampaigns[0].guardianName).toBe("Online Guardian");
  });

  it("answers 400 plain text for an unknown campaign and leaves nothing behind", async () => {
    const id = await createMember();
    const auth = await memberToken(id);
    await expectText(
      await call("PUT", `/api/members/${id}/campaign`, { token: auth, body: { campaignId: 987654, granted: true } }),
      400,
      "Campaign ID 987654 does not exist.",
    );
    expect(await (await call("GET", `/api/members/${id}/consent/history`, { token: auth })).json()).toEqual([]);
  });

  it("answers 400 plain text for invalid bodies and future capture dates", async () => {
    const id = await createMember();
    const auth = await memberToken(id);
    await expectText(
      await call("PUT", `/api/members/${id}/campaign`, { token: auth, body: { campaignId: "x", granted: true } }),
      400,
      "campaignId must be an integer.",
    );
    await expectText(
      await call("PUT", `/api/members/${id}/campaign`, { token: auth, body: { campaignId: newsletter } }),
      400,
      "granted must be a boolean.",
    );
    await expectText(
      await call("PUT", `/api/members/${id}/campaign`, { token: auth }),
      400,
      "The request body must be a JSON object.",
    );
    await expectText(
      await call("PUT", `/api/members/${id}/campaign`, { token: auth, rawBody: "{" }),
      400,
      "The request body is not valid JSON.",
    );
    await expectText(
      await call("PUT", `/api/members/${id}/campaign`, {
        token: auth,
        body: { campaignId: newsletter, granted: true, captureDate: "yesterday" },
      }),
      400,
      "captureDate must be an ISO 8601 date-time string.",
    );
    await expectText(
      await call("PUT", `/api/members/${id}/campaign`, {
        token: auth,
        body: { campaignId: newsletter, granted: true, captureDate: "2999-01-01T00:00:00Z" },
      }),
      400,
      "captureDate cannot be in the future.",
    );
  });

  it("answers 404 for an unknown member and 403 for an unlinked member", async () => {
    const unknown = fixtures.unknownMemberId;
    await expectText(
      await call("PUT", `/api/members/${unknown}/campaign`, {
        token: await memberToken(unknown),
        body: { campaignId: newsletter, granted: true },
      }),
      404,
      `Member with ID ${unknown} does not exist`,
    );
    await expectText(
      await call("PUT", `/api/members/${fixtures.members.guardian}/campaign`, {
        token: await memberToken(fixtures.members.unlinked),
        body: { campaignId: newsletter, granted: false },
      }),
      403,
      memberScopeMessage,
    );
  });

  it("has the gate", async () => {
    await expectGate("PUT", `/api/members/${fixtures.members.guardian}/campaign`, {
      campaignId: newsletter,
      granted: true,
    });
  });
});
