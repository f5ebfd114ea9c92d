import { LRUCache } from "lru-cache";
import { getToken, type JWT } from "next-auth/jwt";
import { authSecret } from "./secret";
import { sessionCookieName } from "./cookies";
import { processWide } from "@frontdesk/lib/domain/process-wide";

/**
 * The session cookie's token (next-auth's JWT: sid, staffId, role), or null without a valid one. Decrypting
 * costs ~0.6 ms, and the proxy and the page or route each did it on every request: a token is kept by the cookie's
 * exact value (the same bytes always decode the same) until its own expiry and at most a minute. Whether its session
 * is still live is not this function's to say (lib/auth/session.ts asks the database on every request).
 */
export async function sessionToken(cookies: Record<string, string>): Promise<JWT | null> {
  const name = sessionCookieName();
  // next-auth splits a large token over name.0, name.1, ...: the whole value is the key
  const value = Object.entries(cookies)
    .filter(([cookie]) => cookie === name || cookie.startsWith(`${name}.`))
    .map(([cookie, part]) => `${cookie}=${part}`)
    .join(";");
  if (!value) return null;
  // process-wide: the proxy's bundle and the pages' and routes' each hold a copy of this module
  const kept = processWide("session tokens", () => new LRUCache<string, JWT>({ max: 10_000 }));
  const hit = kept.get(value);
  if (hit) return hit;
  const token = await getToken({ req: { headers: {}, cookies } as never, secret: authSecret(), cookieName: name });
  if (!token) return null;
  const now = Date.now();
  const expiry = typeof token.exp === "number" ? token.exp * 1000 : now;
  if (expiry > now) kept.set(value, token, { ttl: Math.min(expiry - now, 60_000) });
  return token;
}

/** A Cookie header's cookies by name. */
export function cookiesOfHeader(header: string | null | undefined): Record<string, string> {
  return Object.fromEntries(
    (header ?? "")
      .split(";")
      .map((pair) => pair.trim().split(/=(.*)/s, 2))
      .filter(([name]) => name),
  );
}

/** Who a request's session cookie names (for its log line), or undefined: not whether the session is still live. */
export async function staffIdOfCookies(header: string | undefined): Promise<string | undefined> {
  if (!header) return undefined;
  const token = await sessionToken(cookiesOfHeader(header)).catch(() => null);
  return typeof token?.staffId === "string" ? token.staffId : undefined;
}
