import { buildApp } from "./http/app";
import { openDatabase, type OpenDatabase } from "./db/client";
import { allRoutes } from "./routes";
import { seedIfEmpty } from "./seed";

export interface Platform {
  /** The platform as a web-standard fetch handler: /platform/... requests in, responses out. */
  handle(request: Request): Promise<Response>;
  database: Promise<OpenDatabase>;
}

declare global {
  // One platform (and so one PGlite) per process, shared by the custom server and Next's bundles.
  var __frontdeskPlatform: Platform | undefined;
}

export function getPlatform(): Platform {
  return (globalThis.__frontdeskPlatform ??= createPlatform());
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
      if (!ready && new URL(request.url).pathname.endsWith("/platform/health")) {
        return Response.json({ status: "starting" }, { status: 503 });
      }
      return (await app).fetch(request);
    },
  };
}
