import { describe, expect, it } from "vitest";
import { parseRoleMap, passwordSignInEnabled, roleFromGroups, ssoConfig, ssoProvedTwoFactors } from "./sso";

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

describe("an SSO sign-in counts as two factors when its ID token says so", () => {
  it("by amr (a multi-factor method or two methods), by acr as configured, or never", () => {
    expect(ssoProvedTwoFactors({ amr: ["pwd", "otp"] }, {})).toBe(true);
    expect(ssoProvedTwoFactors({ amr: ["mfa"] }, {})).toBe(true);
    expect(ssoProvedTwoFactors({ amr: ["pwd"] }, {})).toBe(false);
    expect(ssoProvedTwoFactors({}, {})).toBe(false);
    expect(ssoProvedTwoFactors({ amr: ["mfa"] }, { OIDC_MFA_FROM: "never" })).toBe(false);
    const acr = { OIDC_MFA_FROM: "acr", OIDC_MFA_ACR_VALUES: "urn:venue:mfa, gold" } as const;
    expect(ssoProvedTwoFactors({ acr: "gold", amr: ["pwd"] }, acr)).toBe(true);
    expect(ssoProvedTwoFactors({ acr: "silver", amr: ["mfa"] }, acr)).toBe(false);
  });
});
