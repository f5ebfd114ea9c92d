import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import path from "node:path";
import {
  canOpen,
  homeOf,
  navigationOf,
  roleClaims,
  roles,
  screenAccess,
  staffPages,
} from "@frontdesk/lib/contract/roles";

describe("roles", () => {
  it("map to the platform claims of design.md §5", () => {
    expect(roleClaims.reception).toEqual({
      products: ["FOH"],
      features: ["FOHGENERIC", "ONLINEBOOK"],
      permissions: [],
    });
    expect(roleClaims.sales).toEqual({ products: [], features: ["PROSPECTS"], permissions: [] });
    expect(roleClaims.manager).toEqual({
      products: ["FOH"],
      features: ["FOHGENERIC", "BOOKINGDISCOUNTS"],
      permissions: [],
    });
    // DATAHUB beyond design.md: the Staff screen reads the platform's sites through its client
    // (docs/decisions/014-admin-token-reads-sites.md).
    expect(roleClaims.admin).toEqual({
      products: ["ADMIN"],
      features: ["ADMIN", "DATAHUB"],
      scope: "api",
      permissions: ["cr.co"],
    });
  });

  it.each([
    ["reception", "/", true],
    ["reception", "/members/1001", true],
    ["reception", "/members/1001/consent", true],
    ["reception", "/prospects", false],
    ["reception", "/booking-sheets", false],
    ["reception", "/configuration/integrators", false],
    ["sales", "/prospects", true],
    ["sales", "/members/1001", true],
    ["sales", "/members/1001/consent", false],
    ["sales", "/", false],
    ["manager", "/members/1001/consent", true],
    ["manager", "/booking-sheets", true],
    ["manager", "/configuration/statuses", true],
    ["manager", "/communications/email-templates", true],
    ["manager", "/configuration/integrators", false],
    ["manager", "/configuration/mobile-apps", false],
    ["admin", "/configuration/integrators", true],
    ["admin", "/configuration/mobile-apps/3", true],
    ["admin", "/configuration/statuses", false],
    ["admin", "/members/1001", false],
    ["admin", "/not-available", true],
    ["reception", "/membership", false],
    ["admin", "/staff", true],
    ["admin", "/staff/sign-in-audit", true],
    ["manager", "/staff", false],
    ["reception", "/staff/sign-in-audit", false],
    ["admin", "/staff/data-access", true],
    ["manager", "/staff/data-access", false],
  ] as const)("%s may open %s: %s", (role, path, allowed) => expect(canOpen(role, path)).toBe(allowed));

  it("every role's start page and navigation are screens it may open", () => {
    for (const role of roles) {
      expect(canOpen(role, homeOf[role])).toBe(true);
      for (const item of navigationOf[role]) expect(canOpen(role, item.href), `${role} ${item.href}`).toBe(true);
    }
  });

  it.each([
    ["reception", "/memebrs/1001", "missing"],
    ["admin", "/memebrs/1001", "missing"],
    ["reception", "/members/1001", "open"],
    ["reception", "/members/1001/nonsense", "open"], // an allowed area: Next answers 404 itself
    ["reception", "/configuration/statuses", "forbidden"],
    ["reception", "/configuration/nonsense", "missing"],
    ["admin", "/members/1001", "forbidden"],
    ["admin", "/configuration/integrators", "open"],
    ["manager", "/configuration/integrators", "forbidden"],
    ["sales", "/members/1001/consent", "forbidden"],
  ] as const)("%s opening %s: %s", (role, pathname, access) => expect(screenAccess(role, pathname)).toBe(access));

  it("names every page file under app/(staff) in staffPages, and nothing else", () => {
    const root = path.join(process.cwd(), "app", "(staff)");
    const found: string[] = [];
    const walk = (dir: string, route: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isDirectory()) {
          if (entry.name === "page.tsx" && !route.includes("[...")) found.push(route || "/");
          continue;
        }
        const segment = entry.name.startsWith("(")
          ? ""
          : entry.name.startsWith("[") && !entry.name.startsWith("[...")
            ? "/[id]"
            : `/${entry.name}`;
        walk(path.join(dir, entry.name), route + segment);
      }
    };
    walk(root, "");
    expect(found.sort()).toEqual([...staffPages].sort());
  });
});
