import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { signBody, signingVersionsOf, verifyMobileAppSignature } from "./mobile-apps-hmac";
import { compareAppVersions, generateAppSecret, parseAppVersion } from "./mobile-apps-rules";
import { database } from "../testing";

const v1 = { appVersion: "1.0", appSecret: generateAppSecret() };
const v14 = { appVersion: "1.4.2", appSecret: generateAppSecret() };
const v2 = { appVersion: "2.0.0.17", appSecret: generateAppSecret() };
const versions = [v1, v14, v2];
const body = JSON.stringify({ latitude: 53.8, longitude: -1.55, query: "leeds" });

describe("mobile-app HMAC verification (Versioning §3)", () => {
  it("accepts a signature made with the app's own version's secret", () => {
    expect(
      verifyMobileAppSignature({
        rawBody: body,
        signature: signBody(body, v14.appSecret),
        appVersion: "1.4.2",
        versions,
      }),
    ).toBe(true);
  });

  it("accepts the secret of any registered version less than or equal to the app's version", () => {
    expect(
      verifyMobileAppSignature({
        rawBody: body,
        signature: signBody(body, v1.appSecret),
        appVersion: "1.4.2",
        versions,
      }),
    ).toBe(true);
    expect(
      verifyMobileAppSignature({
        rawBody: body,
        signature: signBody(body, v14.appSecret),
        appVersion: "1.10",
        versions,
      }),
    ).toBe(true); // 1.10 > 1.4.2 numerically
    expect(
      verifyMobileAppSignature({
        rawBody: body,
        signature: signBody(body, v1.appSecret),
        appVersion: "1.0.0",
        versions,
      }),
    ).toBe(true); // missing parts count as 0
  });

  it("refuses the secret of a later version", () => {
    expect(
      verifyMobileAppSignature({
        rawBody: body,
        signature: signBody(body, v2.appSecret),
        appVersion: "1.4.2",
        versions,
      }),
    ).toBe(false);
    expect(
      verifyMobileAppSignature({
        rawBody: body,
        signature: signBody(body, v14.appSecret),
        appVersion: "1.4.1",
        versions,
      }),
    ).toBe(false);
    expect(
      verifyMobileAppSignature({
        rawBody: body,
        signature: signBody(body, v14.appSecret),
        appVersion: "1.3.99",
        versions,
      }),
    ).toBe(false);
  });

  it("refuses a changed body, a foreign secret, and malformed input", () => {
    const signature = signBody(body, v1.appSecret);
    expect(verifyMobileAppSignature({ rawBody: body + " ", signature, appVersion: "2.0", versions })).toBe(false);
    expect(
      verifyMobileAppSignature({
        rawBody: body,
        signature: signBody(body, generateAppSecret()),
        appVersion: "2.0",
        versions,
      }),
    ).toBe(false);
    expect(verifyMobileAppSignature({ rawBody: body, signature: null, appVersion: "2.0", versions })).toBe(false);
    expect(verifyMobileAppSignature({ rawBody: body, signature: "not base64!", appVersion: "2.0", versions })).toBe(
      false,
    );
    expect(
      verifyMobileAppSignature({ rawBody: body, signature: signature.slice(0, 20), appVersion: "2.0", versions }),
    ).toBe(false);
    expect(verifyMobileAppSignature({ rawBody: body, signature, appVersion: "v2", versions })).toBe(false);
    expect(verifyMobileAppSignature({ rawBody: body, signature, appVersion: "2.0", versions: [] })).toBe(false);
  });

  it("is a Base64 HMAC-SHA256 of the raw body bytes", () => {
    expect(signBody("{}", "secret")).toBe(signBody(Buffer.from("{}"), "secret"));
    expect(Buffer.from(signBody("{}", "secret"), "base64")).toHaveLength(32);
  });

  it("verifies against the seeded versions of an app, looked up by bundle id case-insensitively", async () => {
    const seeded = await signingVersionsOf(await database(), "COM.LEEDSLEISURE.MEMBERS");
    expect(seeded.map((v) => v.appVersion).sort()).toEqual(["1.0", "1.4.2", "2.0.0.17"]);
    const oldest = seeded.find((v) => v.appVersion === "1.0")!;
    expect(
      verifyMobileAppSignature({
        rawBody: body,
        signature: signBody(body, oldest.appSecret),
        appVersion: "1.4.2",
        versions: seeded,
      }),
    ).toBe(true);
  });

  it("compares versions numerically (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(1000), { minLength: 2, maxLength: 4 }),
        fc.array(fc.nat(1000), { minLength: 2, maxLength: 4 }),
        (a, b) => {
          const pa = parseAppVersion(a.join("."))!;
          const pb = parseAppVersion(b.join("."))!;
          expect(compareAppVersions(pa, pb)).toBe(-compareAppVersions(pb, pa));
          expect(compareAppVersions(pa, pa)).toBe(0);
        },
      ),
    );
  });

  it("generates 256-character secrets over the whole 64-character alphabet", () => {
    const secrets = Array.from({ length: 40 }, generateAppSecret);
    for (const s of secrets) expect(s).toMatch(/^[A-Za-z0-9_-]{256}$/);
    expect(new Set(secrets.join("")).size).toBe(64);
  });
});
