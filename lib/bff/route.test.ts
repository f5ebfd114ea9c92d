import { describe, expect, it } from "vitest";
import { PUT as assignCampaign } from "@/app/api/members/[memberId]/campaign/route";
import { bffRequest } from "./testing";

describe("bffRoute", () => {
  it("reads the session from the request and still parses its body with the contract", async () => {
    const req = await bffRequest("PUT", "/api/members/1003/campaign", { as: "reception", body: { campaignId: "newsletter", granted: "yes" } });
    const response = await assignCampaign(req, { params: Promise.resolve({ memberId: "1003" }) });
    expect(response.status).toBe(400);
    // messages say no internal name (withoutInternalNames): campaignId is "Campaign ID"
    expect((await response.json()).errors).toEqual({ campaignId: ["Campaign ID must be an integer."], granted: ["granted must be a boolean."] });
  });
});
