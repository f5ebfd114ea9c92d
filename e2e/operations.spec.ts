import { expect, signIn, test } from "./fixtures";
import { upstreams } from "./servers";

/** What a venue's IT asks of every instance: probes apart, and a request id on every answer (docs/self-hosting/operations.md). */
test.describe("probes and request ids", { tag: "@upstream" }, () => {
  test("liveness never asks the database; readiness says the instance can serve", async ({ request }) => {
    const live = await request.get("/livez");
    expect(live.status()).toBe(200);
    expect(await live.json()).toEqual({ status: "alive" });
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect((await ready.json()).status).toMatch(/^(ok|degraded)$/);
    expect(ready.headers()["cache-control"]).toBe("no-store");
  });

  test("every answer carries a request id: the trusted proxy's, else a new one", async ({ page, request }) => {
    const given = `e2e-${Date.now()}`;
    // the e2e servers trust their proxy (TRUST_PROXY=1), as behind the venue's
    expect((await request.get("/sign-in", { headers: { "x-request-id": given } })).headers()["x-request-id"]).toBe(
      given,
    );
    const made = (await request.get("/sign-in", { headers: { "x-request-id": "not a token" } })).headers()[
      "x-request-id"
    ];
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    await signIn(page, "reception");
    const read = await page.request.get("/api/members/1001/consent", { headers: { "x-request-id": given } });
    expect(read.status()).toBe(200);
    expect(read.headers()["x-request-id"]).toBe(given);
  });

  test("upstream, this instance serves no platform of its own", async ({ request }) => {
    const health = await request.get("/platform/health");
    if (upstreams) {
      expect(health.status()).toBe(404);
      expect(await health.text()).toBe(
        "This Frontdesk uses the venue's own platform (PLATFORM_BASE_URL) and serves none under /platform.",
      );
    } else expect(health.status()).toBe(200);
  });
});
