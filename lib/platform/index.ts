import "server-only";
import { buildApp } from "./http/app";
import { openDatabase, type OpenDatabase } from "./db/client";
import { allRoutes } from "./routes";
import { seedIfEmpty } from "./seed";
import { isHttps } from "../security/app-origin";
import { dataPolicy, setSecurityHeaders } from "../security/headers";
import { processWide } from "@frontdesk/lib/domain/process-wide";

export interface Platform {
  /** The platform as a web-standard fetch handler: /platform/... requests in, responses out. */
  handle(request: Request): Promise<Response>;
  database: Promise<OpenDatabase>;
}

/** One platform (and so one PGlite) per process, shared by the custom server and Next's bundles. */
export function getPlatform(): Platform {
  return processWide("platform", createPlatform);
}

function createPlatform(): Platform {
  let ready = false;
  const database = openDatabase(undefined, seedIfEmpty).then((opened) => {
    ready = true;
    return opened;
  });
  const app = database.then((opened) => buildApp(opened.db, allRoutes, () => ready));
  // Failures surface through `database` (the server reports them) and the first request.
  database.catch(() => {});
  app.catch(() => {});
  return {
    database,
    async handle(request) {
      const response =
        !ready && new URL(request.url).pathname.endsWith("/platform/health")
          ? Response.json({ status: "starting" }, { status: 503 })
          : await (await app).fetch(request);
      // Served outside Next (server.ts), so the platform sets the security headers itself.
      setSecurityHeaders(response.headers, { csp: dataPolicy, https: isHttps(request) });
      return response;
    },
  };
}
