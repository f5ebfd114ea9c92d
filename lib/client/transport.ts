import { LRUCache } from "lru-cache";
import "server-only";
import { platformNotReachedMessage } from "@frontdesk/lib/contract/platform-unreachable";
import { getPlatform } from "@frontdesk/lib/platform";
import { issueToken } from "@frontdesk/lib/platform/http/tokens";
import { roleClaims, type Role } from "@frontdesk/lib/contract/roles";
import { env } from "@frontdesk/lib/server/env";
import { currentRequestId } from "@frontdesk/lib/server/request-context";
import { BreakerOpen, breakerOf } from "./breaker";

/**
 * How a platform call travels (design.md §1). The same client code runs over both:
 * - embedded (default): a Request to http://embedded/platform<path> handed to the in-process
 *   platform's fetch handler, with a token minted here carrying the staff role's claims;
 * - upstream (PLATFORM_BASE_URL set): fetch to ${PLATFORM_BASE_URL}<path> with an app token
 *   obtained by OAuth client credentials (PLATFORM_CLIENT_ID / PLATFORM_CLIENT_SECRET), cached.
 * Server-only: the browser never sees a platform token.
 */

/** Who is calling: the signed-in staff member. */
export interface Caller {
  staffId: string;
  role: Role;
}

export interface PlatformCall {
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  /** path relative to {base_url}, e.g. /api/members/1001/consent */
  path: string;
  /** an array repeats the name (memberId=1&memberId=2) */
  query?: Record<string, string | number | boolean | undefined | readonly (string | number)[]>;
  body?: unknown;
  /** For member-scoped endpoints (Authentication §3): the token is issued for this member. */
  memberScope?: number;
}

/**
 * The platform answered with a failure status; the BFF turns it into problem+json. `outcomeUnknown`: no answer came
 * to a request that was sent (no answer in time, the connection dropped mid-request, a proxy's error page), so a write
 * may have been made (the BFF audits it as made, lib/bff/route.ts).
 */
export class PlatformFailure extends Error {
  constructor(
    readonly status: number,
    readonly contentType: string | null,
    readonly bodyText: string,
    readonly outcomeUnknown = false,
  ) {
    super(`Platform answered ${status}`);
    this.name = "PlatformFailure";
  }
}

interface Transport {
  send(caller: Caller, call: PlatformCall): Promise<Response>;
}

const pathWithQuery = (call: PlatformCall) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {}))
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== "") params.set(key, String(value));
  const query = params.toString();
  return query ? `${call.path}?${query}` : call.path;
};

const jsonInit = (call: PlatformCall, authorization: string): RequestInit => ({
  method: call.method,
  headers: {
    authorization,
    "x-use-sso": "true",
    accept: "application/json",
    ...(call.body !== undefined ? { "content-type": "application/json" } : {}),
    ...(currentRequestId() ? { "x-request-id": currentRequestId()! } : {}),
  },
  body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
});

/**
 * Embedded tokens, one per staff member, role and member scope, reused until ten minutes before they
 * expire (an hour): signing one costs ~0.5 ms, and the platform then verifies a token it has seen before
 * from its own cache.
 */
const embeddedTokens = new LRUCache<string, string>({ max: 10_000, ttl: 50 * 60_000 });

async function embeddedToken(caller: Caller, memberScope: number | undefined): Promise<string> {
  const key = `${caller.staffId} ${caller.role} ${memberScope ?? ""}`;
  const cached = embeddedTokens.get(key);
  if (cached) return cached;
  const accessToken = await issueToken({ sub: caller.staffId, ...roleClaims[caller.role], memberId: memberScope });
  embeddedTokens.set(key, accessToken);
  return accessToken;
}

export const embeddedTransport: Transport = {
  async send(caller, call) {
    const token = await embeddedToken(caller, call.memberScope);
    const request = new Request(`http://embedded/platform${pathWithQuery(call)}`, jsonInit(call, `Bearer ${token}`));
    return getPlatform().handle(request);
  },
};

/** What staff read on screen when the platform fails upstream: plain words, no stack. */
export const upstreamMessages = {
  credentials: "The platform refused Frontdesk's credentials; tell your administrator.",
  unreachable: platformNotReachedMessage,
  timeout: (seconds: number) =>
    `The platform did not answer within ${seconds} second${seconds === 1 ? "" : "s"}. Try again; if it keeps happening, tell your administrator.`,
  failed: (status: number) =>
    `The platform failed to answer (error ${status}). Try again; if it keeps happening, tell your administrator.`,
};

const gatewayFailure = (status: number, message: string, outcomeUnknown = false) =>
  new PlatformFailure(status, "text/plain", message, outcomeUnknown);

/** The socket failures that mean the request never left (no connection was made): nothing can have been written. */
const neverSent = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
const wasNeverSent = (error: unknown): boolean => {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  )
    if (neverSent.has((e as { code?: unknown }).code as string)) return true;
  return false;
};

/** Methods HTTP lets a client repeat (RFC 9110 §9.2.2); a PUT or DELETE with If-Match repeated after it was applied is refused, never applied twice. */
const idempotent = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);

/** PLATFORM_TIMEOUT_SECONDS (default 10): how long one upstream exchange, body included, may take. */
const timeoutSeconds = () => env().PLATFORM_TIMEOUT_SECONDS;

/**
 * One HTTP exchange with the platform, body read in full within the timeout. A refused or broken
 * connection is a 503, a timeout a 504, a 5xx without a JSON body (a proxy's page, an empty 500) a
 * 502, each with a message staff can act on; other answers are returned for the client to read.
 */
async function exchangeOnce(
  url: string,
  init: RequestInit,
  retryable = idempotent.has(init.method ?? "GET"),
): Promise<Response> {
  const seconds = timeoutSeconds();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(seconds * 1000) }).catch(
      (error: unknown) => {
        // A kept-alive connection the platform (or a proxy) closed as it was reused breaks before any answer:
        // a request that may be repeated is sent once more, on a fresh connection.
        if (!retryable || (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")))
          throw error;
        return fetch(url, { ...init, signal: AbortSignal.timeout(seconds * 1000) });
      },
    );
    const text = await response.text();
    const type = response.headers.get("content-type");
    if (response.status >= 500 && !(type?.includes("json") && text.trim()))
      throw gatewayFailure(502, upstreamMessages.failed(response.status), true);
    // Keep the platform's headers (Location of a created user field, ETag, Retry-After); fetch has already
    // decoded the body, so its encoding and length no longer describe it.
    const headers = new Headers(response.headers);
    for (const name of ["content-encoding", "content-length", "transfer-encoding"]) headers.delete(name);
    return new Response(text === "" ? null : text, { status: response.status, headers });
  } catch (error) {
    if (error instanceof PlatformFailure) throw error;
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
      throw gatewayFailure(504, upstreamMessages.timeout(seconds), true);
    throw gatewayFailure(503, upstreamMessages.unreachable, !wasNeverSent(error));
  }
}

/**
 * Through the platform's circuit breaker: no connection or no answer in time counts against
 * it; while it is open the call is refused at once, in words, without waiting for a time-out.
 */
const exchange = (url: string, init: RequestInit, retryable?: boolean) =>
  breakerOf(url)
    .run(
      () => exchangeOnce(url, init, retryable),
      (error) => error instanceof PlatformFailure && (error.status === 503 || error.status === 504),
    )
    .catch((error: unknown) => {
      throw error instanceof BreakerOpen ? gatewayFailure(503, error.message) : error;
    });

/**
 * Upstream: the app is a private integrator. App tokens come from client credentials; a
 * member-scoped call asks for a token for that member (member_id form field, docs/platform-sandbox.md) and caches
 * it apart. A 401 on a call (key replaced, token revoked) drops the cached tokens and retries once.
 */
export function upstreamTransport(baseUrl: string, clientId: string, clientSecret: string): Transport {
  const base = baseUrl.replace(/\/+$/, "");
  // one token for the app and one per member scope: bounded, as every member the desk opens adds one
  const tokens = new LRUCache<string, string>({ max: 10_000 });

  async function token(memberScope?: number): Promise<string> {
    const key = memberScope === undefined ? "app" : `member:${memberScope}`;
    const cached = tokens.get(key);
    if (cached) return cached;
    const form = new URLSearchParams({
      grant_type: "client_credentials",
      client_id: clientId,
      client_secret: clientSecret,
    });
    if (memberScope !== undefined) form.set("member_id", String(memberScope));
    // (client credentials only issue a token: repeating the request is harmless)
    const response = await exchange(
      `${base}/connect/token`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: form.toString(),
      },
      true,
    );
    if (response.status === 401) throw gatewayFailure(502, upstreamMessages.credentials);
    if (!response.ok)
      throw new PlatformFailure(response.status, response.headers.get("content-type"), await response.text());
    const body = (await response.json()) as { access_token: string; expires_in?: number };
    // Renew a minute early so a token never expires in flight.
    const ttl = Math.max(0, (body.expires_in ?? 300) - 60) * 1000;
    if (ttl > 0) tokens.set(key, body.access_token, { ttl });
    return body.access_token;
  }

  return {
    async send(_caller, call) {
      const url = `${base}${pathWithQuery(call)}`;
      const response = await exchange(url, jsonInit(call, `Bearer ${await token(call.memberScope)}`));
      if (response.status !== 401) return response;
      tokens.clear();
      const retried = await exchange(url, jsonInit(call, `Bearer ${await token(call.memberScope)}`));
      if (retried.status === 401) throw gatewayFailure(502, upstreamMessages.credentials);
      return retried;
    },
  };
}

let chosen: { transport: Transport; key: string } | undefined;

/** The transport named by the environment: upstream when PLATFORM_BASE_URL is set, else embedded. */
export function transport(): Transport {
  const { PLATFORM_BASE_URL: base, PLATFORM_CLIENT_ID: id = "", PLATFORM_CLIENT_SECRET: secret = "" } = env();
  const key = `${base ?? ""} ${id} ${secret}`; // read each call, so tests can switch modes
  if (chosen?.key !== key) chosen = { key, transport: base ? upstreamTransport(base, id, secret) : embeddedTransport };
  return chosen.transport;
}
