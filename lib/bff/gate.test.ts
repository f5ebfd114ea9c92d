import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getPlatform } from "@frontdesk/lib/platform";
import { roles, rolesWith } from "@frontdesk/lib/contract/roles";
import { isWrite, secondFactorRequiredType, type EndpointSpec } from "@frontdesk/lib/api/endpoint";
import { apiAreas } from "@frontdesk/lib/api";
import { apiRoutes, urlOf } from "./app-routes";
import { bffRequest, newStaff } from "./testing";

/**
 * The BFF's gate on every app/api route, found on disk (app-routes.ts): a new route is covered
 * the moment its file exists. Each method handler answers 401 without a session, 403 for every
 * role it does not declare, 403 for a write from another origin or with no Origin; every write
 * declares itself a mutation; a declared role gets past the gate. A session that still owes its second
 * factor gets 403 from every route but the second step and enrolment (`secondFactorStep`).
 */
type Handler = ((req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>) & {
  endpoint?: EndpointSpec;
};

/** What a handler's declaration says: who may call it, whether it writes, its parameters. */
const rulesOf = (handler: Handler) => ({
  roles: handler.endpoint ? rolesWith(handler.endpoint.permission) : undefined,
  mutation: handler.endpoint ? isWrite(handler.endpoint) : undefined,
  params: Object.keys(handler.endpoint?.params ?? {}),
});

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
/** next-auth's own routes are its business (sign-in, session, sign-out), not a BFF route. */
const notBff = new Set(["/api/auth/[...nextauth]"]);
/** Values no demo record has: a declared role's GET reaches the platform and changes nothing. */
const params = { memberId: "999999", scheduleId: "00000000-0000-0000-0000-000000000000" };

const appDir = path.resolve(import.meta.dirname, "../../app");
const handlers = (
  await Promise.all(
    apiRoutes()
      .filter((r) => !notBff.has(r.pattern))
      .map(async ({ pattern, file }) => {
        const routeModule = (await import(path.join(appDir, file))) as Partial<
          Record<(typeof methods)[number], Handler>
        >;
        return methods
          .filter((m) => routeModule[m])
          .map((method) => ({ method, pattern, handler: routeModule[method]!, ...rulesOf(routeModule[method]!) }));
      }),
  )
).flat();

const send = async (handler: Handler, req: Request, pattern: string) => {
  const values = Object.fromEntries(
    [...pattern.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map(([, name]) => [
      name,
      params[name as keyof typeof params] ?? "1",
    ]),
  );
  const response = await handler(req, { params: Promise.resolve(values) });
  const body = response.headers.get("content-type")?.includes("json")
    ? ((await response.json()) as { detail?: string; type?: string })
    : {};
  return {
    status: response.status,
    detail: body.detail,
    type: response.headers.get("content-type"),
    problemType: body.type,
  };
};

describe("the BFF gate on every app/api route", () => {
  beforeAll(async () => void (await getPlatform().database)); // the declared roles' reads reach the seeded platform

  it("finds the routes, and every one is made from a declaration (bffEndpoint)", () => {
    expect(handlers.length).toBeGreaterThan(40);
    for (const { method, pattern, roles } of handlers) expect(roles, `${method} ${pattern}`).toBeInstanceOf(Array);
  });

  it("every declaration of lib/api is served by its route file, from that declaration, and the path is its file's", () => {
    const declared = Object.values(apiAreas).flatMap((area) => Object.values(area));
    expect(declared.length).toBeGreaterThan(20);
    for (const e of declared) {
      const served = handlers.find((h) => h.method === e.method && h.pattern === e.path);
      expect(served?.handler.endpoint, `${e.method} ${e.path}`).toBe(e);
    }
  });

  it("every route declares a schema for each of its path's dynamic segments, and no other (lib/api/params.ts)", () => {
    for (const { method, pattern, params } of handlers) {
      const segments = [...pattern.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map(([, name]) => name).sort();
      expect([...(params ?? [])].sort(), `${method} ${pattern}`).toEqual(segments);
    }
  });

  it("a path segment holding a control character or nothing is a 400 problem under its name, for a declared role, never a 500", async () => {
    for (const { method, pattern, handler, roles: declaredRoles, params: declaredParams } of handlers) {
      const allowed = declaredRoles?.[0];
      for (const name of declaredParams ?? []) {
        for (const bad of ["1\u0000", ""]) {
          const values = {
            ...Object.fromEntries((declaredParams ?? []).map((n) => [n, params[n as keyof typeof params] ?? "1"])),
            [name]: bad,
          };
          const req = await bffRequest(method, urlOf(pattern, values), {
            as: allowed,
            body: method === "GET" ? undefined : {},
          });
          const response = await handler(req, { params: Promise.resolve(values) });
          expect(response.status, `${method} ${pattern} ${name}=${JSON.stringify(bad)}`).toBe(400);
          expect(response.headers.get("content-type")).toContain("application/problem+json");
          expect(
            Object.keys(((await response.json()) as { errors?: object }).errors ?? {}),
            `${method} ${pattern}`,
          ).toEqual([name]);
        }
      }
    }
  });

  it("exactly the most sensitive actions want a second factor proven in the last 5 minutes (stepUp)", () => {
    // data export and erasure, integrator activation (its key is shown then), a mobile app's secret,
    // staff role changes, and the factor policy and resets; the step-up check the browser makes before a download
    const stepUpActions = [
      "GET /api/members/[memberId]/data-export",
      "POST /api/members/[memberId]/erasure",
      "POST /api/configuration/integrators/[id]/activate",
      "POST /api/configuration/mobile-apps/[id]/versions/[versionId]/secret",
      "PATCH /api/staff/[staffId]",
      "POST /api/staff/[staffId]/factors/reset",
      "PUT /api/staff/factor-policy",
      "GET /api/session/step-up",
      // a staff member's own factors: removing one, and new recovery codes (shown once)
      "DELETE /api/session/factors/[factorId]",
      "POST /api/session/factors/recovery-codes",
    ];
    expect(handlers.length).toBeGreaterThan(40);
    const declared = handlers.filter((h) => h.handler.endpoint?.stepUp).map((h) => `${h.method} ${h.pattern}`);
    expect(declared.sort()).toEqual([...stepUpActions].sort());
  });

  it("a session that owes its second factor reaches only the routes declared secondFactorStep, and those do not refuse it", async () => {
    const open = handlers.filter((h) => h.handler.endpoint?.secondFactorStep);
    expect(open.length).toBeGreaterThanOrEqual(4);
    expect(handlers.length - open.length).toBeGreaterThan(40);
    // admin and manager have an authenticator app (demo data): "verify"; a new manager has none yet: "enrol"
    const owing = ["admin", "manager", await newStaff("manager", "owes-factor")] as const;
    for (const { method, pattern, handler } of handlers) {
      const url = urlOf(pattern, params);
      for (const who of owing) {
        const req = await bffRequest(method, url, {
          as: who,
          secondFactor: null,
          body: method === "GET" ? undefined : {},
        });
        const answer = await send(handler, req, pattern);
        const name = `${method} ${pattern} as ${typeof who === "string" ? who : "a new manager"}`;
        if (handler.endpoint?.secondFactorStep) expect(answer.problemType, name).not.toBe(secondFactorRequiredType);
        else expect(answer, name).toMatchObject({ status: 403, problemType: secondFactorRequiredType });
      }
    }
  });

  for (const { method, pattern, handler, roles: declaredRoles, mutation } of handlers) {
    const url = urlOf(pattern, params);
    const allowed = declaredRoles ?? [];
    const refused = roles.filter((r) => !allowed.includes(r));

    it(`${method} ${pattern}: 401 signed out; 403 for ${refused.join(", ") || "no role"}${mutation ? "; 403 cross-origin" : ""}`, async () => {
      const signedOut = await send(handler, await bffRequest(method, url), pattern);
      expect(signedOut).toMatchObject({ status: 401, detail: "Sign in to continue." });
      expect(signedOut.type).toContain("application/problem+json");

      for (const role of refused) {
        expect(await send(handler, await bffRequest(method, url, { as: role }), pattern), role).toMatchObject({
          status: 403,
          detail: "This is not available for your role.",
        });
      }

      if (method !== "GET") {
        expect(mutation, "a write must declare mutation: true (the same-origin check)").toBe(true);
        for (const origin of ["https://evil.example", "https://localhost:3000", null]) {
          const response = await send(
            handler,
            await bffRequest(method, url, { as: allowed[0], origin, body: {} }),
            pattern,
          );
          expect(response, `Origin ${origin}`).toMatchObject({ status: 403, detail: "Cross-origin request refused." });
        }
      } else {
        for (const role of allowed) {
          const response = await send(handler, await bffRequest(method, url, { as: role }), pattern);
          expect(response.status, role).not.toBe(401);
          expect(response.detail, role).not.toBe("This is not available for your role.");
        }
      }
    });
  }
});
