import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as visits from "@frontdesk/lib/platform/visits/visits.schema";
import { listStatuses } from "@frontdesk/lib/platform/configuration/statuses/list-statuses.schema";
import { callPlatform } from "./call-platform";
import { ExtensionMissing, platformOffers } from "./extensions";

// A venue's own platform (upstream) stands outside Frontdesk: its OpenAPI document is the word on what it offers.
const reception = { staffId: "reception", role: "reception" as const };
let base = "";
let serial = 0;

/** The venue's platform: its document (a status, or paths), and whatever else it was asked. */
function venuePlatform(document: { status: number } | { paths: Record<string, Record<string, unknown>> }) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      asked.push(new URL(url).pathname);
      if (url.endsWith("/openapi.json"))
        return "status" in document ? new Response(null, { status: document.status }) : Response.json(document);
      if (url.endsWith("/connect/token")) return Response.json({ access_token: "t", expires_in: 3600 });
      return new Response("Not Found", { status: 404 });
    }),
  );
  return asked;
}

describe("extensions against a venue's own platform", () => {
  beforeEach(() => {
    // a base of its own per test: what a platform declares is remembered for ten minutes
    base = `https://venue-${serial++}.example/platform`;
    vi.stubEnv("PLATFORM_BASE_URL", base);
    vi.stubEnv("PLATFORM_CLIENT_ID", "frontdesk");
    vi.stubEnv("PLATFORM_CLIENT_SECRET", "secret");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it("refuses an extension its document does not declare, in the extension's words, and sends it nothing", async () => {
    const asked = venuePlatform({ paths: { "/api/members/{memberId}/consent": { get: {} } } });
    const refused = await callPlatform(reception, visits.recordVisit, {
      body: { siteId: "LEEDS", memberId: 1001, method: "name" },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ExtensionMissing);
    expect((refused as Error).message).toBe(visits.recordVisit.whenMissing);
    expect(await platformOffers(visits.listSiteVisits)).toBe(false);
    expect(asked).toEqual(["/platform/openapi.json"]); // asked once, remembered
  });

  it("calls an extension its document declares, and never asks about the spec's own operations", async () => {
    venuePlatform({ paths: { "/api/sites/{siteId}/visits": { get: {} } } });
    expect(await platformOffers(visits.listSiteVisits)).toBe(true);
    expect(await platformOffers(visits.recordVisit)).toBe(false);
    const asked = venuePlatform({ paths: {} });
    expect(await platformOffers({ ...listStatuses, extension: undefined })).toBe(true);
    expect(asked).toEqual([]);
  });

  it("calls asking at the same moment wait for the one document being read", async () => {
    const asked = venuePlatform({ paths: { "/api/sites/{siteId}/visits": { get: {} } } });
    expect(await Promise.all([platformOffers(visits.listSiteVisits), platformOffers(visits.recordVisit)])).toEqual([
      true,
      false,
    ]);
    expect(asked).toEqual(["/platform/openapi.json"]);
  });

  it("a document that cannot be read says nothing: the calls go ahead, and it is not asked for again at once", async () => {
    const asked = venuePlatform({ status: 404 });
    expect(await platformOffers(visits.recordVisit)).toBe(true);
    expect(await platformOffers(visits.undoVisit)).toBe(true);
    expect(asked).toEqual(["/platform/openapi.json"]);
  });
});
