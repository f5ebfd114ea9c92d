import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { bffDispatcher } from "./dispatch";
import { apiRoutes, urlOf } from "./app-routes";

type RouteModule = Record<string, unknown>;

/** The table the server bundles (scripts/build-server.mjs): every app/api route file but next-auth's. */
const routeFiles = () => apiRoutes().filter((r) => !r.file.startsWith("api/auth/"));

/** A stand-in module for a real pattern whose handlers answer with the pattern and the params they were given. */
const echoOf = (pattern: string, verbs = ["GET", "PUT"]): RouteModule =>
  Object.fromEntries(
    verbs.map((verb) => [
      verb,
      async (_req: Request, { params }: { params: Promise<Record<string, string | string[]>> }) =>
        Response.json({ pattern, params: await params }),
    ]),
  );

describe("the production server's BFF dispatch over the real route table (routes answered without Next)", () => {
  let modules: (readonly [string, RouteModule])[];
  let real: ReturnType<typeof bffDispatcher>;
  /** The real module of a pattern (the test fails at once on a pattern that no longer exists). */
  const moduleOf = (pattern: string) => {
    const found = modules.find(([p]) => p === pattern);
    expect(found, `${pattern} is a route file`).toBeDefined();
    return found![1];
  };

  beforeAll(async () => {
    modules = await Promise.all(
      routeFiles().map(async ({ pattern, file }) => {
        const routeModule = (await import(path.resolve(import.meta.dirname, "../../app", file))) as RouteModule;
        return [pattern, routeModule] as const;
      }),
    );
    real = bffDispatcher(modules);
  }, 180_000);

  it("finds a route by its file's pattern, with its params decoded as Next gives them", () => {
    expect(real.find("GET", "/api/members")?.handler).toBe(moduleOf("/api/members").GET);
    expect(real.find("GET", "/api/members")?.params).toEqual({});
    const overview = real.find("GET", "/api/members/1001");
    expect(overview?.handler).toBe(moduleOf("/api/members/[memberId]").GET);
    expect(overview?.params).toEqual({ memberId: "1001" });
    expect(real.find("GET", "/api/members/a%20b")?.params).toEqual({ memberId: "a b" });
  });

  it("prefers a named segment to a [param], as Next does, wherever they differ", () => {
    expect(real.find("POST", "/api/members/7/wallet/card")?.handler).toBe(
      moduleOf("/api/members/[memberId]/wallet/card").POST,
    );
    const wallet = real.find("GET", "/api/members/7/wallet/sandbox");
    expect(wallet?.handler).toBe(moduleOf("/api/members/[memberId]/wallet/[provider]").GET);
    expect(wallet?.params).toEqual({ memberId: "7", provider: "sandbox" });
    expect(real.find("GET", "/api/bookings/alert-list/export")?.handler).toBe(
      moduleOf("/api/bookings/alert-list/export").GET,
    );
    expect(real.find("GET", "/api/bookings/12/alert-list")?.handler).toBe(
      moduleOf("/api/bookings/[bookingId]/alert-list").GET,
    );
  });

  it("leaves to Next what it does not answer: another method, HEAD, OPTIONS, no such route, a bad escape", () => {
    expect(typeof moduleOf("/api/members/[memberId]").POST).toBe("undefined");
    expect(real.find("POST", "/api/members/1")).toBeUndefined();
    expect(real.find("HEAD", "/api/members")).toBeUndefined();
    expect(real.find("OPTIONS", "/api/members")).toBeUndefined();
    expect(real.find("GET", "/api/members/1/nothing")).toBeUndefined();
    expect(real.find("GET", "/api/members/")).toBeUndefined();
    expect(real.find("GET", "/api/auth/session")).toBeUndefined(); // next-auth's own
    expect(real.find("GET", "/api/members/%E0%A4%A")).toBeUndefined();
    expect(real.find("GET", "/api/members/1")).toBeDefined();
  });

  it("finds every real route file's own handler at its own address, whichever other route's pattern also fits it", () => {
    const verbs = ["GET", "POST", "PUT", "PATCH", "DELETE"];
    let checked = 0;
    for (const [pattern, routeModule] of modules) {
      const values = { memberId: "1001", provider: "sandbox", path: "a/b" };
      for (const verb of verbs.filter((v) => typeof routeModule[v] === "function")) {
        const found = real.find(verb, urlOf(pattern, values));
        expect(found?.handler, `${verb} ${pattern}`).toBe(routeModule[verb]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(140); // every declared endpoint: a match over nothing passes on nothing
  });
});

describe("the BFF dispatch's answers", () => {
  // the real patterns, each answered by a stand-in (the real handlers need a session and the platform)
  const dispatcher = bffDispatcher([
    ...routeFiles().map(({ pattern }) => [pattern, echoOf(pattern)] as const),
    // no BFF route has a catch-all segment today; the dispatcher supports one, as Next does
    ["/api/files/[...path]", echoOf("/api/files/[...path]")],
  ]);
  const answer = async (method: string, path: string) => {
    const response = await dispatcher.answer(new Request(`http://desk.example${path}`, { method }));
    return response && { status: response.status, body: await response.json(), headers: response.headers };
  };

  it("hands the handler its params, a catch-all's as decoded segments", async () => {
    expect((await answer("PUT", "/api/members/a%20b"))?.body).toEqual({
      pattern: "/api/members/[memberId]",
      params: { memberId: "a b" },
    });
    expect((await answer("GET", "/api/files/a/b%2Fc"))?.body.params).toEqual({ path: ["a", "b/c"] });
    expect(dispatcher.find("GET", "/api/files")).toBeUndefined();
  });

  it("sets the proxy's security headers: the data policy, and the HTML one on a member's readable export", async () => {
    const data = await answer("GET", "/api/members/1");
    expect(data?.headers.get("x-content-type-options")).toBe("nosniff");
    expect(data?.headers.get("x-frame-options")).toBe("DENY");
    expect(data?.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await answer("GET", "/api/members/1/data-export");
    expect(html?.body.pattern).toBe("/api/members/[memberId]/data-export");
    expect(html?.headers.get("content-security-policy")).not.toBe(data?.headers.get("content-security-policy"));
  });
});
