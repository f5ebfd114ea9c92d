/**
 * Production server: /platform/* goes straight to the embedded platform's fetch handler
 * (no page-rendering machinery for integrator traffic), the BFF's routes straight to their handlers
 * (lib/bff/dispatch.ts); everything else to Next.
 */
import "@frontdesk/lib/server/env-check"; // first: a bad or missing variable stops the server here, naming it
import cluster from "node:cluster";
import http from "node:http";
import next from "next";
import { getRequestListener } from "@hono/node-server";
import { getPlatform } from "@frontdesk/lib/platform";
import { ensureAuthEnvironment } from "@frontdesk/lib/auth/secret";
import { appDatabase, closeAppDatabase, type AppDatabase } from "@frontdesk/lib/app-db";
import { refusedAtStart } from "@frontdesk/lib/app-db/start-checks";
import { logRequest, requestIdFor, routePatterns } from "@frontdesk/lib/server/request-log";
import { log } from "@frontdesk/lib/server/log";
import { startTracing, stopTracing, traceRequest } from "@frontdesk/lib/server/tracing";
import { liveness, readiness, type ProbeAnswer } from "@frontdesk/lib/server/probes";
import { demoStaff, demoStaffLoaded, demoStaffPassword } from "@frontdesk/lib/app-db/demo-staff";
import { clientAddressHeader, peerAddress } from "@frontdesk/lib/auth/client-address";
import { staffIdOfCookies } from "@frontdesk/lib/auth/session-token";
import { trustsProxy } from "@frontdesk/lib/security/app-origin";
import { failureFields } from "@frontdesk/lib/server/failure-fields";
import { shutDownGracefully, tuneForLoadBalancer } from "@frontdesk/lib/server/shutdown";
import { env } from "@frontdesk/lib/server/env";
import { metricsEnabled, metricsResponse, shareMetricsWithOtherProcesses } from "@frontdesk/lib/server/metrics";
import { onStopAsked, serverProcesses, superviseWorkers } from "@frontdesk/lib/server/workers";
import { startRetentionWorker, stopRetentionWorker } from "@frontdesk/lib/bff/retention-run";
import { startSender, stopSender } from "@frontdesk/lib/outbox/sender";
import { templateStillThere } from "@frontdesk/lib/outbox/templates";
import { startOfferClock } from "@frontdesk/lib/desk-offers/offers";
import { bffDispatcher, builtBffRoutes } from "@frontdesk/lib/bff/dispatch";
import { endLiveStreams } from "@frontdesk/lib/bff/live-events";
import { stopLive } from "@frontdesk/lib/app-db/live";
import { applyBuildsNextConfig } from "@frontdesk/lib/server/next-build-config";
import { inVenueScope } from "@frontdesk/lib/server/venue-scope";

// More than one server process (WEB_CONCURRENCY, or two on PostgreSQL by default): this process starts that many
// serving processes (lib/server/workers.ts) and serves nothing.
if (cluster.isPrimary && serverProcesses() > 1) superviseWorkers(serverProcesses());
else await serve();

async function serve() {
  const { PORT: port, HOSTNAME: hostname } = env();
  await startTracing(); // OTEL_EXPORTER_OTLP_ENDPOINT set: a span per request, platform call and query
  ensureAuthEnvironment(); // before Next loads: next-auth reads NEXTAUTH_URL (APP_URL or this port by default)

  // Upstream (PLATFORM_BASE_URL), the venue's platform answers and none starts here: the app's tables have a
  // connection of their own (lib/app-db). Embedded, the platform is created first: Next's bundles reuse it.
  const platform = env().PLATFORM_BASE_URL ? undefined : getPlatform();
  const platformListener = platform
    ? getRequestListener((request) => platform.handle(request))
    : (_req: http.IncomingMessage, res: http.ServerResponse) =>
        res
          .writeHead(404, { "content-type": "text/plain; charset=utf-8" })
          .end("This Frontdesk uses the venue's own platform (PLATFORM_BASE_URL) and serves none under /platform.");
  const isPlatformPath = (url = "") =>
    url === "/platform" || url.startsWith("/platform/") || url.startsWith("/platform?");

  applyBuildsNextConfig(); // the build's recorded config: the image has no next.config.ts to compile
  const bff = bffDispatcher(await builtBffRoutes());
  const bffListener = getRequestListener(
    async (request) => (await bff.answer(request)) ?? new Response(null, { status: 404 }),
  );
  const isBffRoute = (method = "", url = "") =>
    url.startsWith("/api/") && bff.find(method, url.split("?")[0]!) !== undefined;

  const app = next({ dev: false, dir: process.cwd(), port, hostname: "localhost" });
  const handleNext = app.getRequestHandler();
  const patternOf = routePatterns();
  const ownPaths = new Set(["/livez", "/readyz", "/metrics"]); // answered here, not by a page

  let database: AppDatabase | undefined; // set once started: /readyz answers "starting" until then
  const probe = (res: http.ServerResponse, answer: ProbeAnswer) =>
    res
      .writeHead(answer.status, { "content-type": "application/json", "cache-control": "no-store" })
      .end(JSON.stringify(answer.body));

  const server = http.createServer((req, res) => {
    const path = req.url?.split("?")[0] ?? "/";
    // The platform writes its own line for each of its requests, with the caller's request id.
    if (isPlatformPath(req.url)) return void traceRequest(req, res, "/platform/*", () => platformListener(req, res));
    const started = performance.now();
    const requestId = requestIdFor(req.headers["x-request-id"], trustsProxy());
    req.headers["x-request-id"] = requestId; // for the handlers, and passed on to an upstream platform
    res.setHeader("x-request-id", requestId);
    const route = ownPaths.has(path) ? path : patternOf(path);
    const { traceId } = traceRequest(req, res, route, () => answer(req, res, path, requestId));
    res.once("close", () => {
      const ms = performance.now() - started;
      // who, from the session cookie (cached: decoded once a minute per session), after the answer has gone
      void staffIdOfCookies(req.headers.cookie).then((staffId) =>
        logRequest({ requestId, traceId, staffId, method: req.method ?? "", route, status: res.statusCode, ms }),
      );
    });
  });

  function answer(req: http.IncomingMessage, res: http.ServerResponse, path: string, requestId: string) {
    if (path === "/livez") return probe(res, liveness());
    if (path === "/readyz") return void readiness(database).then((answer) => probe(res, answer));
    if (metricsEnabled() && path === "/metrics") {
      return void metricsResponse(req.headers.authorization).then(({ status, contentType, body }) =>
        res.writeHead(status, { "content-type": contentType }).end(body),
      );
    }
    // Sign-in throttling and the audit trust only the socket's address (or the trusted proxy's word for it), never a
    // header the client sent.
    req.headers[clientAddressHeader] = peerAddress(
      req.socket.remoteAddress,
      req.headers["x-forwarded-for"],
      trustsProxy(),
    );
    if (isBffRoute(req.method, req.url)) return void inVenueScope(() => bffListener(req, res));
    // a page's date settings are its request's, not the process's (lib/server/venue-scope.ts)
    inVenueScope(() => handleNext(req, res)).catch((error: unknown) => {
      log.error({ requestId, ...failureFields(error) }, "page failed");
      if (!res.headersSent) res.writeHead(500).end();
    });
  }

  tuneForLoadBalancer(server);

  await app.prepare();
  server.listen(port, hostname, () => {
    log.info(
      { port },
      platform
        ? `Frontdesk listening on http://localhost:${port} (platform sandbox at http://localhost:${port}/platform)`
        : `Frontdesk listening on http://localhost:${port}, using the platform at ${env().PLATFORM_BASE_URL}`,
    );
  });
  // The app's own migrations run after the platform's (embedded): a failure in either stops the server.
  Promise.all([platform?.database, appDatabase()]).then(
    async ([platformDb, appDb]) => {
      // the demo's password on a venue's own database, or secrets under a key not given: refused in words
      if (await refusedAtStart(appDb, log)) process.exit(1);
      database = appDb;
      startRetentionWorker(); // the retention schedule's runs: every instance ticks, the database decides who works
      // Messages to members: every instance sends; without SMTP_URL they wait, readable in the app.
      const sender = startSender(templateStillThere);
      startOfferClock(); // holds that run out pass to the next person by this clock, not when the list is opened
      log.info(
        sender ? "Sending members' mail over SMTP_URL." : "SMTP_URL is not set: messages to members wait unsent.",
      );
      const where = platformDb ? `Platform ready on ${platformDb.kind}.` : "Frontdesk's own tables ready.";
      const demo = await demoStaffLoaded(appDb);
      log.info(
        demo
          ? `${where} Demo staff sign-ins (password "${demoStaffPassword}"): ${demoStaff.map((s) => `${s.id} (${s.role})`).join(", ")}`
          : `${where} Add the first administrator: npm run -s platform -- staff add --role admin --email you@venue.example`,
      );
    },
    (error: Error) => {
      log.fatal({ ...failureFields(error) }, `Failed to start: ${error.message}`);
      process.exit(1);
    },
  );

  let stopping: Promise<void> | undefined;
  const stop = (why: string) =>
    (stopping ??= (async () => {
      log.info(`${why}: finishing in-flight requests, then closing the database`);
      endLiveStreams(); // open screens reconnect to another instance rather than hold this one's shutdown
      await shutDownGracefully(server, async () => {
        await stopLive();
        await stopTracing();
        await stopSender();
        await stopRetentionWorker();
        await (platform ? (await platform.database).close() : closeAppDatabase());
      });
      process.exit(0);
    })());
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stop(signal));
  onStopAsked(() => void stop("Asked to stop"));
  shareMetricsWithOtherProcesses();
}
