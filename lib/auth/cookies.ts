import type { CookiesOptions } from "next-auth";
import { appUrl } from "@frontdesk/lib/server/env";

/**
 * next-auth's cookies: over https (APP_URL or NEXTAUTH_URL https://...) every cookie is
 * `__Host-` prefixed, Secure, HttpOnly, SameSite=Lax, path / and no Domain; on plain-http
 * localhost they keep plain names (a browser refuses Secure cookies there).
 */
const servedOverHttps = () => appUrl().startsWith("https://");

const cookieNames = ["sessionToken", "callbackUrl", "csrfToken", "pkceCodeVerifier", "state", "nonce"] as const;
const baseNames: Record<(typeof cookieNames)[number], string> = {
  sessionToken: "next-auth.session-token",
  callbackUrl: "next-auth.callback-url",
  csrfToken: "next-auth.csrf-token",
  pkceCodeVerifier: "next-auth.pkce.code_verifier",
  state: "next-auth.state",
  nonce: "next-auth.nonce",
};

export const sessionCookieName = () => `${servedOverHttps() ? "__Host-" : ""}${baseNames.sessionToken}`;

export function authCookies(): CookiesOptions {
  const secure = servedOverHttps();
  const cookies = {} as CookiesOptions;
  for (const key of cookieNames) {
    cookies[key] = {
      name: `${secure ? "__Host-" : ""}${baseNames[key]}`,
      options: {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure,
        ...(key === "pkceCodeVerifier" || key === "state" ? { maxAge: 15 * 60 } : {}),
      },
    };
  }
  return cookies;
}
