import { describe, expect, it } from "vitest";
import { call, expectEmpty, expectGate, expectProblem, expectText, token } from "../testing";

const admin = () => token({ features: ["ADMIN"], products: ["ADMIN"] });
const list = "/api/configuration/admin/integrators";

async function createIntegrator(overrides: Record<string, unknown> = {}) {
  const response = await call("POST", list, {
    token: await admin(),
    body: { name: `Test ${crypto.randomUUID()}`, origin: "https://partner.example.com", allowedScopes: '["ADMIN"]', ...overrides },
  });
  expect(response.status).toBe(201);
  return response.json();
}

async function activate(id: number) {
  const response = await call("POST", `${list}/${id}/activate`, { token: await admin() });
  expect(response.status).toBe(200);
  return response.json();
}

async function requestToken(clientId: number | string, secret: string, headers: Record<string, string> = {}) {
  return call("POST", "/connect/token", {
    rawBody: new URLSearchParams({ grant_type: "client_credentials", client_id: String(clientId), client_secret: secret }).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

describe("GET /api/configuration/admin/integrators (endpoint 15)", () => {
  it("refuses no, forged or expired tokens with 401 and a token without ADMIN with 403", async () => {
    await expectGate("GET", list);
  });

  it("answers 403 with an empty body when the ADMIN feature is missing, even with the ADMIN product", async () => {
    await expectEmpty(await call("GET", list, { token: await token({ products: ["ADMIN", "FOH"], features: ["FOHGENERIC"] }) }), 403);
  });

  it("lists global integrators, active and inactive, sorted by name, with no key material and no private ones", async () => {
    const zed = await createIntegrator({ name: "zzz Last partner" });
    const first = await createIntegrator({ name: "AAA First partner" });
    await call("DELETE", `${list}/${zed.id}`, { token: await admin() });
    await activate(first.id);

    const response = await call("GET", list, { token: await admin() });
    expect(response.status).toBe(200);
    const body: { id: number; name: string; isActive: boolean }[] = await response.json();
    const names = body.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(body.find((i) => i.id === zed.id)?.isActive).toBe(false);
    expect(body.find((i) => i.id === first.id)?.isActive).toBe(true);
    for (const entry of body) {
      expect(Object.keys(entry).sort()).toEqual(
        ["allowedScopes", "canDelete", "canRead", "canWrite", "createdOn", "description", "environmentId", "id", "isActive", "isBillable", "isGlobal", "keyIssuedOn", "lastTokenIssuedOn", "logoUrl", "modifiedOn", "name", "origin", "rateLimitPerHour", "rateLimitPerMinute"].sort(),
      );
      expect(entry).toMatchObject({ isGlobal: true, environmentId: null });
    }
  });
});

describe("integrator management", () => {
  it("creates with defaults: active, rate limits 0, modifiedOn null", async () => {
    const created = await createIntegrator({ description: "Booking widget", logoUrl: "https://partner.example.com/logo.png" });
    expect(created).toMatchObject({ isActive: true, isGlobal: true, isBillable: false, rateLimitPerMinute: 0, rateLimitPerHour: 0, modifiedOn: null, canRead: false });
    expect(typeof created.createdOn).toBe("string");
  });

  it("refuses invalid bodies with a validation problem document keyed by field", async () => {
    const t = await admin();
    await expectProblem(await call("POST", list, { token: t, body: { origin: "https://a.example.com" } }), 400, "Name", "Name is required.");
    await expectProblem(await call("POST", list, { token: t, body: { name: "x".repeat(256), origin: "https://a.example.com" } }), 400, "Name", "Name cannot exceed 255 characters.");
    await expectProblem(await call("POST", list, { token: t, body: { name: "A", origin: "https://a.example.com", rateLimitPerMinute: -1 } }), 400, "RateLimitPerMinute", "RateLimitPerMinute cannot be negative.");
    await expectProblem(await call("POST", list, { token: t, body: { name: "A", origin: "https://a.example.com/path" } }), 400, "Origin", "Origin must be a single web origin such as https://app.example.com.");
    const malformed = await call("POST", list, { token: t, rawBody: "{nope" });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get("content-type")).toMatch(/problem\+json/);
  });

  it("shows the key once at activation and stores only its hash", async () => {
    const created = await createIntegrator();
    const activated = await activate(created.id);
    expect(activated.key).toMatch(/^fdk_[A-Za-z0-9_-]{43}$/);
    const listed = await (await call("GET", list, { token: await admin() })).json();
    expect(JSON.stringify(listed)).not.toContain(activated.key);
    const again = await activate(created.id);
    expect(again.key).not.toBe(activated.key);
    expect((await requestToken(created.id, activated.key)).status).toBe(401);
    expect((await requestToken(created.id, again.key)).status).toBe(200);
  });

  it("records when the key was issued and when a token was last issued (extensions)", async () => {
    const created = await createIntegrator();
    expect(created).toMatchObject({ keyIssuedOn: null, lastTokenIssuedOn: null });
    const { key, keyIssuedOn } = await activate(created.id);
    expect(typeof keyIssuedOn).toBe("string");
    const listedBefore = (await (await call("GET", list, { token: await admin() })).json()).find((i: { id: number }) => i.id === created.id);
    expect(listedBefore.lastTokenIssuedOn).toBeNull();
    expect((await requestToken(created.id, key)).status).toBe(200);
    const listed = (await (await call("GET", list, { token: await admin() })).json()).find((i: { id: number }) => i.id === created.id);
    expect(Date.parse(listed.lastTokenIssuedOn)).toBeGreaterThanOrEqual(Date.parse(keyIssuedOn));
  });

  it("answers 404 in plain text for an unknown integrator", async () => {
    await expectText(await call("POST", `${list}/99999999/activate`, { token: await admin() }), 404, "Integrator with ID 99999999 does not exist.");
    await expectText(await call("DELETE", `${list}/abc`, { token: await admin() }), 404, "Integrator with ID abc does not exist.");
  });
});

describe("POST /connect/token", () => {
  it("issues a bearer token whose claims come from allowedScopes", async () => {
    const created = await createIntegrator({ allowedScopes: '["ADMIN"]', canRead: true, isBillable: true });
    const { key } = await activate(created.id);
    const response = await requestToken(created.id, key);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
    const [, payload] = body.access_token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    expect(claims).toMatchObject({ products: ["ADMIN"], features: ["ADMIN"], can_read: true, can_write: false, can_delete: false, billable: true, integrator: "global" });
    expect(claims.member_id).toBeUndefined();
    expect((await call("GET", list, { token: body.access_token })).status).toBe(200);
  });

  it("gives tokens without scope claims when allowedScopes is invalid JSON, so routes answer 403", async () => {
    const created = await createIntegrator({ allowedScopes: "not json" });
    const { key } = await activate(created.id);
    const { access_token } = await (await requestToken(created.id, key)).json();
    expect((await call("GET", list, { token: access_token })).status).toBe(403);
  });

  it("applies the Origin rule: case-insensitive, trailing slash ignored, absent skips it", async () => {
    const created = await createIntegrator({ origin: "https://Partner.Example.com" });
    const { key } = await activate(created.id);
    expect((await requestToken(created.id, key, { Origin: "https://partner.example.com/" })).status).toBe(200);
    expect((await requestToken(created.id, key)).status).toBe(200);
    const mismatch = await requestToken(created.id, key, { Origin: "https://evil.example.com" });
    expect(mismatch.status).toBe(401);
    expect((await mismatch.json()).error).toBe("invalid_client");
  });

  it("refuses wrong keys, never-activated and soft-deleted integrators with 401", async () => {
    const created = await createIntegrator();
    expect((await requestToken(created.id, "fdk_wrong")).status).toBe(401);
    const { key } = await activate(created.id);
    expect((await requestToken(created.id, "fdk_wrong")).status).toBe(401);
    await call("DELETE", `${list}/${created.id}`, { token: await admin() });
    expect((await requestToken(created.id, key)).status).toBe(401);
    expect((await requestToken("999999", key)).status).toBe(401);
  });

  it("answers 400 for a missing or unsupported grant type", async () => {
    const missing = await call("POST", "/connect/token", { rawBody: "client_id=1&client_secret=x", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe("invalid_request");
    const wrong = await call("POST", "/connect/token", { rawBody: "grant_type=password&client_id=1&client_secret=x", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect((await wrong.json()).error).toBe("unsupported_grant_type");
  });
});

describe("integrator rate budgets", () => {
  it("answers 429 with Retry-After once the per-minute budget is spent", async () => {
    const created = await createIntegrator({ rateLimitPerMinute: 2, rateLimitPerHour: 0 });
    const { key } = await activate(created.id);
    const { access_token } = await (await requestToken(created.id, key)).json();
    expect((await call("GET", list, { token: access_token })).status).toBe(200);
    expect((await call("GET", list, { token: access_token })).status).toBe(200);
    const limited = await call("GET", list, { token: access_token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("treats 0 as unlimited", async () => {
    const created = await createIntegrator({ rateLimitPerMinute: 0, rateLimitPerHour: 0 });
    const { key } = await activate(created.id);
    const { access_token } = await (await requestToken(created.id, key)).json();
    for (let i = 0; i < 5; i++) expect((await call("GET", list, { token: access_token })).status).toBe(200);
  });
});
