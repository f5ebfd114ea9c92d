import { describe, expect, it } from "vitest";
import { call } from "../testing";

describe("members area in the OpenAPI document", () => {
  it("documents the write shapes of the companion endpoints", async () => {
    const doc = await (await call("GET", "/openapi.json")).json();
    const body = (path: string, method: string) =>
      doc.paths[path][method].requestBody.content["application/json"].schema;
    expect(JSON.stringify(body("/api/members/{memberId}/campaign", "put"))).toContain("guardianName");
    expect(JSON.stringify(body("/api/members/{memberId}/communication-channels", "put"))).toContain("channelId");
    expect(JSON.stringify(body("/api/members/{memberId}/consent", "put"))).toContain("privacyPolicySignedDate");
    expect(JSON.stringify(body("/api/members/{memberId}/wallet/card", "post"))).toContain("cardToken");
    expect(JSON.stringify(body("/api/members/{memberId}/addresses", "put"))).toContain("addressLine1");
    expect(doc.paths["/api/members/{memberId}/addresses"].put.description).toContain(
      "cannot be null; send an empty string",
    );
  });

  it("documents every path value: the declared ids as numbers, a member-scoped memberId beside them, all int32", async () => {
    const doc = await (await call("GET", "/openapi.json")).json();
    type Parameter = { name: string; in: string; schema: { type: string } };
    const params = (path: string, method: string) =>
      Object.fromEntries(
        (doc.paths[path][method].parameters as Parameter[])
          .filter((p) => p.in === "path")
          .map((p) => [p.name, p.schema.type]),
      );
    expect(params("/api/members/{memberId}/medical-details/{id}", "put")).toEqual({
      memberId: "integer",
      id: "integer",
    });
    expect(params("/api/members/{memberId}/wallet/{provider}/{cardId}", "delete")).toEqual({
      memberId: "integer",
      provider: "string",
      cardId: "integer",
    });
    expect(params("/api/members/{memberId}", "get")).toEqual({ memberId: "integer" });
    const search = (doc.paths["/api/members"].get.parameters as { name: string; in: string }[])
      .filter((p) => p.in === "query")
      .map((p) => p.name);
    expect(search).toEqual(["search", "limit", "offset"]);
  });
});
