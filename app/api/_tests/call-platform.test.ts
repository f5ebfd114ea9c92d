import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fixtures } from "@frontdesk/lib/platform/testing";
import { members } from "@frontdesk/lib/platform/operations";
import { bffRequest } from "@frontdesk/lib/bff/testing";
import { GET as readConsent } from "@/app/api/members/[memberId]/consent/route";
import { metricsResponse } from "@frontdesk/lib/server/metrics";
import { callPlatform, PlatformAnswerUnexpected } from "@frontdesk/lib/client/call-platform";
import { embeddedTransport, type Caller } from "@frontdesk/lib/client/transport";

const reception: Caller = { staffId: "reception", role: "reception" };
const memberId = fixtures.members.guardian;

/**
 * A venue platform over real HTTP: it answers with what the embedded platform answers, passed
 * through `alter` first, so a test can send back the real answer with one field out of shape.
 */
let alter: (answer: Record<string, unknown>) => unknown = (answer) => answer;
let server: http.Server;
let baseUrl = "";

beforeAll(async () => {
  // open the embedded platform's database before any call is timed
  await embeddedTransport.send(reception, { method: "GET", path: `/api/members/${memberId}`, memberScope: memberId });
  server = http.createServer(async (req, res) => {
    if (req.url === "/connect/token") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ access_token: "venue-token", token_type: "Bearer", expires_in: 3600 }));
      return;
    }
    const path = new URL(req.url ?? "/", "http://venue").pathname;
    const real = await embeddedTransport.send(reception, {
      method: "GET",
      path,
      memberScope: Number(/\/members\/(\d+)/.exec(path)?.[1]),
    });
    res.statusCode = real.status;
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(alter((await real.json()) as Record<string, unknown>)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const upstream = () => {
  vi.stubEnv("PLATFORM_BASE_URL", baseUrl);
  vi.stubEnv("PLATFORM_CLIENT_ID", "frontdesk");
  vi.stubEnv("PLATFORM_CLIENT_SECRET", "secret");
};

describe("callPlatform", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    alter = (answer) => answer;
  });

  it("calls an operation from its declaration, embedded: path values, member scope, typed answer", async () => {
    const consent = await callPlatform(reception, members.getConsent, { params: { memberId } });
    expect(consent.memberId).toBe(memberId);
    expect(Array.isArray(consent.campaignPreferences.marketingCampaigns)).toBe(true);
  });

  it("parses an upstream answer with the operation's schema and passes one that fits", async () => {
    upstream();
    const consent = await callPlatform(reception, members.getConsent, { params: { memberId } });
    expect(consent.memberId).toBe(memberId);
  });

  it("refuses an upstream answer out of shape: a 502 naming the operation and the field, counted", async () => {
    upstream();
    vi.stubEnv("METRICS_TOKEN", "metrics-secret");
    alter = (answer) => ({ ...answer, privacyPolicySigned: "yes" });
    const failure = await callPlatform(reception, members.getConsent, { params: { memberId } }).catch((e) => e);
    expect(failure).toBeInstanceOf(PlatformAnswerUnexpected);
    expect(failure).toMatchObject({
      status: 502,
      operation: "getMembersByMemberIdConsent",
      field: "privacyPolicySigned",
    });
    const { body } = await metricsResponse("Bearer metrics-secret");
    expect(body).toMatch(
      /frontdesk_platform_unexpected_answers_total\{operation="getMembersByMemberIdConsent"\} [1-9]/,
    );
  });

  it("names a nested field, and the staff screen reads that the venue platform answered something unexpected", async () => {
    upstream();
    alter = (answer) => ({ ...answer, campaignPreferences: { marketingCampaigns: [{ campaignId: "one" }] } });
    const response = await readConsent(
      await bffRequest("GET", `/api/members/${memberId}/consent`, { as: "reception" }),
      {
        params: Promise.resolve({ memberId: String(memberId) }),
      },
    );
    expect(response.status).toBe(502);
    const problem = (await response.json()) as { detail: string };
    expect(problem.detail).toContain("The venue platform answered something unexpected");
    expect(problem.detail).toContain('operation "Read a member\'s consent"');
    expect(problem.detail).toContain('field "campaignPreferences.marketingCampaigns[0].campaignId"');
  });
});
