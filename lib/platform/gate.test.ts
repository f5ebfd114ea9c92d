import { describe, expect, it } from "vitest";
import { allRoutes } from "./routes";
import { call, fixtures, token } from "./testing";

/** Fills path parameters with plausible values: the gate must answer before any lookup. */
const concretePath = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => (name.toLowerCase().includes("member") ? String(fixtures.members.guardian) : "1"));

const gated = allRoutes.filter((r) => r.spec.auth !== false);

describe("the auth gate on every platform route", () => {
  it("has routes to check", () => {
    expect(gated.length).toBeGreaterThan(0);
  });

  for (const { spec } of gated) {
    const method = spec.method.toUpperCase();
    const path = concretePath(spec.path);
    it(`${method} ${spec.path}: 401 without, with a forged and with an expired token; 403 with no products or features`, async () => {
      const all = { products: ["FOH", "CONSUMER", "INTEGRATIONS", "ADMIN"], features: ["FOHGENERIC", "ONLINEBOOK", "ADMIN", "PROSPECTS", "BOOKINGDISCOUNTS"] };
      expect((await call(method, path)).status).toBe(401);
      const valid = await token(all);
      const forged = `${valid.slice(0, valid.lastIndexOf(".") + 1)}${"A".repeat(43)}`;
      expect((await call(method, path, { token: forged })).status).toBe(401);
      expect((await call(method, path, { token: await token({ ...all, expiresIn: -3600 }) })).status).toBe(401);
      expect((await call(method, path, { token: "not-a-jwt" })).status).toBe(401);
      const bare = await token({ memberId: fixtures.members.guardian });
      expect((await call(method, path, { token: bare })).status).toBe(403);
    });
  }
});
