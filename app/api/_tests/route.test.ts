import { describe, expect, it } from "vitest";
import { PUT as assignCampaign } from "@/app/api/members/[memberId]/campaign/route";
import { GET as readConsent } from "@/app/api/members/[memberId]/consent/route";
import { PUT as updateCondition } from "@/app/api/members/[memberId]/medical-details/[id]/route";
import { DELETE as removeCard } from "@/app/api/members/[memberId]/wallet/[provider]/[cardId]/route";
import { GET as readSchedule } from "@/app/api/booking-sheets/exception/[scheduleId]/route";
import { GET as readAlertList } from "@/app/api/bookings/[bookingId]/alert-list/route";
import { bffRequest } from "@frontdesk/lib/bff/testing";

const answerOf = async (response: Response) => ({
  status: response.status,
  type: response.headers.get("content-type"),
  body: (await response.json()) as { detail?: string; errors?: Record<string, string[]> },
});

describe("bffEndpoint", () => {
  it("reads the session from the request and still parses its body with the contract", async () => {
    const req = await bffRequest("PUT", "/api/members/1003/campaign", {
      as: "reception",
      body: { campaignId: "newsletter", granted: "yes" },
    });
    const response = await assignCampaign(req, { params: Promise.resolve({ memberId: "1003" }) });
    expect(response.status).toBe(400);
    // messages say no internal name (withoutInternalNames): campaignId is "Campaign ID"
    expect((await response.json()).errors).toEqual({
      campaignId: ["Campaign ID must be an integer."],
      granted: ["Granted must be a boolean."],
    });
  });

  it("hands the handler the declared path parameters parsed (a member id is a number)", async () => {
    const req = await bffRequest("GET", "/api/members/1001/consent", { as: "reception" });
    const response = await readConsent(req, { params: Promise.resolve({ memberId: "1001" }) });
    expect(response.status).toBe(200);
  });

  const memberIdMessage = "The member ID must be a whole number from 1 to 2147483647.";
  for (const bad of ["abc", "0", "2147483648", "12345678901", "1%00", "1\u0000", "-1", "1.5", " 1", ""]) {
    it(`a member id of ${JSON.stringify(bad)} is a 400 problem under memberId, before the platform is called`, async () => {
      const req = await bffRequest("GET", `/api/members/${encodeURIComponent(bad)}/consent`, { as: "reception" });
      const answer = await answerOf(await readConsent(req, { params: Promise.resolve({ memberId: bad }) }));
      expect(answer.status).toBe(400);
      expect(answer.type).toContain("application/problem+json");
      expect(answer.body).toMatchObject({ detail: memberIdMessage, errors: { memberId: [memberIdMessage] } });
    });
  }

  it("checks the path before the body: a bad condition id answers its own message, whatever the body", async () => {
    const req = await bffRequest("PUT", "/api/members/1001/medical-details/abc", { as: "reception", body: {} });
    const answer = await answerOf(
      await updateCondition(req, { params: Promise.resolve({ memberId: "1001", id: "abc" }) }),
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { id: ["The medical condition ID must be a whole number from 1 to 999999999."] } },
    });
  });

  it("names each bad segment of a path with several", async () => {
    const req = await bffRequest("DELETE", "/api/members/0/wallet/sandbox/9999999999", { as: "reception" });
    const answer = await answerOf(
      await removeCard(req, { params: Promise.resolve({ memberId: "0", provider: "sandbox", cardId: "9999999999" }) }),
    );
    expect(answer).toMatchObject({
      status: 400,
      body: {
        errors: { memberId: [memberIdMessage], cardId: ["The card ID must be a whole number from 1 to 999999999."] },
      },
    });
  });

  it("a schedule id that is no GUID and a session id that is no id say so in plain words", async () => {
    const schedule = await answerOf(
      await readSchedule(await bffRequest("GET", "/api/booking-sheets/exception/nope", { as: "manager" }), {
        params: Promise.resolve({ scheduleId: "nope" }),
      }),
    );
    expect(schedule).toMatchObject({
      status: 400,
      body: {
        errors: { scheduleId: ["The schedule ID must be a GUID, such as 3f2b1c4e-0000-4000-8000-000000000000."] },
      },
    });
    const session = await answerOf(
      await readAlertList(await bffRequest("GET", "/api/bookings/0/alert-list", { as: "reception" }), {
        params: Promise.resolve({ bookingId: "0" }),
      }),
    );
    expect(session).toMatchObject({
      status: 400,
      body: { detail: "This session could not be found. Pick the session again." },
    });
  });
});
