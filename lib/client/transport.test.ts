import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { verifyToken } from "@frontdesk/lib/platform/http/tokens";
import { embeddedTransport, PlatformFailure, upstreamMessages, upstreamTransport, type Caller } from "./transport";
import { withRequestId } from "@frontdesk/lib/server/request-context";
import type { CircuitBreaker } from "./breaker";
import { processWide } from "@frontdesk/lib/domain/process-wide";

const reception: Caller = { staffId: "reception", role: "reception" };

describe("upstream transport", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("gets an app token by client credentials, caches it, and sends Bearer + X-Use-SSO", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        if (url.endsWith("/connect/token"))
          return Response.json({ access_token: "app-token", token_type: "Bearer", expires_in: 3600 });
        return Response.json({ ok: true });
      }),
    );
    const transport = upstreamTransport("https://platform.example/", "client-1", "secret-1");
    await transport.send(reception, { method: "GET", path: "/api/configuration/sites", query: { a: 1, empty: "" } });
    await transport.send(reception, {
      method: "PUT",
      path: "/api/members/5/campaign",
      body: { campaignId: 1, granted: true },
    });

    const tokenCalls = calls.filter((c) => c.url.endsWith("/connect/token"));
    expect(tokenCalls).toHaveLength(1); // cached for the second call
    expect(tokenCalls[0].url).toBe("https://platform.example/connect/token");
    expect(tokenCalls[0].init.headers).toMatchObject({ "content-type": "application/x-www-form-urlencoded" });
    const form = new URLSearchParams(String(tokenCalls[0].init.body));
    expect(Object.fromEntries(form)).toEqual({
      grant_type: "client_credentials",
      client_id: "client-1",
      client_secret: "secret-1",
    });

    const [read, write] = calls.filter((c) => !c.url.endsWith("/connect/token"));
    expect(read.url).toBe("https://platform.example/api/configuration/sites?a=1");
    expect(read.init.headers).toMatchObject({ authorization: "Bearer app-token", "x-use-sso": "true" });
    expect(write.init.method).toBe("PUT");
    expect(write.init.headers).toMatchObject({ "content-type": "application/json" });
    expect(JSON.parse(String(write.init.body))).toEqual({ campaignId: 1, granted: true });
  });

  it("carries the request's id to the platform, and none outside a request", async () => {
    const seen: (string | undefined)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.endsWith("/connect/token")) return Response.json({ access_token: "t", expires_in: 3600 });
        seen.push((init.headers as Record<string, string>)["x-request-id"]);
        return Response.json({ ok: true });
      }),
    );
    const transport = upstreamTransport("https://platform.example", "client-1", "secret-1");
    const read = { method: "GET", path: "/api/configuration/sites" } as const;
    await withRequestId("req-42", () => transport.send(reception, read));
    await transport.send(reception, read);
    expect(seen).toEqual(["req-42", undefined]);
  });

  it("fetches a new token once the cached one expires", async () => {
    let issued = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url.endsWith("/connect/token")
          ? Response.json({ access_token: `t${++issued}`, expires_in: 30 })
          : new Response(null, { status: 204 }),
      ),
    );
    const transport = upstreamTransport("https://platform.example", "c", "s");
    await transport.send(reception, { method: "GET", path: "/x" });
    await transport.send(reception, { method: "GET", path: "/x" });
    expect(issued).toBe(2); // 30 s tokens are renewed a minute early, i.e. at once
  });
});

describe("embedded transport", () => {
  it("calls the in-process platform with a token carrying the role's claims and the member scope", async () => {
    const response = await embeddedTransport.send(reception, {
      method: "GET",
      path: "/api/members/1001/consent",
      memberScope: 1001,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { memberId: number }).memberId).toBe(1001);
  });

  it("mints tokens the platform verifies, with sub = staff id", async () => {
    const { issueToken } = await import("@frontdesk/lib/platform/http/tokens");
    const { roleClaims } = await import("@frontdesk/lib/contract/roles");
    const claims = await verifyToken(await issueToken({ sub: "manager", ...roleClaims.manager, memberId: 7 }));
    expect(claims).toMatchObject({
      sub: "manager",
      products: ["FOH"],
      features: ["FOHGENERIC", "BOOKINGDISCOUNTS"],
      memberId: 7,
    });
  });
});

/** A small local platform that misbehaves as told (to check upstream failures read well). */
async function misbehavingPlatform(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const server = http.createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/platform`;
  return { base, close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))) };
}

const tokenAnswer = (res: http.ServerResponse) =>
  res
    .writeHead(200, { "content-type": "application/json" })
    .end(JSON.stringify({ access_token: "t", expires_in: 3600 }));

async function failureOf(promise: Promise<unknown>): Promise<PlatformFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformFailure);
  return error as PlatformFailure;
}

describe("upstream failures", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    // each test's platform failed on purpose: its breaker's report (/readyz, lib/server/degraded.ts) is not another test's
    for (const breaker of [...processWide<Map<string, CircuitBreaker>>("breakers", () => new Map()).values()])
      breaker.dispose();
  });
  const sites = { method: "GET", path: "/api/configuration/sites" } as const;

  it("platform down (connection refused): 503 with a message staff can act on", async () => {
    const stopped = await misbehavingPlatform(() => {});
    await stopped.close();
    const failure = await failureOf(upstreamTransport(stopped.base, "c", "s").send(reception, sites));
    expect(failure).toMatchObject({ status: 503, bodyText: upstreamMessages.unreachable });
  });

  it("a connection dropped before any answer: a GET or PUT is sent once more, a POST is not", async () => {
    const seen: string[] = [];
    let dropNext = false;
    const flaky = await misbehavingPlatform((req, res) => {
      if (req.url?.endsWith("/connect/token")) return tokenAnswer(res);
      seen.push(req.method ?? "");
      // every other exchange is dropped, as a kept-alive connection closed under a request is
      if ((dropNext = !dropNext)) return void req.socket.destroy();
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
    try {
      const transport = upstreamTransport(flaky.base, "c", "s");
      expect((await transport.send(reception, sites)).status).toBe(200);
      expect(
        (await transport.send(reception, { method: "PUT", path: "/api/configuration/sites", body: {} })).status,
      ).toBe(200);
      expect(seen).toEqual(["GET", "GET", "PUT", "PUT"]);
      seen.length = 0;
      const failure = await failureOf(
        transport.send(reception, { method: "POST", path: "/api/configuration/sites", body: {} }),
      );
      expect(failure).toMatchObject({ status: 503, bodyText: upstreamMessages.unreachable });
      expect(seen).toEqual(["POST"]);
    } finally {
      await flaky.close();
    }
  });

  it("a platform that does not answer times out after PLATFORM_TIMEOUT_SECONDS: 504", async () => {
    vi.stubEnv("PLATFORM_TIMEOUT_SECONDS", "1");
    const silent = await misbehavingPlatform((req, res) =>
      req.url?.endsWith("/connect/token") ? tokenAnswer(res) : undefined,
    );
    try {
      const failure = await failureOf(upstreamTransport(silent.base, "c", "s").send(reception, sites));
      expect(failure).toMatchObject({
        status: 504,
        bodyText:
          "The platform did not answer within 1 second. Try again; if it keeps happening, tell your administrator.",
      });
    } finally {
      await silent.close();
    }
  });

  it("a 5xx without a JSON body (empty, or a proxy's HTML page): 502 naming the status", async () => {
    const broken = await misbehavingPlatform((req, res) =>
      req.url?.endsWith("/connect/token")
        ? tokenAnswer(res)
        : res.writeHead(503, { "content-type": "text/html" }).end("<h1>Bad gateway</h1>"),
    );
    try {
      const failure = await failureOf(upstreamTransport(broken.base, "c", "s").send(reception, sites));
      expect(failure).toMatchObject({ status: 502, bodyText: upstreamMessages.failed(503) });
    } finally {
      await broken.close();
    }
  });

  it("401 on the app's credentials: 502 'The platform refused Frontdesk's credentials; tell your administrator.'", async () => {
    const refusing = await misbehavingPlatform((_req, res) =>
      res.writeHead(401, { "content-type": "application/json" }).end('{"error":"invalid_client"}'),
    );
    try {
      const failure = await failureOf(upstreamTransport(refusing.base, "c", "wrong").send(reception, sites));
      expect(failure).toMatchObject({
        status: 502,
        bodyText: "The platform refused Frontdesk's credentials; tell your administrator.",
      });
    } finally {
      await refusing.close();
    }
  });

  it("a call refused with 401 (token revoked) gets a new token and is retried once", async () => {
    let issued = 0;
    const revoking = await misbehavingPlatform((req, res) => {
      if (req.url?.endsWith("/connect/token"))
        return void res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ access_token: `t${++issued}`, expires_in: 3600 }));
      if (req.headers.authorization === "Bearer t1") return void res.writeHead(401).end();
      res.writeHead(200, { "content-type": "application/json" }).end("[]");
    });
    try {
      const response = await upstreamTransport(revoking.base, "c", "s").send(reception, sites);
      expect(response.status).toBe(200);
      expect(issued).toBe(2);
    } finally {
      await revoking.close();
    }
  });
});
