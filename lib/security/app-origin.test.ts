import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { provideNextAuthUrl } from "@frontdesk/lib/server/env";
import { appOriginOf, isHttps, isSameOrigin } from "./app-origin";
import { processWide } from "@frontdesk/lib/domain/process-wide";

const write = (url: string, headers: Record<string, string>) => new Request(url, { method: "PUT", headers });

describe("isSameOrigin (the BFF's check of writes)", () => {
  beforeEach(() => {
    vi.stubEnv("APP_URL", "");
    vi.stubEnv("NEXTAUTH_URL", "");
    vi.stubEnv("TRUST_PROXY", "");
  });
  afterEach(() => vi.unstubAllEnvs());

  describe("with a configured public URL", () => {
    beforeEach(() => vi.stubEnv("APP_URL", "https://desk.example.org"));

    it("accepts exactly its origin", () => {
      expect(
        isSameOrigin(
          write("http://localhost:3000/api/x", { origin: "https://desk.example.org", host: "localhost:3000" }),
        ),
      ).toBe(true);
      expect(isSameOrigin(write("http://localhost:3000/api/x", { origin: "https://DESK.example.org:443" }))).toBe(true);
    });

    it("refuses another scheme, port or host, whatever the forwarded headers say", () => {
      for (const origin of [
        "http://desk.example.org",
        "https://desk.example.org:8443",
        "https://evil.example",
        "null",
      ]) {
        expect(
          isSameOrigin(write("https://desk.example.org/api/x", { origin, host: "desk.example.org" })),
          origin,
        ).toBe(false);
      }
      expect(
        isSameOrigin(
          write("https://desk.example.org/api/x", {
            origin: "https://evil.example",
            "x-forwarded-host": "evil.example",
          }),
        ),
      ).toBe(false);
    });

    it("NEXTAUTH_URL counts when the operator set it, not when it was defaulted", () => {
      vi.stubEnv("APP_URL", "");
      vi.stubEnv("NEXTAUTH_URL", "http://localhost:3140");
      expect(isSameOrigin(write("http://x/api", { origin: "http://localhost:3140", host: "127.0.0.1:3140" }))).toBe(
        true,
      );
      // unset: next-auth is given this server's own URL, which is not the public origin
      vi.stubEnv("NEXTAUTH_URL", "");
      vi.stubEnv("PORT", "3140");
      provideNextAuthUrl();
      expect(process.env.NEXTAUTH_URL).toBe("http://localhost:3140");
      expect(isSameOrigin(write("http://x/api", { origin: "http://localhost:3140", host: "127.0.0.1:3140" }))).toBe(
        false,
      );
      processWide<{ url?: string }>("defaulted NEXTAUTH_URL", () => ({})).url = undefined;
    });

    it("HSTS follows the public URL's scheme", () => {
      expect(isHttps(write("http://localhost/api", {}))).toBe(true);
      vi.stubEnv("APP_URL", "http://desk.local:3000");
      expect(isHttps(write("http://localhost/api", { "x-forwarded-proto": "https" }))).toBe(false);
    });
  });

  describe("without one (dev): the request's own origin", () => {
    it("accepts the Host over http", () => {
      expect(
        isSameOrigin(write("http://localhost:3141/api/x", { origin: "http://localhost:3141", host: "localhost:3141" })),
      ).toBe(true);
      expect(
        isSameOrigin(write("http://localhost:3141/api/x", { origin: "http://desk-pc:3141", host: "desk-pc:3141" })),
      ).toBe(true);
    });

    it("refuses https on http, another port, a missing Origin and forwarded hosts it does not trust", () => {
      expect(
        isSameOrigin(
          write("http://localhost:3141/api/x", { origin: "https://localhost:3141", host: "localhost:3141" }),
        ),
      ).toBe(false);
      expect(
        isSameOrigin(write("http://localhost:3141/api/x", { origin: "http://localhost:3142", host: "localhost:3141" })),
      ).toBe(false);
      expect(isSameOrigin(write("http://localhost:3141/api/x", { host: "localhost:3141" }))).toBe(false);
      const forwarded = {
        origin: "https://evil.example",
        host: "localhost:3141",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      };
      expect(isSameOrigin(write("http://localhost:3141/api/x", forwarded))).toBe(false);
      expect(isHttps(write("http://localhost:3141/api/x", forwarded))).toBe(false);
    });

    it("behind a trusted proxy (TRUST_PROXY=1), X-Forwarded-Proto and -Host name the origin", () => {
      vi.stubEnv("TRUST_PROXY", "1");
      const headers = { host: "127.0.0.1:3000", "x-forwarded-host": "desk.example.org", "x-forwarded-proto": "https" };
      expect(appOriginOf(write("http://127.0.0.1:3000/api/x", headers))).toBe("https://desk.example.org");
      expect(
        isSameOrigin(write("http://127.0.0.1:3000/api/x", { ...headers, origin: "https://desk.example.org" })),
      ).toBe(true);
      expect(
        isSameOrigin(write("http://127.0.0.1:3000/api/x", { ...headers, origin: "http://desk.example.org" })),
      ).toBe(false);
      expect(isHttps(write("http://127.0.0.1:3000/api/x", headers))).toBe(true);
    });
  });
});
