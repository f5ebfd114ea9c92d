import { beforeAll, describe, expect, it } from "vitest";
import { allRoutes } from "./routes";
import { capabilityOf, type Capability, type TokenOptions } from "./http/tokens";
import { call, fixtures, token } from "./testing";

/** Fills path parameters with plausible values: the gate must answer before any lookup. */
const concretePath = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    name.toLowerCase().includes("member") ? String(fixtures.members.guardian) : "1",
  );

/** Path values that match no record, for requests that pass the gate: the handler refuses them and changes nothing. */
const unknownRecordPath = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    name.toLowerCase().includes("member") ? String(fixtures.unknownMemberId) : "999999",
  );

const gated = allRoutes.filter((r) => r.spec.auth !== false);
const products = ["FOH", "CONSUMER", "INTEGRATIONS", "ADMIN"];
const features = ["FOHGENERIC", "ONLINEBOOK", "ONLINEJOIN", "TRP", "DATAHUB", "ADMIN", "PROSPECTS", "BOOKINGDISCOUNTS"];
const all = { products, features };
const admin = () => token({ products: ["ADMIN"], features: ["ADMIN"] });
const integrators = "/api/configuration/admin/integrators";

/** A real integrator holding every scope and capability, with a token from /connect/token. */
async function integratorWithToken() {
  const created = await call("POST", integrators, {
    token: await admin(),
    body: {
      name: `Gate ${crypto.randomUUID()}`,
      origin: "https://gate.example.com",
      allowedScopes: JSON.stringify([...products, ...features]),
      canRead: true,
      canWrite: true,
      canDelete: true,
    },
  });
  const { id } = await created.json();
  const { key } = await (await call("POST", `${integrators}/${id}/activate`, { token: await admin() })).json();
  const issued = await call("POST", "/connect/token", {
    rawBody: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: String(id),
      client_secret: key,
    }).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(issued.status).toBe(200);
  return { id: id as number, key: key as string, accessToken: (await issued.json()).access_token as string };
}

let live: { id: number; keyVersion: number };
let deletedToken: string;
let replacedKeyToken: string;

beforeAll(async () => {
  const kept = await integratorWithToken();
  live = { id: kept.id, keyVersion: 1 };
  const deleted = await integratorWithToken();
  deletedToken = deleted.accessToken;
  expect((await call("DELETE", `${integrators}/${deleted.id}`, { token: await admin() })).status).toBe(204);
  const replaced = await integratorWithToken();
  replacedKeyToken = replaced.accessToken;
  expect((await call("POST", `${integrators}/${replaced.id}/activate`, { token: await admin() })).status).toBe(200);
});

/** A token of the live integrator with every claim a route can ask for, holding only the given capabilities. */
function integratorToken(capabilities: Capability[], extra: TokenOptions = {}) {
  return token({
    ...all,
    scope: "api",
    permissions: ["cr.co"],
    integrator: "global",
    integratorId: live.id,
    keyVersion: live.keyVersion,
    canRead: capabilities.includes("read"),
    canWrite: capabilities.includes("write"),
    canDelete: capabilities.includes("delete"),
    ...extra,
  });
}

describe("the auth gate on every platform route", () => {
  it("has routes to check", () => {
    expect(gated.length).toBeGreaterThan(0);
  });

  for (const { spec } of gated) {
    const method = spec.method.toUpperCase();
    const path = concretePath(spec.path);
    const needed = capabilityOf(spec.method);
    it(`${method} ${spec.path}: 401 without, with a forged and with an expired token; 403 with no products or features`, async () => {
      expect((await call(method, path)).status).toBe(401);
      const valid = await token(all);
      const forged = `${valid.slice(0, valid.lastIndexOf(".") + 1)}${"A".repeat(43)}`;
      expect((await call(method, path, { token: forged })).status).toBe(401);
      expect((await call(method, path, { token: await token({ ...all, expiresIn: -3600 }) })).status).toBe(401);
      expect((await call(method, path, { token: "not-a-jwt" })).status).toBe(401);
      const bare = await token({ memberId: fixtures.members.guardian });
      expect((await call(method, path, { token: bare })).status).toBe(403);
    });

    it(`${method} ${spec.path}: an integrator token needs can_${needed} (403 without it, through with it)`, async () => {
      const others = (["read", "write", "delete"] as const).filter((c) => c !== needed);
      const refused = await call(method, path, {
        token: await integratorToken(others, { memberId: fixtures.members.guardian }),
      });
      expect(refused.status).toBe(403);
      const unknown = unknownRecordPath(spec.path);
      const admitted = await call(method, unknown, {
        token: await integratorToken([needed], { memberId: fixtures.unknownMemberId }),
      });
      expect([401, 403]).not.toContain(admitted.status);
      expect(admitted.status).toBeLessThan(500);
    });

    it(`${method} ${spec.path}: 401 with a deleted integrator's token and with a token under a replaced key`, async () => {
      expect((await call(method, path, { token: deletedToken })).status).toBe(401);
      expect((await call(method, path, { token: replacedKeyToken })).status).toBe(401);
    });
  }
});
