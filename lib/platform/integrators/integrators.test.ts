import { beforeAll, describe, expect, it } from "vitest";
import { fixturesManifest } from "../seed";
import { call, database, expectEmpty, expectGate, expectProblem, expectText, fixtures, token } from "../testing";
import { hasCapability } from "../http/tokens";
import { and, eq } from "drizzle-orm";
import { clientAuthFailures, integratorRateWindows } from "../db/schema";

// start-up (migrations, seed) belongs to the hook's longer timeout, not to the first test
beforeAll(() => database());

const admin = () => token({ features: ["ADMIN"], products: ["ADMIN"] });
const list = "/api/configuration/admin/integrators";

async function createIntegrator(overrides: Record<string, unknown> = {}) {
  const response = await call("POST", list, {
    token: await admin(),
    body: {
      name: `Test ${crypto.randomUUID()}`,
      origin: "https://partner.example.com",
      allowedScopes: '["ADMIN"]',
      ...overrides,
    },
  });
  expect(response.status).toBe(201);
  return response.json();
}

async function activate(id: number) {
  const response = await call("POST", `${list}/${id}/activate`, { token: await admin() });
  expect(response.status).toBe(200);
  return response.json();
}

async function requestToken(
  clientId: number | string,
  secret: string,
  headers: Record<string, string> = {},
  extra: Record<string, string> = {},
) {
  return call("POST", "/connect/token", {
    rawBody: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: String(clientId),
      client_secret: secret,
      ...extra,
    }).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

describe("GET /api/configuration/admin/integrators (endpoint 15)", () => {
  it("refuses no, forged or expired tokens with 401 and a token without ADMIN with 403", async () => {
    await expectGate("GET", list);
  });

  it("answers 403 with an empty body when the ADMIN feature is missing, even with the ADMIN product", async () => {
    await expectEmpty(
      await call("GET", list, { token: await token({ products: ["ADMIN", "FOH"], features: ["FOHGENERIC"] }) }),
      403,
    );
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
        [
          "allowedScopes",
          "canDelete",
          "canRead",
          "canWrite",
          "createdOn",
          "description",
          "environmentId",
          "id",
          "isActive",
          "isBillable",
          "isGlobal",
          "keyIssuedOn",
          "lastTokenIssuedOn",
          "logoUrl",
          "modifiedOn",
          "name",
          "origin",
          "rateLimitPerHour",
          "rateLimitPerMinute",
        ].sort(),
      );
      expect(entry).toMatchObject({ isGlobal: true, environmentId: null });
    }
  });
});

describe("integrator management", () => {
  it("creates with defaults: active, rate limits 0, modifiedOn null", async () => {
    const created = await createIntegrator({
      description: "Booking widget",
      logoUrl: "https://partner.example.com/logo.png",
    });
    expect(created).toMatchObject({
      isActive: true,
      isGlobal: true,
      isBillable: false,
      rateLimitPerMinute: 0,
      rateLimitPerHour: 0,
      modifiedOn: null,
      canRead: false,
    });
    expect(typeof created.createdOn).toBe("string");
  });

  it("refuses invalid bodies with a validation problem document keyed by field", async () => {
    const t = await admin();
    await expectProblem(
      await call("POST", list, { token: t, body: { origin: "https://a.example.com" } }),
      400,
      "Name",
      "Name is required.",
    );
    await expectProblem(
      await call("POST", list, { token: t, body: { name: "x".repeat(256), origin: "https://a.example.com" } }),
      400,
      "Name",
      "Name cannot exceed 255 characters.",
    );
    await expectProblem(
      await call("POST", list, {
        token: t,
        body: { name: "A", origin: "https://a.example.com", rateLimitPerMinute: -1 },
      }),
      400,
      "RateLimitPerMinute",
      "RateLimitPerMinute cannot be negative.",
    );
    await expectProblem(
      await call("POST", list, { token: t, body: { name: "A", origin: "https://a.example.com/path" } }),
      400,
      "Origin",
      "Origin must be a single web origin such as https://app.example.com.",
    );
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
    const listedBefore = (await (await call("GET", list, { token: await admin() })).json()).find(
      (i: { id: number }) => i.id === created.id,
    );
    expect(listedBefore.lastTokenIssuedOn).toBeNull();
    expect((await requestToken(created.id, key)).status).toBe(200);
    const listed = (await (await call("GET", list, { token: await admin() })).json()).find(
      (i: { id: number }) => i.id === created.id,
    );
    expect(Date.parse(listed.lastTokenIssuedOn)).toBeGreaterThanOrEqual(Date.parse(keyIssuedOn));
  });

  it("answers 404 in plain text for an unknown integrator", async () => {
    await expectText(
      await call("POST", `${list}/99999999/activate`, { token: await admin() }),
      404,
      "Integrator with ID 99999999 does not exist.",
    );
    await expectText(
      await call("DELETE", `${list}/abc`, { token: await admin() }),
      404,
      "Integrator with ID abc does not exist.",
    );
    for (const bad of ["0", "2147483648", "-1"]) {
      await expectText(
        await call("POST", `${list}/${bad}/activate`, { token: await admin() }),
        404,
        `Integrator with ID ${bad} does not exist.`,
      );
      await expectText(
        await call("DELETE", `${list}/${bad}`, { token: await admin() }),
        404,
        `Integrator with ID ${bad} does not exist.`,
      );
    }
  });

  it("documents the token request as a form and the integrator id as a number", async () => {
    const doc = await (await call("GET", "/openapi.json")).json();
    const form = doc.paths["/connect/token"].post.requestBody.content["application/x-www-form-urlencoded"].schema;
    expect(Object.keys(form.properties)).toEqual(["grant_type", "client_id", "client_secret", "member_id"]);
    const id = doc.paths["/api/configuration/admin/integrators/{id}"].delete.parameters.find(
      (p: { name: string }) => p.name === "id",
    );
    expect(id).toMatchObject({ in: "path", schema: { type: "integer", format: "int32" } });
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
    expect(claims).toMatchObject({
      products: ["ADMIN"],
      features: ["ADMIN"],
      can_read: true,
      can_write: false,
      can_delete: false,
      billable: true,
      integrator: "global",
    });
    expect(claims.member_id).toBeUndefined();
    expect((await call("GET", list, { token: body.access_token })).status).toBe(200);
  });

  it("gives tokens without scope claims when allowedScopes is invalid JSON, so routes answer 403", async () => {
    const created = await createIntegrator({ allowedScopes: "not json", canRead: true });
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
    const missing = await call("POST", "/connect/token", {
      rawBody: "client_id=1&client_secret=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe("invalid_request");
    const wrong = await call("POST", "/connect/token", {
      rawBody: "grant_type=password&client_id=1&client_secret=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect((await wrong.json()).error).toBe("unsupported_grant_type");
  });
});

async function integratorToken(overrides: Record<string, unknown>) {
  const created = await createIntegrator(overrides);
  const { key } = await activate(created.id);
  const response = await requestToken(created.id, key);
  expect(response.status).toBe(200);
  return { id: created.id as number, key: key as string, accessToken: (await response.json()).access_token as string };
}

describe("capability flags (can_read, can_write, can_delete)", () => {
  const scopes = '["FOH","FOHGENERIC","ADMIN"]';
  const costCentre = () => `/api/configuration/cost-centres/${fixtures.costCentreId}`;

  it("refuses a write with 403 (the route's forbidden body) when the integrator cannot write", async () => {
    const { accessToken } = await integratorToken({
      allowedScopes: scopes,
      canRead: true,
      canWrite: false,
      canDelete: false,
    });
    expect((await call("GET", "/api/configuration/cost-centres", { token: accessToken })).status).toBe(200);
    await expectEmpty(await call("PUT", costCentre(), { token: accessToken, body: {} }), 403);
    const other = await createIntegrator();
    await expectEmpty(await call("DELETE", `${list}/${other.id}`, { token: accessToken }), 403);
    await expectEmpty(await call("HEAD", "/api/configuration/cost-centres", { token: accessToken }), 200);
  });

  it("refuses reads without can_read and deletes without can_delete; allows each with its flag", async () => {
    const writer = await integratorToken({ allowedScopes: scopes, canRead: false, canWrite: true, canDelete: false });
    await expectEmpty(await call("GET", "/api/configuration/cost-centres", { token: writer.accessToken }), 403);
    await expectEmpty(await call("HEAD", "/api/configuration/cost-centres", { token: writer.accessToken }), 403);
    expect((await call("PUT", costCentre(), { token: writer.accessToken, body: {} })).status).toBe(204);

    const deleter = await integratorToken({ allowedScopes: scopes, canRead: false, canWrite: false, canDelete: true });
    const other = await createIntegrator();
    expect((await call("DELETE", `${list}/${other.id}`, { token: deleter.accessToken })).status).toBe(204);
    await expectEmpty(await call("PUT", costCentre(), { token: deleter.accessToken, body: {} }), 403);
  });

  it("does not restrict tokens that carry none of the flags (CLI and staff tokens); a present flag restricts", () => {
    const staff = { sub: "staff", products: ["FOH"], features: ["FOHGENERIC"], permissions: [] };
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"])
      expect(hasCapability(method, staff)).toBe(true);
    expect(hasCapability("PUT", { ...staff, canRead: true })).toBe(false);
    expect(hasCapability("PATCH", { ...staff, canWrite: true })).toBe(true);
    expect(hasCapability("DELETE", { ...staff, canRead: true, canWrite: true })).toBe(false);
  });
});

describe("private integrators and member tokens", () => {
  const claimsOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split(".")[1], "base64url").toString());
  const { environmentId, members } = fixturesManifest() as { environmentId: number; members: Record<string, number> };

  it("creates a private integrator in an existing environment, never listed among the global ones", async () => {
    const created = await createIntegrator({ environmentId, name: `Private ${crypto.randomUUID()}` });
    expect(created).toMatchObject({ isGlobal: false, environmentId, isActive: true });
    const listed: { id: number }[] = await (await call("GET", list, { token: await admin() })).json();
    expect(listed.some((i) => i.id === created.id)).toBe(false);
    await expectProblem(
      await call("POST", list, {
        token: await admin(),
        body: { name: "P", origin: "https://a.example.com", environmentId: 99999 },
      }),
      400,
      "EnvironmentId",
      "Environment 99999 does not exist.",
    );
  });

  it("issues a private integrator a token acting for a member, which member-scoped routes accept for that member only", async () => {
    const created = await createIntegrator({ environmentId, allowedScopes: '["FOH","FOHGENERIC"]', canRead: true });
    const { key } = await activate(created.id);
    const response = await requestToken(created.id, key, {}, { member_id: String(members.guardian) });
    expect(response.status).toBe(200);
    const { access_token } = await response.json();
    expect(claimsOf(access_token)).toMatchObject({
      member_id: members.guardian,
      environment_id: environmentId,
      integrator: "private",
      integrator_id: created.id,
    });
    expect((await call("GET", `/api/members/${members.guardian}/consent`, { token: access_token })).status).toBe(200);
    expect((await call("GET", `/api/members/${members.unlinked}/consent`, { token: access_token })).status).toBe(403);

    const appToken = (await (await requestToken(created.id, key)).json()).access_token;
    expect(claimsOf(appToken).member_id).toBeUndefined();
    expect(claimsOf(appToken).environment_id).toBe(environmentId);
    await expectText(
      await call("GET", `/api/members/${members.guardian}/consent`, { token: appToken }),
      403,
      "The given member ID does not belong to the logged in member.",
    );
  });

  it("gives a private integrator's token the scope and permissions its allowedScopes list", async () => {
    const created = await createIntegrator({ environmentId, allowedScopes: '["ADMIN","api","cr.co"]' });
    const { key } = await activate(created.id);
    const { access_token } = await (await requestToken(created.id, key)).json();
    expect(claimsOf(access_token)).toMatchObject({ scope: "api", permissions: ["cr.co"] });
  });

  it("refuses a member token to a global integrator (unauthorized_client) and for an unknown member (invalid_request)", async () => {
    const global = await createIntegrator();
    const globalKey = (await activate(global.id)).key;
    const refused = await requestToken(global.id, globalKey, {}, { member_id: String(members.guardian) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "unauthorized_client" });

    const priv = await createIntegrator({ environmentId });
    const { key } = await activate(priv.id);
    for (const memberId of [String(fixturesManifest().unknownMemberId), "abc", "0", "-5", ""]) {
      const unknown = await requestToken(priv.id, key, {}, { member_id: memberId });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({ error: "invalid_request" });
    }
  });
});

describe("throttling of failed client authentication", () => {
  it("locks a client id after 5 failures in 15 minutes with 429 and Retry-After, even for the right key; other ids are unaffected", async () => {
    const victim = await createIntegrator();
    const { key } = await activate(victim.id);
    const bystander = await createIntegrator();
    const bystanderKey = (await activate(bystander.id)).key;
    for (let i = 0; i < 5; i++) expect((await requestToken(victim.id, "fdk_guess")).status).toBe(401);
    for (const secret of ["fdk_guess", key]) {
      const locked = await requestToken(victim.id, secret);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
      expect(await locked.json()).toEqual({
        error: "invalid_client",
        error_description: "Too many failed attempts for this client_id. Try again later.",
      });
    }
    expect((await requestToken(bystander.id, bystanderKey)).status).toBe(200);

    // the count lives in the database (every instance sees it); once the lock is over the right key works again
    const db = await database();
    const [row] = await db
      .select()
      .from(clientAuthFailures)
      .where(eq(clientAuthFailures.clientId, String(victim.id)));
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 800_000); // locked by the 5th
    await db
      .update(clientAuthFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000), windowStartedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(clientAuthFailures.clientId, String(victim.id)));
    expect((await requestToken(victim.id, key)).status).toBe(200);
    expect(
      await db
        .select()
        .from(clientAuthFailures)
        .where(eq(clientAuthFailures.clientId, String(victim.id))),
    ).toEqual([]);
  });

  it("answers an unknown client id exactly as a known one: 401, then the same 429 once locked", async () => {
    const unknown = "987654321";
    for (let i = 0; i < 5; i++) {
      const refused = await requestToken(unknown, "fdk_guess");
      expect(refused.status).toBe(401);
      expect((await refused.json()).error).toBe("invalid_client");
    }
    const locked = await requestToken(unknown, "fdk_guess");
    expect(locked.status).toBe(429);
    expect((await locked.json()).error_description).toBe(
      "Too many failed attempts for this client_id. Try again later.",
    );
  });

  it("starts the count again after a success: 4 failures, success, 4 failures never lock", async () => {
    const created = await createIntegrator();
    const { key } = await activate(created.id);
    for (let i = 0; i < 4; i++) expect((await requestToken(created.id, "fdk_guess")).status).toBe(401);
    expect((await requestToken(created.id, key)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await requestToken(created.id, "fdk_guess")).status).toBe(401);
    expect((await requestToken(created.id, key)).status).toBe(200);
  });
});

describe("revocation", () => {
  const scopes = '["ADMIN"]';

  it("stops a deleted integrator's tokens at once (401)", async () => {
    const { id, accessToken } = await integratorToken({ allowedScopes: scopes, canRead: true });
    expect((await call("GET", list, { token: accessToken })).status).toBe(200);
    expect((await call("DELETE", `${list}/${id}`, { token: await admin() })).status).toBe(204);
    await expectEmpty(await call("GET", list, { token: accessToken }), 401);
  });

  it("stops tokens issued under a replaced key at once; tokens under the new key work", async () => {
    const { id, accessToken } = await integratorToken({ allowedScopes: scopes, canRead: true });
    expect((await call("GET", list, { token: accessToken })).status).toBe(200);
    const { key } = await activate(id);
    await expectEmpty(await call("GET", list, { token: accessToken }), 401);
    const fresh = (await (await requestToken(id, key)).json()).access_token;
    expect((await call("GET", list, { token: fresh })).status).toBe(200);
  });

  it("refuses an integrator token without the key version it was issued under, or of an unknown integrator", async () => {
    const { id } = await integratorToken({ allowedScopes: scopes, canRead: true });
    const claims = { products: ["ADMIN"], features: ["ADMIN"], integrator: "global" as const, canRead: true };
    await expectEmpty(await call("GET", list, { token: await token({ ...claims, integratorId: id }) }), 401);
    await expectEmpty(
      await call("GET", list, { token: await token({ ...claims, integratorId: id, keyVersion: 99 }) }),
      401,
    );
    await expectEmpty(
      await call("GET", list, { token: await token({ ...claims, integratorId: 999_999, keyVersion: 1 }) }),
      401,
    );
    expect(
      (await call("GET", list, { token: await token({ ...claims, integratorId: id, keyVersion: 1 }) })).status,
    ).toBe(200);
  });
});

describe("integrator rate budgets", () => {
  it("answers 429 with Retry-After once the per-minute budget is spent", async () => {
    const created = await createIntegrator({ rateLimitPerMinute: 2, rateLimitPerHour: 0, canRead: true });
    const { key } = await activate(created.id);
    const { access_token } = await (await requestToken(created.id, key)).json();
    expect((await call("GET", list, { token: access_token })).status).toBe(200);
    expect((await call("GET", list, { token: access_token })).status).toBe(200);
    const limited = await call("GET", list, { token: access_token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("counts in the database: a budget spent by another instance is spent here; a new window starts again", async () => {
    const created = await createIntegrator({ rateLimitPerMinute: 0, rateLimitPerHour: 3, canRead: true });
    const { key } = await activate(created.id);
    const { access_token } = await (await requestToken(created.id, key)).json();
    expect((await call("GET", list, { token: access_token })).status).toBe(200);
    const db = await database();
    const mine = and(eq(integratorRateWindows.integratorId, created.id), eq(integratorRateWindows.window, "h"));
    expect((await db.select().from(integratorRateWindows).where(mine))[0].count).toBe(1);
    // another instance on the same database spends the rest of the hour's budget
    await db.update(integratorRateWindows).set({ count: 3 }).where(mine);
    const limited = await call("GET", list, { token: access_token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    // the window is over: the count starts again
    await db
      .update(integratorRateWindows)
      .set({ windowStart: new Date(Date.now() - 2 * 3_600_000) })
      .where(mine);
    expect((await call("GET", list, { token: access_token })).status).toBe(200);
  });

  it("treats 0 as unlimited", async () => {
    const created = await createIntegrator({ rateLimitPerMinute: 0, rateLimitPerHour: 0, canRead: true });
    const { key } = await activate(created.id);
    const { access_token } = await (await requestToken(created.id, key)).json();
    for (let i = 0; i < 5; i++) expect((await call("GET", list, { token: access_token })).status).toBe(200);
  });
});
