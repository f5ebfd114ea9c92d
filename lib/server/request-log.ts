import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { log } from "./log";

/**
 * One JSON line per request the server answers (pino), for a venue's log collector: time, level, request id,
 * method, the route's pattern (`/members/[memberId]`, never the address with a member's number in it), status and
 * milliseconds. The platform under /platform writes its own line for each of its requests (lib/platform/http/app.ts).
 */

/** A request id as a plain token only, so nothing else reaches the logs (or the platform) through it. */
const plainToken = /^[\w.:-]{1,100}$/;

/** The proxy's X-Request-Id when the proxy is trusted (TRUST_PROXY) and the id is a plain token, else a new one. */
export function requestIdFor(given: string | string[] | undefined, trustProxy: boolean): string {
  const id = Array.isArray(given) ? given[0] : given;
  return trustProxy && id && plainToken.test(id) ? id : crypto.randomUUID();
}

interface ManifestRoute {
  page: string;
  regex: string;
}

/**
 * The pattern of the page or route an address is answered by, from Next's own routes manifest (static routes by
 * their address, dynamic ones by Next's regex, most specific first as Next lists them). Read once, at first use.
 */
export function routePatterns(distDir = process.env.NEXT_DIST_DIR ?? ".next") {
  let statics: Set<string> | undefined;
  let dynamics: { page: string; regex: RegExp }[] = [];
  const load = () => {
    statics = new Set();
    try {
      const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), distDir, "routes-manifest.json");
      const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as {
        staticRoutes: ManifestRoute[];
        dynamicRoutes: ManifestRoute[];
      };
      for (const route of manifest.staticRoutes) statics.add(route.page);
      dynamics = manifest.dynamicRoutes.map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
    } catch {
      // no build yet (tests): every address is "unknown"
    }
  };
  return (pathname: string): string => {
    if (!statics) load();
    if (pathname.startsWith("/_next/")) return "/_next/*";
    const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
    if (statics!.has(trimmed)) return trimmed;
    return dynamics.find((route) => route.regex.test(pathname))?.page ?? "unknown";
  };
}

export interface RequestLine {
  requestId: string;
  /** the request's trace, where tracing is on */
  traceId?: string;
  /** the signed-in staff member the session cookie names, if any */
  staffId?: string;
  method: string;
  route: string;
  status: number;
  ms: number;
}

/** Writes the request's line: a server error at error, the rest at info. */
export function logRequest(line: RequestLine) {
  const fields = { ...line, ms: Math.round(line.ms * 10) / 10 };
  if (line.status >= 500) log.error(fields, "request");
  else log.info(fields, "request");
}
