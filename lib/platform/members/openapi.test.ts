import { describe, expect, it } from "vitest";
import { call } from "../testing";

describe("members area in the OpenAPI document", () => {
  it("documents the write shapes of the companion endpoints", async () => {
    const doc = await (await call("GET", "/openapi.json")).json();
    const body = (path: string, method: string) => doc.paths[path][method].requestBody.content["application/json"].schema;
    expect(JSON.stringify(body("/api/members/{memberId}/campaign", "put"))).toContain("guardianName");
    expect(JSON.stringify(body("/api/members/{memberId}/communication-channels", "put"))).toContain("channelId");
    expect(JSON.stringify(body("/api/members/{memberId}/consent", "put"))).toContain("privacyPolicySignedDate");
    expect(JSON.stringify(body("/api/members/{memberId}/wallet/card", "post"))).toContain("cardToken");
    expect(JSON.stringify(body("/api/members/{memberId}/addresses", "put"))).toContain("addressLine1");
    expect(doc.paths["/api/members/{memberId}/addresses"].put.description).toContain("cannot be null; send an empty string");
  });
});
