import { describe, expect, it } from "vitest";
import { parseOptions, tokenCommand } from "./cli";
import { call, expectEmpty } from "./testing";

describe("platform CLI", () => {
  it("takes option values as the next argument, negative numbers included", () => {
    expect(parseOptions(["--products", "FOH,CONSUMER", "--expires-in", "-3600", "--member", "1001"])).toEqual({
      "--products": "FOH,CONSUMER",
      "--expires-in": "-3600",
      "--member": "1001",
    });
    expect(() => parseOptions(["--bogus", "1"])).toThrow(/unknown option/);
    expect(() => parseOptions(["--member"])).toThrow(/needs a value/);
  });

  it("prints tokens the platform accepts, and expired ones it refuses", async () => {
    const admin = await tokenCommand(["--features", "ADMIN"]);
    expect((await call("GET", "/api/configuration/admin/integrators", { token: admin })).status).toBe(200);
    const expired = await tokenCommand(["--features", "ADMIN", "--expires-in", "-3600"]);
    await expectEmpty(await call("GET", "/api/configuration/admin/integrators", { token: expired }), 401);
  });

  it("gives no claim for an omitted option", async () => {
    const token = await tokenCommand([]);
    const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
    expect(claims.products).toEqual([]);
    expect(claims.features).toEqual([]);
    expect(claims.member_id).toBeUndefined();
    expect(claims.scope).toBeUndefined();
  });
});
