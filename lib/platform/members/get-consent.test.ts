import { describe, expect, it } from "vitest";
import { call, expectGate, expectText, fixtures, token } from "../testing";
import { memberScopeMessage } from "../http/app";
import { createMember, link, memberToken } from "./test-members";

const { guardian, dependant, unlinked, staffCreated } = fixtures.members;

describe("GET /api/members/{memberId}/consent (endpoint 1)", () => {
  it("returns the guardian's MemberConsent with campaigns and channels in separate arrays", async () => {
    const response = await call("GET", `/api/members/${guardian}/consent`, {
      token: await memberToken(guardian, ["CONSUMER"], ["ONLINEBOOK"]),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual([
      "memberId",
      "onlineConsentDate",
      "onlineConsentGuardianName",
      "privacyPolicySignedDate",
      "privacyPolicySigned",
      "termsAndConditionsSignedDate",
      "healthCommitmentStatementSignedDate",
      "modifiedOn",
      "createdOn",
      "campaignPreferences",
    ]);
    expect(body.memberId).toBe(guardian);
    expect(body.privacyPolicySigned).toBe(true);
    const { marketingCampaigns, dataCampaigns, communicationTypes } = body.campaignPreferences;
    expect(marketingCampaigns.length).toBeGreaterThanOrEqual(1);
    expect(dataCampaigns.length).toBeGreaterThanOrEqual(1);
    expect(communicationTypes.length).toBeGreaterThanOrEqual(1);
    expect(marketingCampaigns.every((c: { category: string }) => c.category === "Marketing")).toBe(true);
    expect(dataCampaigns.every((c: { category: string }) => c.category === "Data_Processing")).toBe(true);
    expect(Object.keys(marketingCampaigns[0])).toEqual([
      "campaignId",
      "campaignName",
      "campaignDescription",
      "captureDate",
      "expiryDate",
      "category",
    ]);
    expect(Object.keys(communicationTypes[0])).toEqual(["channelId", "channelName", "captureDate"]);
    expect(typeof marketingCampaigns[0].campaignId).toBe("number");
  });

  it("lets a guardian read the dependant, whose consent carries guardianName", async () => {
    const response = await call("GET", `/api/members/${dependant}/consent`, { token: await memberToken(guardian) });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.onlineConsentGuardianName).toBe("Helen Marsh");
    expect(body.campaignPreferences.marketingCampaigns[0].guardianName).toBe("Helen Marsh");
  });

  it("lets a dependant's token read its guardian (links read both ways)", async () => {
    expect(
      (await call("GET", `/api/members/${guardian}/consent`, { token: await memberToken(dependant) })).status,
    ).toBe(200);
  });

  it("gives a staff-created member a null onlineConsentDate", async () => {
    const body = await (
      await call("GET", `/api/members/${staffCreated}/consent`, { token: await memberToken(staffCreated) })
    ).json();
    expect(body.onlineConsentDate).toBeNull();
  });

  it("refuses an unlinked member's token with 403 plain text", async () => {
    await expectText(
      await call("GET", `/api/members/${guardian}/consent`, { token: await memberToken(unlinked) }),
      403,
      memberScopeMessage,
    );
    await expectText(
      await call("GET", `/api/members/${guardian}/consent`, {
        token: await token({ products: ["FOH"], features: ["FOHGENERIC"] }),
      }),
      403,
      memberScopeMessage,
    );
  });

  it("answers 404 plain text for an unknown member", async () => {
    const id = fixtures.unknownMemberId;
    await expectText(
      await call("GET", `/api/members/${id}/consent`, { token: await memberToken(id) }),
      404,
      `Member with ID ${id} does not exist`,
    );
  });

  it("accepts any one listed product or feature", async () => {
    const id = await createMember();
    await link(guardian, id).catch(() => {});
    for (const [products, features] of [
      [["INTEGRATIONS"], []],
      [[], ["TRP"]],
      [[], ["ONLINEJOIN"]],
    ] as const) {
      expect(
        (
          await call("GET", `/api/members/${id}/consent`, {
            token: await memberToken(id, [...products], [...features]),
          })
        ).status,
      ).toBe(200);
    }
  });

  it("has the gate", async () => {
    await expectGate("GET", `/api/members/${guardian}/consent`);
  });
});

describe("consent lookups", () => {
  const staff = () => token({ products: ["FOH"], features: ["FOHGENERIC"] });

  it("lists marketing campaigns with past, future and null expiry dates", async () => {
    const response = await call("GET", "/api/configuration/consent/marketing-campaigns", { token: await staff() });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(body[0])).toEqual([
      "campaignId",
      "campaignName",
      "campaignDescription",
      "category",
      "expiryDate",
    ]);
    expect(body.every((c: { category: string }) => c.category === "Marketing")).toBe(true);
    const expiries = body.map((c: { expiryDate: string | null }) => c.expiryDate);
    expect(expiries).toContain(null);
    expect(expiries.some((e: string | null) => e && Date.parse(e) < Date.now())).toBe(true);
    expect(expiries.some((e: string | null) => e && Date.parse(e) > Date.now())).toBe(true);
  });

  it("lists data-processing campaigns", async () => {
    const body = await (
      await call("GET", "/api/configuration/consent/data-processing", { token: await staff() })
    ).json();
    expect(body.length).toBeGreaterThanOrEqual(2);
    expect(body.every((c: { category: string }) => c.category === "Data_Processing")).toBe(true);
  });

  it("lists communication channels", async () => {
    const body = await (
      await call("GET", "/api/configuration/consent/communication-channels", { token: await staff() })
    ).json();
    expect(body.map((c: { channelId: string }) => c.channelId)).toEqual(["EMAIL", "SMS", "TELEPHONE", "POST"]);
    expect(Object.keys(body[0])).toEqual(["channelId", "channelName"]);
  });

  it("have the gate", async () => {
    await expectGate("GET", "/api/configuration/consent/marketing-campaigns");
    await expectGate("GET", "/api/configuration/consent/data-processing");
    await expectGate("GET", "/api/configuration/consent/communication-channels");
  });
});
