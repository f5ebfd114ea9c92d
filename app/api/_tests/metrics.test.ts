import { afterEach, describe, expect, it, vi } from "vitest";
import { call, fixtures, token } from "@frontdesk/lib/platform/testing";
import { bffRequest } from "@frontdesk/lib/bff/testing";
import { GET as readConsent } from "@/app/api/members/[memberId]/consent/route";
import { metricsResponse } from "@frontdesk/lib/server/metrics";

describe("Prometheus metrics", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("are off by default: /metrics answers 404", async () => {
    vi.stubEnv("METRICS_TOKEN", "");
    expect((await metricsResponse("Bearer anything")).status).toBe(404);
  });

  it("need their own token", async () => {
    vi.stubEnv("METRICS_TOKEN", "metrics-secret");
    expect((await metricsResponse(undefined)).status).toBe(401);
    expect((await metricsResponse("Bearer wrong")).status).toBe(401);
    expect((await metricsResponse("Bearer metrics-secret")).status).toBe(200);
  });

  it("count platform requests and latency by route template, and rate-limit refusals", async () => {
    vi.stubEnv("METRICS_TOKEN", "metrics-secret");
    const staff = await token({ memberId: fixtures.members.guardian, products: ["FOH"], features: ["FOHGENERIC"] });
    expect((await call("GET", `/api/members/${fixtures.members.guardian}/consent`, { token: staff })).status).toBe(200);

    const admin = await token({ products: ["ADMIN"], features: ["ADMIN"] });
    const created = await (
      await call("POST", "/api/configuration/admin/integrators", {
        token: admin,
        body: {
          name: `Metrics ${crypto.randomUUID()}`,
          origin: "https://m.example.com",
          allowedScopes: '["ADMIN"]',
          rateLimitPerMinute: 1,
        },
      })
    ).json();
    const { key } = await (
      await call("POST", `/api/configuration/admin/integrators/${created.id}/activate`, { token: admin })
    ).json();
    const form = new URLSearchParams({
      grant_type: "client_credentials",
      client_id: String(created.id),
      client_secret: key,
    }).toString();
    const { access_token } = await (
      await call("POST", "/connect/token", {
        rawBody: form,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      })
    ).json();
    await call("GET", "/api/configuration/admin/integrators", { token: access_token });
    expect((await call("GET", "/api/configuration/admin/integrators", { token: access_token })).status).toBe(429);

    const { body, contentType } = await metricsResponse("Bearer metrics-secret");
    expect(contentType).toMatch(/^text\/plain/);
    expect(body).toMatch(
      /frontdesk_http_requests_total\{service="platform",method="GET",route="\/api\/members\/:memberId\/consent",status="200"\} [1-9]/,
    );
    expect(body).toMatch(
      /frontdesk_http_request_duration_seconds_count\{service="platform",method="GET",route="\/api\/members\/:memberId\/consent"\} [1-9]/,
    );
    expect(body).toMatch(/frontdesk_rate_limit_refusals_total\{limit="integrator"\} [1-9]/);
    expect(body).not.toContain(`/api/members/${fixtures.members.guardian}/`);
  });

  it("label BFF requests by their declared route, never by member id", async () => {
    vi.stubEnv("METRICS_TOKEN", "metrics-secret");
    const memberId = String(fixtures.members.guardian);
    const req = await bffRequest("GET", `/api/members/${memberId}/consent`, { as: "reception" });
    expect((await readConsent(req, { params: Promise.resolve({ memberId }) })).status).toBe(200);
    const { body } = await metricsResponse("Bearer metrics-secret");
    expect(body).toMatch(
      /frontdesk_http_requests_total\{service="bff",method="GET",route="\/api\/members\/\[memberId\]\/consent",status="200"\} [1-9]/,
    );
    expect(body).not.toContain(`/api/members/${memberId}/`);
  });
});
