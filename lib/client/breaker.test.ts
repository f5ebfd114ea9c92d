import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "@frontdesk/lib/platform/testing";
import { platformUnreachableMessage } from "@frontdesk/lib/contract/platform-unreachable";
import { degradedReasons, failureShownMs } from "@frontdesk/lib/server/degraded";
import { BreakerOpen, CircuitBreaker, breakerOf, platformReachability } from "./breaker";
import { PlatformFailure, upstreamMessages, upstreamTransport, type Caller } from "./transport";

const outage = (error: unknown) => error instanceof Error && error.message === "no answer";
const failing = () => Promise.reject(new Error("no answer"));
const answering = () => Promise.resolve("answer");
const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );
const waitFor = async (condition: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

describe("circuit breaker", () => {
  it("stays closed through answers and refusals, opens after three outages in a row", async () => {
    const breaker = new CircuitBreaker({ name: "unit-a", probe: failing, probeEveryMs: 60_000 });
    try {
      await breaker.run(failing, outage).catch(() => {});
      await breaker.run(failing, outage).catch(() => {});
      expect(await breaker.run(answering, outage)).toBe("answer"); // an answer resets the count
      await breaker.run(() => Promise.reject(new Error("400: bad input")), outage).catch(() => {}); // not an outage
      await breaker.run(failing, outage).catch(() => {});
      await breaker.run(failing, outage).catch(() => {});
      expect(breaker.state).toBe("closed");
      await breaker.run(failing, outage).catch(() => {});
      expect(breaker.state).toBe("open");

      // refused at once, without calling, in words naming since when
      const exchange = vi.fn(answering);
      const refused = await settle(breaker.run(exchange, outage));
      expect(refused).toBeInstanceOf(BreakerOpen);
      expect(exchange).not.toHaveBeenCalled();
      expect((refused as Error).message).toMatch(
        /^The venue platform cannot be reached since \d\d:\d\d\. What you see was read before then; changes cannot be saved\.$/,
      );
    } finally {
      breaker.dispose();
    }
  });

  it("a failure the breaker stays closed through is named as degraded for a few seconds, and withdrawn by itself", async () => {
    const breaker = new CircuitBreaker({ name: "unit-c", probe: async () => undefined });
    const named = (at = Date.now()) => degradedReasons(at).filter((r) => r.startsWith("The venue platform failed"));
    try {
      await breaker.run(failing, outage).catch(() => {});
      expect(breaker.state).toBe("closed");
      expect(named()).toEqual([expect.stringMatching(/^The venue platform failed to answer a call at \d{4}-/)]);
      expect(await breaker.run(answering, outage)).toBe("answer"); // one answer is not yet well
      expect(named()).toHaveLength(1);
      expect(named(Date.now() + failureShownMs)).toEqual([]);
    } finally {
      breaker.dispose();
    }
  });

  it("probes while open (half-open), stays open while the probe fails, closes once it answers", async () => {
    let platformAnswers = false;
    const probe = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (!platformAnswers) throw new Error("no answer");
    });
    const breaker = new CircuitBreaker({ name: "unit-b", probe, probeEveryMs: 30 });
    try {
      for (let i = 0; i < 3; i++) await breaker.run(failing, outage).catch(() => {});
      expect(breaker.state).toBe("open");
      const since = breaker.since;
      await waitFor(() => breaker.state === "half-open");
      await waitFor(() => probe.mock.calls.length >= 2 && breaker.state === "open");
      expect(breaker.since).toEqual(since); // still the moment it stopped answering
      platformAnswers = true;
      await waitFor(() => breaker.state === "closed");
      expect(breaker.since).toBeUndefined();
      expect(await breaker.run(answering, outage)).toBe("answer");
    } finally {
      breaker.dispose();
    }
  });
});

/** A platform on a real socket that answers, or takes the connection and never answers. */
async function platformThatMayHang() {
  let answering = true;
  const server = http.createServer((req, res) => {
    if (!answering) return;
    if (req.url?.endsWith("/connect/token"))
      return void res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ access_token: "t", expires_in: 3600 }));
    res.writeHead(200, { "content-type": "application/json" }).end("[]");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/platform`,
    setAnswering: (value: boolean) => (answering = value),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

describe("the upstream transport behind its breaker", () => {
  afterEach(() => vi.unstubAllEnvs());
  const reception: Caller = { staffId: "reception", role: "reception" };
  const sites = { method: "GET", path: "/api/configuration/sites" } as const;

  it("a platform that refuses the connection: 503 in words, and nothing can have been written", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve)); // nothing listens there now
    const transport = upstreamTransport(`http://127.0.0.1:${port}/platform`, "c", "s");
    const refused = (await settle(transport.send(reception, sites))) as PlatformFailure;
    breakerOf(`http://127.0.0.1:${port}`).dispose(); // its failure is not the other tests' to see
    expect([refused.status, refused.bodyText, refused.outcomeUnknown]).toEqual([
      503,
      upstreamMessages.unreachable,
      false,
    ]);
  });

  it("after repeated time-outs refuses at once in words; health says degraded; answers return and it closes", async () => {
    vi.stubEnv("PLATFORM_TIMEOUT_SECONDS", "1");
    const platform = await platformThatMayHang();
    try {
      const transport = upstreamTransport(platform.base, "c", "s");
      expect((await transport.send(reception, sites)).status).toBe(200);

      platform.setAnswering(false);
      const timedOut = await Promise.all([1, 2, 3].map(() => settle(transport.send(reception, sites))));
      expect(timedOut.map((e) => (e as PlatformFailure).bodyText)).toEqual(Array(3).fill(upstreamMessages.timeout(1)));
      // sent, with no answer back: a write may have been made
      expect(timedOut.map((e) => (e as PlatformFailure).outcomeUnknown)).toEqual([true, true, true]);

      const started = performance.now();
      const refused = (await settle(transport.send(reception, sites))) as PlatformFailure;
      expect(performance.now() - started).toBeLessThan(100); // the desk learns in milliseconds, not after the time-out
      expect(refused).toBeInstanceOf(PlatformFailure);
      expect(refused.status).toBe(503);
      expect(refused.bodyText).toMatch(/^The venue platform cannot be reached since \d\d:\d\d\./);
      expect(platformReachability()).toMatchObject({ reachable: false, since: expect.any(String) });
      expect(refused.bodyText).toBe(platformUnreachableMessage(refused.bodyText.match(/since (\d\d:\d\d)/)![1]));

      const health = await call("GET", "/health");
      expect(health.status).toBe(200); // still ready: reads are served from what was read
      expect(await health.json()).toEqual({
        status: "degraded",
        reason: expect.stringMatching(/^The venue platform has not answered since /),
      });

      // the breaker's refusal sent nothing
      expect(refused.outcomeUnknown).toBe(false);
      platform.setAnswering(true);
      await waitFor(() => platformReachability().reachable, 10_000);
      expect((await transport.send(reception, sites)).status).toBe(200);
      expect(await (await call("GET", "/health")).json()).toEqual({ status: "ok" });
    } finally {
      await platform.close();
    }
  });
});
