import { describe, expect, it } from "vitest";
import { parseRoleMap, passwordSignInEnabled, roleFromGroups, ssoConfig } from "./sso";

describe("single sign-on configuration", () => {
  it("is off without an issuer and client id", () => {
    expect(ssoConfig({})).toBeUndefined();
    expect(passwordSignInEnabled({ PASSWORD_SIGNIN: "off" })).toBe(true);
  });

  it("reads the issuer, claim and role map", () => {
    const config = ssoConfig({
      OIDC_ISSUER: "http://idp.example/",
      OIDC_CLIENT_ID: "frontdesk",
      OIDC_CLIENT_SECRET: "s",
      OIDC_ROLE_MAP: "fd-reception=reception, fd-admin=admin, x=boss",
    });
    expect(config).toMatchObject({ issuer: "http://idp.example", groupsClaim: "groups", name: "Single sign-on" });
    expect([...config!.roleMap]).toEqual([
      ["fd-reception", "reception"],
      ["fd-admin", "admin"],
    ]);
    expect(
      passwordSignInEnabled({ OIDC_ISSUER: "http://idp.example", OIDC_CLIENT_ID: "frontdesk", PASSWORD_SIGNIN: "off" }),
    ).toBe(false);
  });

  it("maps groups to the most privileged role", () => {
    const map = parseRoleMap("fd-reception=reception,fd-manager=manager");
    expect(roleFromGroups(["fd-reception", "fd-manager", "other"], map)).toBe("manager");
    expect(roleFromGroups("fd-reception", map)).toBe("reception");
    expect(roleFromGroups(["other"], map)).toBeUndefined();
    expect(roleFromGroups(undefined, map)).toBeUndefined();
  });
});
