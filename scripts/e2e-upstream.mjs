// The Playwright suite in upstream mode: each app server under test (Playwright's web
// servers, processes B1 and B2, one per worker) calls its own platform process (A1, A2: the built
// server on its own port and in-memory database) over HTTP, as a private integrator created and
// activated on that A through the HTTP API with an admin token from the token CLI. The As and the
// CLI share PLATFORM_SIGNING_KEY.
//
// Each B reaches its A through a small proxy that e2e/upstream-failures.spec.ts can tell to
// misbehave (POST the proxy's /__platform-mode with ok | down | slow | error | refuse | without-flags).
//
//   node scripts/e2e-upstream.mjs [playwright args...]
// For app server port P (E2E_PORT, E2E_PORT+5: e2e/servers.ts), A listens on P+3 and its proxy on
// P+4. E2E_WORKERS (default 2) is the number of pairs.
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import http from "node:http";

const signingKey = process.env.PLATFORM_SIGNING_KEY ?? crypto.randomBytes(48).toString("base64url");
const shared = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PLATFORM_SIGNING_KEY: signingKey };

/** Starts process A and resolves once its platform answers /health. */
export async function startPlatform(port, env = {}) {
  const child = spawn(process.execPath, ["dist/server.mjs"], {
    env: { ...shared, PORT: String(port), DATABASE_URL: "memory://", SEED: "small", PLATFORM_BASE_URL: "", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`platform process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/platform/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("platform process did not become healthy in 180 s");
    await new Promise((r) => setTimeout(r, 300));
  }
}

const cli = (...args) =>
  execFileSync("npx", ["tsx", "--conditions=react-server", "lib/cli/index.ts", ...args], {
    env: shared,
    encoding: "utf8",
  }).trim();

/** Every scope the app's roles need (lib/contract/roles.ts), plus the token scope and permission of mobile apps. */
const appScopes = [
  "FOH",
  "ADMIN",
  "FOHGENERIC",
  "ONLINEBOOK",
  "PROSPECTS",
  "BOOKINGDISCOUNTS",
  "DATAHUB",
  "api",
  "cr.co",
];

/** Creates and activates the app's private integrator on A; gives its client id and secret. */
export async function createAppIntegrator(platformBase) {
  const adminToken = cli("token", "--products", "ADMIN", "--features", "ADMIN");
  const { environmentId } = JSON.parse(cli("fixtures"));
  const admin = { authorization: `Bearer ${adminToken}`, "x-use-sso": "true", "content-type": "application/json" };
  const created = await fetch(`${platformBase}/api/configuration/admin/integrators`, {
    method: "POST",
    headers: admin,
    body: JSON.stringify({
      name: "Frontdesk (upstream e2e)",
      origin: "http://localhost",
      environmentId,
      allowedScopes: JSON.stringify(appScopes),
      canRead: true,
      canWrite: true,
      canDelete: true,
    }),
  });
  if (created.status !== 201)
    throw new Error(`creating the integrator answered ${created.status}: ${await created.text()}`);
  const { id } = await created.json();
  const activated = await fetch(`${platformBase}/api/configuration/admin/integrators/${id}/activate`, {
    method: "POST",
    headers: admin,
  });
  if (activated.status !== 200)
    throw new Error(`activating the integrator answered ${activated.status}: ${await activated.text()}`);
  const { key } = await activated.json();
  return { clientId: String(id), clientSecret: key };
}

/**
 * A forwarding proxy in front of A whose behaviour a test switches: ok (forward), down (drop the
 * connection), slow (never answer), error (500, empty body), refuse (401 to everything), without-flags
 * (a platform without the desk-flags list read: 404 to it, the rest forwarded).
 */
function startMisbehavingProxy(port, targetPort) {
  let mode = "ok";
  const server = http.createServer((req, res) => {
    if (req.url === "/__platform-mode") {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => ((mode = body.trim() || "ok"), res.writeHead(204).end()));
      return;
    }
    if (mode === "down") return void req.socket.destroy();
    if (mode === "slow") return; // the app's timeout (PLATFORM_TIMEOUT_SECONDS) must end it
    if (mode === "error") return void res.writeHead(500).end();
    if (mode === "refuse")
      return void res.writeHead(401, { "content-type": "application/json" }).end('{"error":"invalid_client"}');
    if (mode === "without-flags" && req.url?.startsWith("/platform/api/members/flags"))
      return void res.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
    const upstream = http.request(
      { host: "127.0.0.1", port: targetPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** Starts one A, its proxy and the app's integrator on it, for the app server on `appPort`. */
async function startPair(appPort) {
  const platformPort = appPort + 3;
  const proxyPort = appPort + 4;
  const platform = await startPlatform(platformPort);
  const proxy = await startMisbehavingProxy(proxyPort, platformPort);
  const { clientId, clientSecret } = await createAppIntegrator(`http://127.0.0.1:${platformPort}/platform`);
  console.log(
    `upstream e2e: app on ${appPort} -> platform on ${platformPort} through ${proxyPort}, as private integrator ${clientId}`,
  );
  const upstream = {
    baseUrl: `http://127.0.0.1:${proxyPort}/platform`,
    clientId,
    clientSecret,
    control: `http://127.0.0.1:${proxyPort}/__platform-mode`,
  };
  const stop = () => {
    proxy.closeAllConnections();
    proxy.close();
    platform.kill("SIGTERM");
  };
  return { upstream, stop };
}

async function main() {
  const e2ePort = Number(process.env.E2E_PORT ?? 3100);
  const appPorts = Array.from({ length: Number(process.env.E2E_WORKERS ?? 2) }, (_, i) => e2ePort + 5 * i);
  const pairs = [];
  let status = 1;
  try {
    // One after the other: each A loads its demo data, and two at once on two cores gain little.
    for (const port of appPorts) pairs.push(await startPair(port));
    status = await new Promise((resolve) => {
      const run = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
        stdio: "inherit",
        env: { ...shared, E2E_UPSTREAMS: JSON.stringify(pairs.map((pair) => pair.upstream)) },
      });
      run.on("exit", (code) => resolve(code ?? 1));
    });
  } finally {
    for (const pair of pairs) pair.stop();
  }
  process.exit(status);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
