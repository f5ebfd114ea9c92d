// The Playwright suite in upstream mode (issue 11): process A serves the platform (the built
// server on its own port and in-memory database); the app under test (Playwright's web server,
// process B) calls it over HTTP as a private integrator created and activated on A through the
// HTTP API with an admin token from the token CLI. A and the CLI share PLATFORM_SIGNING_KEY.
//
// B reaches A through a small proxy that e2e/upstream-failures.spec.ts can tell to misbehave
// (POST E2E_PLATFORM_CONTROL with ok | down | slow | error | refuse).
//
//   node scripts/e2e-upstream.mjs [playwright args...]
// E2E_PLATFORM_PORT (default 3101) is A's port, the proxy's is the next one; E2E_PORT is B's (playwright.config.ts).
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import http from "node:http";

const platformPort = Number(process.env.E2E_PLATFORM_PORT ?? 3101);
const base = `http://127.0.0.1:${platformPort}/platform`;
const signingKey = process.env.PLATFORM_SIGNING_KEY ?? crypto.randomBytes(48).toString("base64url");
const shared = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PLATFORM_SIGNING_KEY: signingKey };

/** Starts process A and resolves once its platform answers /health. */
export async function startPlatform(port = platformPort, env = {}) {
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

const cli = (...args) => execFileSync("npx", ["tsx", "--conditions=react-server", "lib/platform/cli.ts", ...args], { env: shared, encoding: "utf8" }).trim();

/** Every scope the app's roles need (lib/auth/roles.ts), plus the token scope and permission of mobile apps. */
const appScopes = ["FOH", "ADMIN", "FOHGENERIC", "ONLINEBOOK", "PROSPECTS", "BOOKINGDISCOUNTS", "api", "cr.co"];

/** Creates and activates the app's private integrator on A; gives its client id and secret. */
export async function createAppIntegrator(platformBase = base) {
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
  if (created.status !== 201) throw new Error(`creating the integrator answered ${created.status}: ${await created.text()}`);
  const { id } = await created.json();
  const activated = await fetch(`${platformBase}/api/configuration/admin/integrators/${id}/activate`, { method: "POST", headers: admin });
  if (activated.status !== 200) throw new Error(`activating the integrator answered ${activated.status}: ${await activated.text()}`);
  const { key } = await activated.json();
  return { clientId: String(id), clientSecret: key };
}

/**
 * A forwarding proxy in front of A whose behaviour a test switches: ok (forward), down (drop the
 * connection), slow (never answer), error (500, empty body), refuse (401 to everything).
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
    if (mode === "refuse") return void res.writeHead(401, { "content-type": "application/json" }).end('{"error":"invalid_client"}');
    const upstream = http.request({ host: "127.0.0.1", port: targetPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

async function main() {
  const platform = await startPlatform();
  const proxyPort = platformPort + 1;
  const proxy = await startMisbehavingProxy(proxyPort, platformPort);
  let status = 1;
  try {
    const { clientId, clientSecret } = await createAppIntegrator();
    console.log(`upstream e2e: platform on ${base} (through 127.0.0.1:${proxyPort}), app as private integrator ${clientId}`);
    status = await new Promise((resolve) => {
      const run = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
        stdio: "inherit",
        env: {
          ...shared,
          PLATFORM_BASE_URL: `http://127.0.0.1:${proxyPort}/platform`,
          PLATFORM_CLIENT_ID: clientId,
          PLATFORM_CLIENT_SECRET: clientSecret,
          PLATFORM_TIMEOUT_SECONDS: "5",
          E2E_PLATFORM_CONTROL: `http://127.0.0.1:${proxyPort}/__platform-mode`,
        },
      });
      run.on("exit", (code) => resolve(code ?? 1));
    });
  } finally {
    proxy.closeAllConnections();
    proxy.close();
    platform.kill("SIGTERM");
  }
  process.exit(status);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
