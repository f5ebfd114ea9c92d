import { configuredAppUrl, env } from "@frontdesk/lib/server/env";

/**
 * The app's own origin, as the browser sees it: what a same-origin write's Origin header must be
 * and whether the app is served over https (HSTS). Pure: used by the proxy, the BFF and the platform.
 *
 * - APP_URL (or NEXTAUTH_URL, when the operator set it; lib/server/env.ts) is the public URL: the origin is its
 *   scheme, host and port, whatever the request's headers say.
 * - Else, with TRUST_PROXY=1 (a reverse proxy that sets them), X-Forwarded-Proto and -Host name it.
 * - Else the request's own Host, over http: Frontdesk serves plain HTTP itself (server.ts, next dev),
 *   so without a trusted proxy no request is https, whatever a client claims.
 */
function publicOrigin(): string | undefined {
  const configured = configuredAppUrl();
  return configured ? new URL(configured).origin : undefined;
}

export const trustsProxy = () => env().TRUST_PROXY;

const first = (value: string | null) => value?.split(",")[0]?.trim() || undefined;

/** This app's origin for a request: scheme://host[:port], lower-case. */
export function appOriginOf(req: Request): string {
  const configured = publicOrigin();
  if (configured) return configured;
  const url = new URL(req.url);
  const host = req.headers.get("host") ?? url.host;
  if (trustsProxy()) {
    const proto = first(req.headers.get("x-forwarded-proto")) ?? "http";
    return `${proto.toLowerCase()}://${(first(req.headers.get("x-forwarded-host")) ?? host).toLowerCase()}`;
  }
  return `http://${host.toLowerCase()}`;
}

/** The whole Origin header (scheme, host and port) is this app's. A missing or opaque ("null") Origin is not. */
export function isSameOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (!origin || origin === "null") return false;
  try {
    return new URL(origin).origin === new URL(appOriginOf(req)).origin;
  } catch {
    return false;
  }
}

export const isHttps = (req: Request) => appOriginOf(req).startsWith("https:");
