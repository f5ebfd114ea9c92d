import { createRequire } from "node:module";
import path from "node:path";
import type { BffHandler } from "@frontdesk/lib/bff/route";
import { isHttps } from "@frontdesk/lib/security/app-origin";
import { apiPolicy, setSecurityHeaders } from "@frontdesk/lib/security/headers";

/** A route file's exports (its handlers by method). */
type RouteModule = Record<string, unknown>;

/** What Next's build makes of a route file: its exports are the route module's `userland`, once loaded. */
interface BuiltRoute {
  routeModule: { ensureUserland(): Promise<void>; userland: RouteModule };
}

/**
 * The BFF's route files as Next built them (`<distDir>/server/app/api/**\/route.js`, next-auth's aside), loaded as Next
 * loads them (Node's `require` of the same files), so each is one module in the process whether Next or the
 * dispatcher calls it. Pairs of pattern (/api/members/[memberId]) and exports, for `bffDispatcher`.
 */
export async function builtBffRoutes(distDir = process.env.NEXT_DIST_DIR ?? ".next") {
  const serverDir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), distDir, "server");
  const load = createRequire(import.meta.url);
  const pages = load(path.join(serverDir, "app-paths-manifest.json")) as Record<string, string>;
  const routes = Object.entries(pages).filter(
    ([page]) => page.startsWith("/api/") && page.endsWith("/route") && !page.startsWith("/api/auth/"),
  );
  return Promise.all(
    routes.map(async ([page, file]) => {
      const { routeModule } = load(path.join(serverDir, file)) as BuiltRoute;
      await routeModule.ensureUserland();
      return [page.slice(0, -"/route".length), routeModule.userland] as const;
    }),
  );
}

interface Route {
  /** the pattern's segments: a name, or a [param] / [...param] */
  segments: { name: string; kind: "static" | "param" | "catch-all" }[];
  module: RouteModule;
}

const methods = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * The production server answers the BFF's routes (app/api/**, bffEndpoint) itself: the same handlers Next would
 * call, found by their file's pattern, with the proxy's security headers, and none of Next's request machinery (its
 * routing, proxy pass and route module wrapping cost more than the BFF's own work). What it does not
 * find (another method, HEAD, OPTIONS, next-auth, no such route) Next answers, as `next dev` answers everything.
 */
export function bffDispatcher(routes: readonly (readonly [string, RouteModule])[]) {
  const table: Route[] = routes.map(([pattern, module]) => ({
    module,
    segments: pattern
      .split("/")
      .slice(1)
      .map((segment) => {
        const param = /^\[(\.\.\.)?(\w+)\]$/.exec(segment);
        if (!param) return { name: segment, kind: "static" as const };
        return { name: param[2]!, kind: param[1] ? ("catch-all" as const) : ("param" as const) };
      }),
  }));

  /** The handler for this method and path with its params (decoded, as Next passes them), or undefined. */
  function find(method: string, pathname: string) {
    if (!methods.has(method)) return undefined;
    const parts = pathname.split("/").slice(1);
    let best: { route: Route; params: Record<string, string | string[]> } | undefined;
    for (const route of table) {
      const params = matchOf(route, parts);
      if (params && typeof route.module[method] === "function" && (!best || moreSpecific(route, best.route)))
        best = { route, params };
    }
    return best && { handler: best.route.module[method] as BffHandler, params: best.params };
  }

  /** Answers a request `find` matched (its Response, with the BFF's security headers); undefined if none matches. */
  async function answer(req: Request): Promise<Response | undefined> {
    const { pathname } = new URL(req.url);
    const found = find(req.method, pathname);
    if (!found) return undefined;
    const response = await found.handler(req, { params: Promise.resolve(found.params) });
    setSecurityHeaders(response.headers, { csp: apiPolicy(pathname), https: isHttps(req) });
    return response;
  }

  return { find, answer };
}

function matchOf(route: Route, parts: string[]): Record<string, string | string[]> | undefined {
  const params: Record<string, string | string[]> = {};
  try {
    for (const [i, segment] of route.segments.entries()) {
      if (segment.kind === "catch-all") {
        if (i >= parts.length || i !== route.segments.length - 1) return undefined;
        params[segment.name] = parts.slice(i).map(decodeURIComponent);
        return params;
      }
      const part = parts[i];
      if (part === undefined || part === "") return undefined;
      if (segment.kind === "static") {
        if (part !== segment.name) return undefined;
      } else params[segment.name] = decodeURIComponent(part);
    }
  } catch {
    return undefined; // a malformed escape: Next answers it
  }
  return parts.length === route.segments.length ? params : undefined;
}

/** Next's rule: at the first segment where two patterns differ, a static name beats a [param], a [param] a [...param]. */
function moreSpecific(a: Route, b: Route): boolean {
  const rank = { static: 0, param: 1, "catch-all": 2 };
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const diff = rank[a.segments[i]!.kind] - rank[b.segments[i]!.kind];
    if (diff !== 0) return diff < 0;
  }
  return false;
}
