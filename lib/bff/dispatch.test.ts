import path from "node:path";
import { describe, expect, it } from "vitest";
import { bffDispatcher } from "./dispatch";
import { apiRoutes, urlOf } from "./app-routes";

/** A route module whose handlers answer with their name and the params they were given. */
const routeOf = (name: string, verbs = ["GET"]) =>
  Object.fromEntries(
    verbs.map((verb) => [
      verb,
      async (_req: Request, { params }: { params: Promise<Record<string, string | string[]>> }) =>
        Response.json({ name, params: await params }),
    ]),
  );

const dispatcher = bffDispatcher([
  ["/api/members", routeOf("search")],
  ["/api/members/[memberId]", routeOf("overview", ["GET", "PUT"])],
  ["/api/members/[memberId]/wallet/card", routeOf("card")],
  ["/api/members/[memberId]/wallet/[provider]", routeOf("wallet")],
  ["/api/members/[memberId]/data-export", routeOf("export")],
  ["/api/bookings/alert-list/export", routeOf("static export")],
  ["/api/bookings/[bookingId]/alert-list", routeOf("alert list")],
  ["/api/files/[...path]", routeOf("files")],
]);

const answer = async (method: string, path: string) => {
  const response = await dispatcher.answer(new Request(`http://desk.example${path}`, { method }));
  return response && { status: response.status, body: await response.json(), headers: response.headers };
};

describe("the production server's BFF dispatch (routes answered without Next)", () => {
  it("finds a route by its file's pattern, with its params decoded as Next gives them", async () => {
    expect((await answer("GET", "/api/members?search=smi"))?.body).toEqual({ name: "search", params: {} });
    expect((await answer("GET", "/api/members/1001"))?.body).toEqual({
      name: "overview",
      params: { memberId: "1001" },
    });
    expect((await answer("PUT", "/api/members/a%20b"))?.body.params).toEqual({ memberId: "a b" });
    expect((await answer("GET", "/api/files/a/b%2Fc"))?.body.params).toEqual({ path: ["a", "b/c"] });
  });

  it("prefers a named segment to a [param], as Next does, wherever they differ", async () => {
    expect((await answer("GET", "/api/members/7/wallet/card"))?.body.name).toBe("card");
    expect((await answer("GET", "/api/members/7/wallet/stripe"))?.body).toEqual({
      name: "wallet",
      params: { memberId: "7", provider: "stripe" },
    });
    expect((await answer("GET", "/api/bookings/alert-list/export"))?.body.name).toBe("static export");
    expect((await answer("GET", "/api/bookings/12/alert-list"))?.body.name).toBe("alert list");
  });

  it("leaves to Next what it does not answer: another method, HEAD, OPTIONS, no such route, a bad escape", () => {
    expect(dispatcher.find("POST", "/api/members/1")).toBeUndefined();
    expect(dispatcher.find("HEAD", "/api/members")).toBeUndefined();
    expect(dispatcher.find("OPTIONS", "/api/members")).toBeUndefined();
    expect(dispatcher.find("GET", "/api/members/1/nothing")).toBeUndefined();
    expect(dispatcher.find("GET", "/api/members/")).toBeUndefined();
    expect(dispatcher.find("GET", "/api/files")).toBeUndefined();
    expect(dispatcher.find("GET", "/api/members/%E0%A4%A")).toBeUndefined();
    expect(dispatcher.find("GET", "/api/members/1")).toBeDefined();
  });

  it("sets the proxy's security headers: the data policy, and the HTML one on a member's readable export", async () => {
    const data = await answer("GET", "/api/members/1");
    expect(data?.headers.get("x-content-type-options")).toBe("nosniff");
    expect(data?.headers.get("x-frame-options")).toBe("DENY");
    expect(data?.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await answer("GET", "/api/members/1/data-export");
    expect(html?.headers.get("content-security-policy")).not.toBe(data?.headers.get("content-security-policy"));
  });

  it("finds every real route file's own handler at its own address, whichever other route's pattern also fits it", async () => {
    // the table the server bundles (scripts/build-server.mjs): every app/api route file but next-auth's
    const files = apiRoutes().filter((r) => !r.file.startsWith("auth/"));
    const modules = await Promise.all(
      files.map(async ({ pattern, file }) => {
        const routeModule = (await import(path.resolve(import.meta.dirname, "../../app", file))) as Record<
          string,
          unknown
        >;
        return [pattern, routeModule] as const;
      }),
    );
    const real = bffDispatcher(modules);
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
