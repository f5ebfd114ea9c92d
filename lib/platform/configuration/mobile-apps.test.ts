import { describe, expect, it } from "vitest";
import { call, database, expectEmpty, expectProblem, expectText, token } from "../testing";
import { environmentAppVersions, environments, mobileAppIdentifiers, mobileAppVersions } from "../db/schema";
import { eq } from "drizzle-orm";

const path = "/api/configuration/multitenant-mobile-app-identifier";
const admin = (scope = "api") => token({ products: ["ADMIN"], features: ["ADMIN"], permissions: ["cr.co"], scope });
const unique = () => `uk.test.app${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const valid = () => ({ appBundleId: unique(), oneSignalAppId: "os-123", appVersion: "1.0.0" });

describe("POST multitenant-mobile-app-identifier (endpoint 5)", () => {
  it("creates the identifier and its one version with a 256-character secret, no Location", async () => {
    const body = valid();
    const response = await call("POST", path, { token: await admin(), body });
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toBeNull();
    const created = await response.json();
    expect(Object.keys(created)).toEqual(["id", "appBundleId", "oneSignalAppId", "versions"]);
    expect(created).toMatchObject({ appBundleId: body.appBundleId, oneSignalAppId: "os-123" });
    expect(created.versions).toHaveLength(1);
    expect(Object.keys(created.versions[0])).toEqual(["id", "appVersion", "appSecret"]);
    expect(created.versions[0].appVersion).toBe("1.0.0");
    expect(created.versions[0].appSecret).toMatch(/^[A-Za-z0-9_-]{256}$/);
    expect(created.versions[0].id).not.toBe(undefined);
    // kept sealed (AES-256-GCM under SECRETS_KEY): the secret is not in the stored value
    const [stored] = await (
      await database()
    )
      .select({ appSecret: mobileAppVersions.appSecret })
      .from(mobileAppVersions)
      .where(eq(mobileAppVersions.id, created.versions[0].id));
    expect(stored.appSecret).toMatch(/^fd1:[0-9a-f]{8}:/);
    expect(stored.appSecret).not.toContain(created.versions[0].appSecret);
  });

  it("accepts scope partner, stores the bundle id as sent", async () => {
    const body = { ...valid(), appBundleId: `Com.Mixed.${Date.now()}` };
    const response = await call("POST", path, { token: await admin("partner"), body });
    expect(response.status).toBe(201);
    expect((await response.json()).appBundleId).toBe(body.appBundleId);
  });

  it("gate: 401 without a token; 403 empty without ADMIN, without cr.co, or with another scope", async () => {
    expect((await call("POST", path, { body: valid() })).status).toBe(401);
    await expectEmpty(
      await call("POST", path, {
        token: await token({ products: ["FOH"], features: ["ADMIN"], permissions: ["cr.co"], scope: "api" }),
        body: valid(),
      }),
      403,
    );
    await expectEmpty(
      await call("POST", path, {
        token: await token({ products: ["ADMIN"], features: ["ADMIN"], scope: "api" }),
        body: valid(),
      }),
      403,
    );
    await expectEmpty(await call("POST", path, { token: await admin("openid"), body: valid() }), 403);
    await expectEmpty(
      await call("POST", path, { token: await token({ products: ["ADMIN"], permissions: ["cr.co"] }), body: valid() }),
      403,
    );
  });

  it("400 problem: required fields, each keyed by field", async () => {
    const body = await expectProblem(
      await call("POST", path, { token: await admin(), body: {} }),
      400,
      "AppBundleId",
      "AppBundleId is required.",
    );
    expect(body.errors).toEqual({
      AppBundleId: ["AppBundleId is required."],
      OneSignalAppId: ["OneSignalAppId is required."],
      AppVersion: ["AppVersion is required."],
    });
    await expectProblem(
      await call("POST", path, { token: await admin(), body: { ...valid(), oneSignalAppId: "" } }),
      400,
      "OneSignalAppId",
      "OneSignalAppId is required.",
    );
    await expectProblem(
      await call("POST", path, { token: await admin(), body: { ...valid(), appVersion: null } }),
      400,
      "AppVersion",
      "AppVersion is required.",
    );
  });

  it("400 problem: length limits 255 / 50 / 50", async () => {
    await expectProblem(
      await call("POST", path, { token: await admin(), body: { ...valid(), appBundleId: "a".repeat(256) } }),
      400,
      "AppBundleId",
      "AppBundleId cannot exceed 255 characters.",
    );
    await expectProblem(
      await call("POST", path, { token: await admin(), body: { ...valid(), oneSignalAppId: "a".repeat(51) } }),
      400,
      "OneSignalAppId",
      "OneSignalAppId cannot exceed 50 characters.",
    );
    await expectProblem(
      await call("POST", path, { token: await admin(), body: { ...valid(), appVersion: "1.".repeat(25) + "1" } }),
      400,
      "AppVersion",
      "AppVersion cannot exceed 50 characters.",
    );
    const id = unique();
    expect(
      (
        await call("POST", path, {
          token: await admin(),
          body: { appBundleId: id + "b".repeat(255 - id.length), oneSignalAppId: "o".repeat(50), appVersion: "1.0" },
        })
      ).status,
    ).toBe(201);
  });

  it("400 problem: malformed JSON and wrong types", async () => {
    const malformed = await call("POST", path, { token: await admin(), rawBody: "{ not json" });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const wrong = await call("POST", path, { token: await admin(), body: { ...valid(), appBundleId: 42 } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors.AppBundleId).toHaveLength(1);
  });

  it("400 problem: whitespace, after request validation", async () => {
    await expectProblem(
      await call("POST", path, { token: await admin(), body: { ...valid(), appBundleId: "com.has space" } }),
      400,
      "AppBundleId",
      "AppBundleId cannot contain whitespace.",
    );
    await expectProblem(
      await call("POST", path, { token: await admin(), body: { ...valid(), appVersion: "1.0 " } }),
      400,
      "AppVersion",
      "AppVersion cannot contain whitespace.",
    );
    // request validation wins over whitespace
    const both = await call("POST", path, {
      token: await admin(),
      body: { appBundleId: "has space", oneSignalAppId: "", appVersion: "1.0" },
    });
    expect((await both.json()).errors).toEqual({ OneSignalAppId: ["OneSignalAppId is required."] });
  });

  it("409 plain on a duplicate bundle id (case-insensitive), before the version format", async () => {
    const body = valid();
    expect((await call("POST", path, { token: await admin(), body })).status).toBe(201);
    await expectText(
      await call("POST", path, {
        token: await admin(),
        body: { ...body, appBundleId: body.appBundleId.toUpperCase() },
      }),
      409,
      `An identifier already exists with AppBundleId '${body.appBundleId.toUpperCase()}'.`,
    );
    await expectText(
      await call("POST", path, { token: await admin(), body: { ...body, appVersion: "v1.0" } }),
      409,
      `An identifier already exists with AppBundleId '${body.appBundleId}'.`,
    );
    // whitespace still comes before the duplicate check
    await expectProblem(
      await call("POST", path, { token: await admin(), body: { ...body, appVersion: "1 .0" } }),
      400,
      "AppVersion",
      "AppVersion cannot contain whitespace.",
    );
  });

  it("400 problem: version format major.minor[.build[.revision]], nothing created", async () => {
    for (const bad of ["1", "v1.0", "1.0.0-beta", "1.0.0.0.0", "1..0", "1.0."]) {
      const body = { ...valid(), appVersion: bad };
      await expectProblem(
        await call("POST", path, { token: await admin(), body }),
        400,
        "AppVersion",
        `AppVersion must be in a valid format (major.minor[.build[.revision]]). Provided: ${bad}`,
      );
      const db = await database();
      const rows = await db
        .select()
        .from(mobileAppIdentifiers)
        .where(eq(mobileAppIdentifiers.appBundleId, body.appBundleId));
      expect(rows).toHaveLength(0);
    }
    for (const good of ["0.1", "1.2.3", "10.20.30.40"]) {
      expect((await call("POST", path, { token: await admin(), body: { ...valid(), appVersion: good } })).status).toBe(
        201,
      );
    }
  });

  it("draws different secrets every time", async () => {
    const a = await (await call("POST", path, { token: await admin(), body: valid() })).json();
    const b = await (await call("POST", path, { token: await admin(), body: valid() })).json();
    expect(a.versions[0].appSecret).not.toBe(b.versions[0].appSecret);
  });
});

describe("identifier versions, list and environments", () => {
  it("adds a version (scope api only) and lists it with its secret", async () => {
    const created = await (await call("POST", path, { token: await admin(), body: valid() })).json();
    await expectEmpty(
      await call("POST", `${path}/${created.id}/version`, {
        token: await admin("partner"),
        body: { appVersion: "1.1" },
      }),
      403,
    );
    const response = await call("POST", `${path}/${created.id}/version`, {
      token: await admin(),
      body: { appVersion: "1.1" },
    });
    expect(response.status).toBe(201);
    const version = await response.json();
    expect(Object.keys(version)).toEqual(["id", "appVersion", "appSecret"]);
    expect(version.appSecret).toMatch(/^[A-Za-z0-9_-]{256}$/);

    await expectText(
      await call("POST", `${path}/${created.id}/version`, { token: await admin(), body: { appVersion: "1.1" } }),
      409,
      "A version already exists with AppVersion '1.1'.",
    );
    await expectProblem(
      await call("POST", `${path}/${created.id}/version`, { token: await admin(), body: { appVersion: "1" } }),
      400,
      "AppVersion",
      "AppVersion must be in a valid format (major.minor[.build[.revision]]). Provided: 1",
    );
    await expectProblem(
      await call("POST", `${path}/${created.id}/version`, { token: await admin(), body: {} }),
      400,
      "AppVersion",
      "AppVersion is required.",
    );
    await expectText(
      await call("POST", `${path}/999999/version`, { token: await admin(), body: { appVersion: "1.2" } }),
      404,
      "Mobile app identifier with ID 999999 does not exist.",
    );

    const list = await (await call("GET", `${path}?includeVersions=true`, { token: await admin("partner") })).json();
    const listed = list.find((i: { id: number }) => i.id === created.id);
    expect(listed.versions.map((v: { appVersion: string }) => v.appVersion)).toEqual(["1.0.0", "1.1"]);
    expect(listed.versions[1].appSecret).toBe(version.appSecret);
    const bare = await (await call("GET", path, { token: await admin() })).json();
    expect(bare.find((i: { id: number }) => i.id === created.id)).toEqual({
      id: created.id,
      appBundleId: created.appBundleId,
      oneSignalAppId: "os-123",
    });
    expect(
      list.find((i: { appBundleId: string }) => i.appBundleId === "com.leedsleisure.members").versions,
    ).toHaveLength(3);
    await expectEmpty(
      await call("GET", path, { token: await token({ products: ["FOH"], features: ["FOHGENERIC"] }) }),
      403,
    );
  });

  it("deletes a version with its environment connections (scope api only)", async () => {
    const created = await (await call("POST", path, { token: await admin(), body: valid() })).json();
    const versionId = created.versions[0].id;
    expect(
      (
        await call("PUT", "/api/configuration/environments/9001/mobile-app-versions", {
          token: await admin(),
          body: { versionIds: [versionId, 2] },
        })
      ).status,
    ).toBe(204);
    await expectEmpty(
      await call("DELETE", `${path}/${created.id}/version/${versionId}`, { token: await admin("partner") }),
      403,
    );
    await expectEmpty(
      await call("DELETE", `${path}/${created.id}/version/${versionId}`, { token: await admin() }),
      204,
    );
    const db = await database();
    expect(await db.select().from(mobileAppVersions).where(eq(mobileAppVersions.id, versionId))).toHaveLength(0);
    expect(
      await db.select().from(environmentAppVersions).where(eq(environmentAppVersions.versionId, versionId)),
    ).toHaveLength(0);
    await expectText(
      await call("DELETE", `${path}/${created.id}/version/${versionId}`, { token: await admin() }),
      404,
      `Mobile app version with ID ${versionId} does not exist for identifier ${created.id}.`,
    );
    // restore the seeded connections
    expect(
      (
        await call("PUT", "/api/configuration/environments/9001/mobile-app-versions", {
          token: await admin(),
          body: { versionIds: [2, 3] },
        })
      ).status,
    ).toBe(204);
  });

  it("deletes an identifier with all its versions and their environment connections (scope api only)", async () => {
    const created = await (await call("POST", path, { token: await admin(), body: valid() })).json();
    const second = await (
      await call("POST", `${path}/${created.id}/version`, { token: await admin(), body: { appVersion: "2.0" } })
    ).json();
    const versionIds = [created.versions[0].id, second.id];
    expect(
      (
        await call("PUT", "/api/configuration/environments/9001/mobile-app-versions", {
          token: await admin(),
          body: { versionIds: [...versionIds, 2, 3] },
        })
      ).status,
    ).toBe(204);
    await expectEmpty(await call("DELETE", `${path}/${created.id}`, { token: await admin("partner") }), 403);
    await expectEmpty(await call("DELETE", `${path}/${created.id}`, { token: await admin() }), 204);
    const db = await database();
    expect(await db.select().from(mobileAppIdentifiers).where(eq(mobileAppIdentifiers.id, created.id))).toHaveLength(0);
    expect(
      await db.select().from(mobileAppVersions).where(eq(mobileAppVersions.identifierId, created.id)),
    ).toHaveLength(0);
    expect(
      (await db.select().from(environmentAppVersions).where(eq(environmentAppVersions.environmentId, 9001)))
        .map((r) => r.versionId)
        .sort(),
    ).toEqual([2, 3]);
    await expectText(
      await call("DELETE", `${path}/${created.id}`, { token: await admin() }),
      404,
      `Mobile app identifier with ID ${created.id} does not exist.`,
    );
    await expectText(
      await call("DELETE", `${path}/abc`, { token: await admin() }),
      404,
      "Mobile app identifier with ID abc does not exist.",
    );
    // the bundle id is free again
    expect(
      (await call("POST", path, { token: await admin(), body: { ...valid(), appBundleId: created.appBundleId } }))
        .status,
    ).toBe(201);
  });

  it("replaces an environment's versions; validates the ids and the environment", async () => {
    const created = await (await call("POST", path, { token: await admin(), body: valid() })).json();
    const envs = await (await call("GET", "/api/configuration/environments", { token: await admin() })).json();
    const sandbox = envs.find((e: { id: number }) => e.id === 9001);
    expect(sandbox.versionIds).toEqual([2, 3]);
    const db = await database();
    const [{ id: envId }] = await db
      .insert(environments)
      .values({ name: "test env" })
      .returning({ id: environments.id });
    const put = async (body: unknown, scope = "api", id: number | string = envId) =>
      call("PUT", `/api/configuration/environments/${id}/mobile-app-versions`, { body, token: await admin(scope) });
    expect((await put({ versionIds: [created.versions[0].id] })).status).toBe(204);
    expect(
      (await db.select().from(environmentAppVersions).where(eq(environmentAppVersions.environmentId, envId))).map(
        (r) => r.versionId,
      ),
    ).toEqual([created.versions[0].id]);
    expect((await put({ versionIds: [] })).status).toBe(204);
    expect(
      await db.select().from(environmentAppVersions).where(eq(environmentAppVersions.environmentId, envId)),
    ).toHaveLength(0);
    await expectEmpty(await put({ versionIds: [] }, "partner"), 403);
    await expectProblem(
      await put({ versionIds: [987654] }),
      400,
      "VersionIds",
      "The following version IDs do not exist: 987654",
    );
    await expectProblem(await put({}), 400, "VersionIds", "VersionIds must be an array of version ids.");
    await expectText(await put({ versionIds: [] }, "api", 123456), 404, "Environment with ID 123456 does not exist.");
  });
});
