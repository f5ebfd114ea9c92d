import { describe, expect, it } from "vitest";
import { call, fixtures } from "./testing";

describe("platform core", () => {
  it("answers health once the database is migrated and seeded", async () => {
    const response = await call("GET", "/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("serves an OpenAPI 3.1 document", async () => {
    const response = await call("GET", "/openapi.json");
    expect(response.status).toBe(200);
    expect((await response.json()).openapi).toBe("3.1.0");
  });

  it("names every fixture role with fixed ids", () => {
    expect(fixtures.members.guardian).toBe(1001);
    expect(fixtures.unknownMemberId).toBeGreaterThan(0);
  });
});
