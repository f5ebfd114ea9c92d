import { describe, expect, it } from "vitest";
import { apiPath, withQuery } from "./api-path";
import { apiRoutes } from "./app-routes";
import { bookingPaths } from "@/components/bookings/api-paths";
import { bookingSheetPaths } from "@/components/booking-sheets/api-paths";
import { communicationPaths } from "@/components/communications/api-paths";
import { configurationPaths } from "@/components/configuration/api-paths";
import { prospectPaths } from "@/components/prospects/api-paths";
import { staffPaths } from "@/components/staff/api-paths";

describe("apiPath / withQuery", () => {
  it("encodes each value as one segment", () => {
    expect(apiPath`/api/staff/${"a/b c"}/password-link`).toBe("/api/staff/a%2Fb%20c/password-link");
    expect(apiPath`/api/members/${1001}`).toBe("/api/members/1001");
  });

  it("leaves out empty query values, and the ? when nothing is left", () => {
    expect(withQuery("/api/x", { a: "1", b: "", c: undefined, d: null, e: 0, f: false })).toBe(
      "/api/x?a=1&e=0&f=false",
    );
    expect(withQuery("/api/x", {})).toBe("/api/x");
    expect(withQuery("/api/x", new URLSearchParams({ q: "a b" }))).toBe("/api/x?q=a+b");
  });
});

describe("every area's BFF URLs (components/<area>/api-paths.ts)", () => {
  const routes = apiRoutes().map(({ pattern }) => new RegExp(`^${pattern.replace(/\[(?:\.\.\.)?\w+\]/g, "[^/]+")}$`));
  const areas = {
    bookingPaths,
    bookingSheetPaths,
    communicationPaths,
    configurationPaths,
    prospectPaths,
    staffPaths,
  };
  /** Arguments for builders whose value must be one of a few (the rest get 1 for every argument). */
  const samples: Record<string, unknown[]> = { consentList: ["data-processing"] };

  for (const [area, paths] of Object.entries(areas)) {
    it(`${area}: each one is an app/api route on disk`, () => {
      for (const [name, build] of Object.entries(paths)) {
        const url =
          typeof build === "string"
            ? build
            : (build as (...args: unknown[]) => string)(...(samples[name] ?? Array(build.length).fill(1)));
        const pathname = url.split("?")[0];
        expect(
          routes.some((route) => route.test(pathname)),
          `${area}.${name}: ${url}`,
        ).toBe(true);
      }
    });
  }
});
