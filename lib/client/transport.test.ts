import { afterEach, describe, expect, it, vi } from "vitest";
import { verifyToken } from "@/lib/platform/http/tokens";
import { embeddedTransport, upstreamTransport, type Caller } from "./transport";

const reception: Caller = { staffId: "reception", role: "reception" };

describe("upstream transport", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("gets an app token by client credentials, caches it, and sends Bearer + X-Use-SSO", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        if (url.endsWith("/connect/token")) return Response.json({ access_token: "app-token", token_type: "Bearer", expires_in: 3600 });
        return Response.json({ ok: true });
      }),
    );
    const transport = upstreamTransport("https://platform.example/", "client-1", "secret-1");
    await transport.send(reception, { method: "GET", path: "/api/configuration/sites", query: { a: 1, empty: "" } });
    await transport.send(reception, { method: "PUT", path: "/api/members/5/campaign", body: { campaignId: 1, granted: true } });

    const tokenCalls = calls.filter((c) => c.url.endsWith("/connect/token"));
    expect(tokenCalls).toHaveLength(1); // cached for the second call
    expect(tokenCalls[0].url).toBe("https://platform.example/connect/token");
    expect(tokenCalls[0].init.headers).toMatchObject({ "content-type": "application/x-www-form-urlencoded" });
    const form = new URLSearchParams(String(tokenCalls[0].init.body));
    expect(Object.fromEntries(form)).toEqual({ grant_type: "client_credentials", client_id: "client-1", client_secret: "secret-1" });

    const [read, write] = calls.filter((c) => !c.url.endsWith("/connect/token"));
    expect(read.url).toBe("https://platform.example/api/configuration/sites?a=1");
    expect(read.init.headers).toMatchObject({ authorization: "Bearer app-token", "x-use-sso": "true" });
    expect(write.init.method).toBe("PUT");
    expect(write.init.headers).toMatchObject({ "content-type": "application/json" });
    expect(JSON.parse(String(write.init.body))).toEqual({ campaignId: 1, granted: true });
  });

  it("fetches a new token once the cached one expires", async () => {
    let issued = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => (url.endsWith("/connect/token") ? Response.json({ access_token: `t${++issued}`, expires_in: 30 }) : new Response(null, { status: 204 }))),
    );
    const transport = upstreamTransport("https://platform.example", "c", "s");
    await transport.send(reception, { method: "GET", path: "/x" });
    await transport.send(reception, { method: "GET", path: "/x" });
    expect(issued).toBe(2); // 30 s tokens are renewed a minute early, i.e. at once
  });
});

describe("embedded transport", () => {
  it("calls the in-process platform with a token carrying the role's claims and the member scope", async () => {
    const response = await embeddedTransport.send(reception, { method: "GET", path: "/api/members/1001/consent", memberScope: 1001 });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { memberId: number }).memberId).toBe(1001);
  });

  it("mints tokens the platform verifies, with sub = staff id", async () => {
    const { issueToken } = await import("@/lib/platform/http/tokens");
    const { roleClaims } = await import("@/lib/auth/roles");
    const claims = await verifyToken(await issueToken({ sub: "manager", ...roleClaims.manager, memberId: 7 }));
    expect(claims).toMatchObject({ sub: "manager", products: ["FOH"], features: ["FOHGENERIC", "BOOKINGDISCOUNTS"], memberId: 7 });
  });
});
