import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { requestIdFor, routePatterns } from "./request-log";

describe("the request log line", () => {
  it("names the route's pattern from Next's manifest, never the address with a member's number", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "routes-"));
    fs.writeFileSync(
      path.join(dist, "routes-manifest.json"),
      JSON.stringify({
        staticRoutes: [{ page: "/members", regex: "^/members(?:/)?$" }],
        dynamicRoutes: [
          { page: "/members/[memberId]/bookings", regex: "^/members/([^/]+?)/bookings(?:/)?$" },
          { page: "/members/[memberId]", regex: "^/members/([^/]+?)(?:/)?$" },
        ],
      }),
    );
    const patternOf = routePatterns(dist);
    expect(patternOf("/members")).toBe("/members");
    expect(patternOf("/members/")).toBe("/members");
    expect(patternOf("/members/1001")).toBe("/members/[memberId]");
    expect(patternOf("/members/1001/bookings")).toBe("/members/[memberId]/bookings");
    expect(patternOf("/_next/static/chunks/a.js")).toBe("/_next/*");
    expect(patternOf("/no/such/page")).toBe("unknown");
  });

  it("keeps a trusted proxy's plain request id, and makes one otherwise", () => {
    expect(requestIdFor("abc-123", true)).toBe("abc-123");
    expect(requestIdFor(["first", "second"], true)).toBe("first");
    const uuid = /^[0-9a-f-]{36}$/;
    expect(requestIdFor("abc-123", false)).toMatch(uuid); // an untrusted client's id is not taken
    expect(requestIdFor("has space\nnewline", true)).toMatch(uuid); // nothing but a plain token reaches the log
    expect(requestIdFor(undefined, true)).toMatch(uuid);
  });
});
