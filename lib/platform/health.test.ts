import { describe, expect, it } from "vitest";
import { ZodType } from "zod";
import { call, fixtures } from "./testing";
import { documentedPaths } from "./http/openapi-paths";
import { allRoutes } from "./routes";

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

  it("documents exactly the path values of every route, each required, and the declared input of every route", async () => {
    const doc = await (await call("GET", "/openapi.json")).json();
    const documented = documentedPaths(allRoutes.map((r) => r.spec));
    expect(documented.length).toBe(allRoutes.length - 1); // the trailing-slash route is documented on its sibling
    for (const { spec, path, names: named } of documented) {
      const operation = doc.paths[path][spec.method];
      const names = [...spec.path.matchAll(/:(\w+)/g)].map((m) => named[m[1]]);
      const inPath = ((operation.parameters ?? []) as { name: string; in: string; required: boolean }[]).filter(
        (p) => p.in === "path",
      );
      expect(
        inPath.map((p) => p.name),
        `${spec.method} ${spec.path}`,
      ).toEqual(names);
      expect(
        inPath.every((p) => p.required),
        `${spec.method} ${spec.path}`,
      ).toBe(true);
      const body = spec.input?.body;
      const documented = body && (body instanceof ZodType || body.schema);
      expect(operation.requestBody !== undefined, `${spec.method} ${spec.path} body`).toBe(Boolean(documented));
    }
  });

  it("names every fixture role with fixed ids", () => {
    expect(fixtures.members.guardian).toBe(1001);
    expect(fixtures.unknownMemberId).toBeGreaterThan(0);
  });
});
