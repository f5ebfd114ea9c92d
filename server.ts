/**
 * Production server: /platform/* goes straight to the embedded platform's fetch handler
 * (no page-rendering machinery for integrator traffic), the BFF's routes straight to their handlers
 * (lib/bff/dispatch.ts); everything else to Next.
 */
import "./lib/server/env-check"; // first: a bad or missing variable stops the server here, naming it
import cluster from "node:cluster";
import http from "node:http";
import next from "next";
import { getRequestListener } from "@hono/node-server";
import { getPlatform } from "./lib/platform";
import { ensureAuthEnvironment } from "./lib/auth/secret";
import { appDatabase } from "./lib/app-db";
import { demoStaff, demoStaffLoaded, demoStaffPassword } from "./lib/app-db/demo-staff";
import { clientAddressHeader, peerAddress } from "./lib/auth/client-address";
import { trustsProxy } from "./lib/security/app-origin";
import { shutDownGracefully, tuneForLoadBalancer } from "./lib/server/shutdown";
import { env } from "./lib/server/env";
import { metricsEnabled, metricsResponse, shareMetricsWithOtherProcesses } from "./lib/server/metrics";
import { onStopAsked, superviseWorkers } from "./lib/server/workers";
import { startRetentionWorker, stopRetentionWorker } from "./lib/bff/retention-run";
import { startSender } from "./lib/outbox/sender";
import { templateStillThere } from "./lib/outbox/templates";
import { startOfferClock } from "./lib/desk-offers/offers";
import { bffDispatcher } from "./lib/bff/dispatch";
import { bffRoutes } from "bff-routes";

// WEB_CONCURRENCY above 1: this process starts that many serving processes (lib/server/workers.ts) and serves nothing.
if (cluster.isPrimary && env().WEB_CONCURRENCY > 1) superviseWorkers(env().WEB_CONCURRENCY);
else await serve();

async function serve() {
  const { PORT: port, HOSTNAME: hostname } = env();
  ensureAuthEnvironment(); // before Next loads: next-auth reads NEXTAUTH_URL (APP_URL or this port by default)

  const platform = getPlatform(); // created first: Next's bundles reuse it through globalThis
  const platformListener = getRequestListener((request) => platform.handle(request));
  const isPlatformPath = (url = "") =>
    url === "/platform" || url.startsWith("/platform/") || url.startsWith("/platform?");

  const bff = bffDispatcher(bffRoutes);
  const bffListener = getRequestListener(
    async (request) => (await bff.answer(request)) ?? new Response(null, { status: 404 }),
  );
  const isBffRoute = (method = "", url = "") =>
    url.startsWith("/api/") && bff.find(method, url.split("?")[0]!) !== undefined;

  const app = next({ dev: false, dir: process.cwd(), port, hostname: "localhost" });
  const handleNext = app.getRequestHandler();

  const server = http.createServer((req, res) => {
    if (isPlatformPath(req.url)) return void platformListener(req, res);
    if (metricsEnabled() && req.url === "/metrics") {
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
    if (isBffRoute(req.method, req.url)) return void bffListener(req, res);
    handleNext(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  tuneForLoadBalancer(server);

  await app.prepare();
  server.listen(port, hostname, () => {
    console.log(
      `Frontdesk listening on http://localhost:${port} (platform sandbox at http://localhost:${port}/platform)`,
    );
  });
  // The app's own migrations run after the platform's: a failure in either stops the server.
  Promise.all([platform.database, appDatabase()]).then(
    async ([db, appDb]) => {
      startRetentionWorker(); // the retention schedule's runs: every instance ticks, the database decides who works
      // Messages to members: every instance sends; without SMTP_URL they wait, readable in the app.
      const sender = startSender(templateStillThere);
      startOfferClock(); // holds that run out pass to the next person by this clock, not when the list is opened
      console.log(
        sender ? "Sending members' mail over SMTP_URL." : "SMTP_URL is not set: messages to members wait unsent.",
      );
      const demo = await demoStaffLoaded(appDb);
      console.log(
        demo
          ? `Platform ready on ${db.kind}. Demo staff sign-ins (password "${demoStaffPassword}"): ${demoStaff.map((s) => `${s.id} (${s.role})`).join(", ")}`
          : `Platform ready on ${db.kind}. Add the first administrator: npm run -s platform -- staff add --role admin --email you@venue.example`,
      );
    },
    (error: Error) => {
      console.error(`Platform failed to start: ${error.message}`);
      process.exit(1);
    },
  );

  let stopping: Promise<void> | undefined;
  const stop = (why: string) =>
    (stopping ??= (async () => {
      console.log(`${why}: finishing in-flight requests, then closing the database`);
      await shutDownGracefully(server, async () => {
        await globalThis.__frontdeskSender?.stop();
        await stopRetentionWorker();
        await (await platform.database).close();
      });
      process.exit(0);
    })());
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stop(signal));
  onStopAsked(() => void stop("Asked to stop"));
  shareMetricsWithOtherProcesses();
}
