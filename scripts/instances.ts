/**
 * Several instances on one PostgreSQL (issue 11), proved over real HTTP: two built servers on one
 * database behind a small round-robin proxy.
 *   DATABASE_URL=postgres://... npx tsx --conditions=react-server scripts/instances.ts     (scripts/test.sh runs it under with-postgres.sh)
 * INSTANCES_PORT (default 3110): the proxy; the instances take the next two ports. Bounded: 240 s.
 * Exports the pieces the bench reuses (startInstance, roundRobinProxy, signIn).
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import http from "node:http";
import { issueToken } from "../lib/platform/http/tokens";
import { fixturesManifest } from "../lib/platform/seed";
import { demoStaffPassword } from "../lib/app-db/demo-staff";

/** Starts the built server (dist/server.mjs of cwd, e.g. another release's checkout) and resolves once its platform is healthy. */
export async function startInstance(port: number, env: Record<string, string>, cwd?: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["dist/server.mjs"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 300_000; // the demo data seeds in minutes on a loaded machine
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on port ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/platform/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`instance on port ${port} did not become healthy in 300 s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * A round-robin proxy: each request goes to the next backend; one that refuses the connection is
 * skipped (so a killed instance drops out), one that fails mid-request gives 502 (not acknowledged).
 */
export function roundRobinProxy(port: number, backends: number[]): Promise<http.Server> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const target = backends[next++ % backends.length];
        const upstream = http.request(
          { host: "127.0.0.1", port: target, method: req.method, path: req.url, headers: req.headers, agent },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-instance": String(target) });
            answer.pipe(res);
          },
        );
        upstream.on("error", (error: NodeJS.ErrnoException) => {
          if (error.code === "ECONNREFUSED" && tries > 1) return attempt(tries - 1);
          if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt(backends.length);
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** Signs in through next-auth's credentials flow and returns the session cookie header. */
export async function signIn(baseUrl: string, username: string): Promise<string> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.join("; ") },
    body: new URLSearchParams({ csrfToken, username, password: demoStaffPassword, json: "true" }),
  });
  return [...cookies, ...response.headers.getSetCookie().map((c) => c.split(";")[0])].join("; ");
}

/** A promo code valid from tomorrow for 30 days on the demo data's first discount: the write the checks count. */
export function promoCode(code: string) {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const { discountIds } = fixturesManifest() as { discountIds: number[] };
  return {
    code,
    validFrom: day(1),
    validTo: day(30),
    maxUsages: 5,
    active: true,
    autoApply: false,
    discountIds: [discountIds[0]],
  };
}

let failures = 0;
function check(what: string, ok: boolean, detail = "") {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}${detail ? ` (${detail})` : ""}`);
  if (!ok) failures++;
}

async function main() {
  const url = process.env.DATABASE_URL ?? "";
  if (!url.startsWith("postgres"))
    throw new Error(
      "DATABASE_URL must be a PostgreSQL URL (bash scripts/with-postgres.sh npx tsx --conditions=react-server scripts/instances.ts)",
    );
  const proxyPort = Number(process.env.INSTANCES_PORT ?? 3110);
  const ports = [proxyPort + 1, proxyPort + 2];
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  // Both instances share the keys (required on PostgreSQL); this process signs tokens with the same one.
  process.env.PLATFORM_SIGNING_KEY = crypto.randomBytes(32).toString("base64url");
  const shared = {
    DATABASE_URL: url,
    SEED: "small",
    PLATFORM_SIGNING_KEY: process.env.PLATFORM_SIGNING_KEY,
    NEXTAUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    NEXTAUTH_URL: proxyUrl,
  };

  delete process.env.PLATFORM_RESET_DB; // with-postgres.sh sets it: only the first instance may reset
  const first = await startInstance(ports[0], { ...shared, PLATFORM_RESET_DB: "1" }); // migrates and seeds
  const second = await startInstance(ports[1], shared);
  const proxy = await roundRobinProxy(proxyPort, ports);
  const direct = (i: number, path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${ports[i]}${path}`, init);
  const platformHeaders = async (claims: Parameters<typeof issueToken>[0]) => ({
    authorization: `Bearer ${await issueToken(claims)}`,
    "x-use-sso": "true",
    "content-type": "application/json",
  });
  try {
    // 1. A staff session made through one instance works on the other.
    const cookie = await signIn(`http://127.0.0.1:${ports[0]}`, "reception");
    const onFirst = await direct(0, "/api/members?search=Marsh", { headers: { cookie } });
    const onSecond = await direct(1, "/api/members?search=Marsh", { headers: { cookie } });
    check(
      "a session made on instance 1 works on instance 2",
      onFirst.status === 200 && onSecond.status === 200,
      `${onFirst.status}, ${onSecond.status}`,
    );

    // 2. A promo code created through one is read through the other at once.
    const manager = await platformHeaders({ products: ["FOH"], features: ["FOHGENERIC", "BOOKINGDISCOUNTS"] });
    const code = `TWO${Date.now()}`;
    const created = await direct(0, "/platform/api/configuration/promotion-codes", {
      method: "POST",
      headers: manager,
      body: JSON.stringify(promoCode(code)),
    });
    const id = await created.text();
    const read = await direct(1, `/platform/api/configuration/promotion-codes/${id}`, { headers: manager });
    const readBody = await read.text();
    check(
      "a promo code created on instance 1 is read on instance 2 at once",
      created.status === 201 && read.status === 200 && readBody.includes(`"${code}"`),
      `${created.status} ${created.status === 201 ? "" : id}, ${read.status}`,
    );

    // 3. An integrator's per-minute budget is spent across both instances, not doubled.
    const admin = await platformHeaders({ products: ["ADMIN"], features: ["ADMIN"] });
    const integrator = (await (
      await direct(0, "/platform/api/configuration/admin/integrators", {
        method: "POST",
        headers: admin,
        body: JSON.stringify({
          name: `Budget ${code}`,
          origin: "https://partner.example.com",
          allowedScopes: '["ADMIN"]',
          canRead: true,
          rateLimitPerMinute: 4,
        }),
      })
    ).json()) as { id: number };
    const { key } = (await (
      await direct(0, `/platform/api/configuration/admin/integrators/${integrator.id}/activate`, {
        method: "POST",
        headers: admin,
      })
    ).json()) as { key: string };
    const tokenAnswer = await direct(0, "/platform/connect/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: String(integrator.id),
        client_secret: key,
      }),
    });
    const { access_token } = (await tokenAnswer.json()) as { access_token: string };
    // Budgets are counted per clock minute: start the six calls well inside one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await direct(i % 2, "/platform/api/configuration/admin/integrators", {
            headers: { authorization: `Bearer ${access_token}`, "x-use-sso": "true" },
          })
        ).status,
      );
    check(
      "a per-minute budget of 4 is spent across both instances (the 5th and 6th calls get 429)",
      statuses.join(",") === "200,200,200,200,429,429",
      statuses.join(","),
    );

    // 4. Killing one instance (kill -9) mid-run loses no acknowledged write.
    const acknowledged: string[] = [];
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      if (i === 15) second.kill("SIGKILL");
      const each = `KILL${Date.now()}${i}`;
      try {
        const answer = await fetch(`${proxyUrl}/platform/api/configuration/promotion-codes`, {
          method: "POST",
          headers: manager,
          body: JSON.stringify(promoCode(each)),
        });
        if (answer.status === 201) acknowledged.push(await answer.text());
        else refused++;
      } catch {
        refused++;
      }
    }
    const missing: string[] = [];
    for (const each of acknowledged)
      if ((await direct(0, `/platform/api/configuration/promotion-codes/${each}`, { headers: manager })).status !== 200)
        missing.push(each);
    check(
      "kill -9 of one instance mid-run loses no acknowledged write",
      acknowledged.length > 15 && missing.length === 0,
      `${acknowledged.length} acknowledged, ${refused} not acknowledged, ${missing.length} lost`,
    );
  } finally {
    proxy.close();
    first.kill("SIGTERM");
    second.kill("SIGKILL");
  }
  if (failures > 0) throw new Error(`${failures} instance check(s) failed`);
}

if (process.argv[1]?.endsWith("instances.ts")) {
  const limit = setTimeout(() => (console.error("instance checks took over 240 s"), process.exit(1)), 240_000);
  main().then(
    () => (clearTimeout(limit), process.exit(0)),
    (error: Error) => (console.error(error.message), process.exit(1)),
  );
}
