/**
 * Several instances on one PostgreSQL, proved over real HTTP: two built servers on one
 * database behind a small round-robin proxy.
 *   DATABASE_URL=postgres://... npx tsx --conditions=react-server scripts/instances.ts     (scripts/test.sh runs it under with-postgres.sh)
 * INSTANCES_PORT (default 3110): the proxy; the instances take the next two ports. Bounded: 240 s.
 * Exports the pieces the bench reuses (startInstance, roundRobinProxy, signIn).
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { issueToken } from "../lib/platform/http/tokens";
import { fixturesManifest } from "../lib/platform/seed";
import { Secret, TOTP } from "otpauth";
import { demoStaffPassword, demoTotpKey } from "../lib/app-db/demo-staff";

/** Starts the built server (dist/server.mjs of cwd, e.g. another release's checkout) and resolves once its platform is healthy. */
export async function startInstance(port: number, env: Record<string, string>, cwd?: string): Promise<ChildProcess> {
  // INSTANCE_NODE_ARGS: node flags for the instance, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (not allowed in NODE_OPTIONS)
  const nodeArgs = process.env.INSTANCE_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, "dist/server.mjs"], {
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
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
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

/** The demo authenticator's code of the step `offset` steps from now (the demo manager and admin share its key). */
const demoCode = (offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(demoTotpKey), period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

/**
 * The second-factor policy and codes on two instances, each call sent to one instance directly:
 * a factor proven through one counts on the other at once (step-up included); a policy change through one
 * is enforced by both; a code accepted by one is refused by the other; wrong codes sent to both lock the
 * account at the 5th, as through one, with a correct password between them. `origin` is the public address (the
 * proxy's); `receptionCookie` a reception session.
 */
async function secondFactorChecks(ports: number[], origin: string, receptionCookie: string) {
  const send = (i: number, path: string, cookie: string, method = "GET", body?: unknown) =>
    fetch(`http://127.0.0.1:${ports[i]}${path}`, {
      method,
      headers: { cookie, origin, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const problemType = async (answer: Response) =>
    `${answer.status} ${answer.status >= 400 ? ((await answer.json()) as { type?: string }).type : ""}`.trim();
  const prove = (i: number, cookie: string, code: string) =>
    send(i, "/api/session/second-factor", cookie, "POST", { method: "totp", code });

  // The admin signs in and proves the code through instance 1, after instance 2 saw the session owe it.
  const admin = await signIn(`http://127.0.0.1:${ports[0]}`, "admin");
  const owed = await problemType(await send(1, "/api/staff", admin));
  const proven = await prove(0, admin, demoCode());
  const onSecond = [
    await problemType(await send(1, "/api/staff", admin)),
    await problemType(await send(1, "/api/session/step-up", admin)),
  ];
  check(
    "a second factor proven through instance 1 counts on instance 2 at once, for a step-up too",
    owed === "403 /problems/second-factor-required" && proven.status === 204 && onSecond.join() === "200,204",
    `before ${owed}; proven ${proven.status}; then ${onSecond.join(", ")}`,
  );

  // Two checks at once (different accounts): the first waits out the session cache, the second the throttle's slowdown.
  await Promise.all([
    (async () => {
      // The policy: reception made to require a factor through instance 1 (a step-up action), while a reception
      // session is in use on both (each instance may answer it from its few-second session cache, lib/auth/sessions.ts).
      const inUse = [
        (await send(0, "/api/members?search=Marsh", receptionCookie)).status,
        (await send(1, "/api/members?search=Marsh", receptionCookie)).status,
      ];
      const changed = await send(0, "/api/staff/factor-policy", admin, "PUT", { role: "reception", required: true });
      const started = Date.now();
      const fresh = await signIn(`http://127.0.0.1:${ports[1]}`, "reception");
      const freshAnswers = [
        await problemType(await send(0, "/api/members?search=Marsh", fresh)),
        await problemType(await send(1, "/api/members?search=Marsh", fresh)),
      ];
      const refusedBy = [false, false];
      while (refusedBy.includes(false) && Date.now() - started < 8_000) {
        for (const i of [0, 1])
          refusedBy[i] ||=
            (await problemType(await send(i, "/api/members?search=Marsh", receptionCookie))) ===
            "403 /problems/second-factor-required";
        if (refusedBy.includes(false)) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const lag = Date.now() - started;
      const restored = await send(1, "/api/staff/factor-policy", admin, "PUT", { role: "reception", required: false });
      check(
        "reception made to require a factor through instance 1 is refused (403 second-factor-required) by both",
        inUse.join() === "200,200" &&
          changed.status === 200 &&
          freshAnswers.every((a) => a === "403 /problems/second-factor-required") &&
          !refusedBy.includes(false) &&
          lag <= 5_500 &&
          restored.status === 200,
        `a new session: ${freshAnswers.join(", ")}; a session in use: refused by both after ${lag} ms`,
      );
    })(),
    (async () => {
      // A code accepted by instance 1 is refused by instance 2; wrong codes alternate and lock at the 5th.
      const first = await signIn(`http://127.0.0.1:${ports[0]}`, "manager");
      const second = await signIn(`http://127.0.0.1:${ports[1]}`, "manager");
      const code = demoCode();
      const accepted = await prove(0, first, code);
      const statuses = [(await prove(1, second, code)).status];
      for (let i = 0; i < 4; i++) {
        // a correct password between the wrong codes clears none of them
        if (i === 2) await signIn(`http://127.0.0.1:${ports[0]}`, "manager");
        statuses.push((await prove(i % 2, second, "000000")).status);
      }
      const rightButLocked = (await prove(1, second, demoCode(1))).status;
      check(
        "a code accepted by instance 1 is refused by instance 2 (replay); wrong codes on both lock the account at the 5th, a correct password between them or not",
        accepted.status === 204 && statuses.join() === "400,400,400,400,429" && rightButLocked === 429,
        `accepted ${accepted.status}; then ${statuses.join(",")}; the right code while locked ${rightButLocked}`,
      );
    })(),
  ]);
}

/**
 * An instance of two server processes (WEB_CONCURRENCY=2): both serve the port, and /metrics, whichever answers
 * it, counts the requests both answered.
 */
async function workersChecks(port: number, instance: ChildProcess, metricsToken: string) {
  const children = fs.readFileSync(`/proc/${instance.pid}/task/${instance.pid}/children`, "utf8").trim().split(/\s+/);
  // Each request on a connection of its own: the kernel hands connections to the processes in turn.
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) =>
      http
        .get({ host: "127.0.0.1", port, path, headers, agent: false }, (answer) => {
          let body = "";
          answer.on("data", (chunk: Buffer) => (body += chunk));
          answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body }));
        })
        .on("error", reject),
    );
  const path = "/platform/api/members/1/consent"; // 401: no token
  for (let i = 0; i < 20; i++) await get(path);
  const counted: string[] = [];
  for (let i = 0; i < 4; i++) {
    const { body } = await get("/metrics", { authorization: `Bearer ${metricsToken}` });
    const line = body.split("\n").find((l) => l.startsWith("frontdesk_http_requests_total{") && l.includes("/consent"));
    counted.push(line?.split(" ").at(-1) ?? "none");
  }
  check(
    "two server processes on one port (WEB_CONCURRENCY=2), and /metrics from either counts both processes' requests",
    children.length === 2 && counted.every((n) => n === "20"),
    `${children.length} processes; 20 requests, /metrics said ${counted.join(", ")}`,
  );
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
  process.env.SECRETS_KEY ??= crypto.randomBytes(32).toString("base64"); // seals the stored secrets, as PostgreSQL needs
  const shared = {
    DATABASE_URL: url,
    SEED: "small",
    PLATFORM_SIGNING_KEY: process.env.PLATFORM_SIGNING_KEY,
    NEXTAUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    SECRETS_KEY: process.env.SECRETS_KEY,
    NEXTAUTH_URL: proxyUrl,
  };

  delete process.env.PLATFORM_RESET_DB; // with-postgres.sh sets it: only the first instance may reset
  // migrates and seeds; one server process (on PostgreSQL the default is two where there are two cores)
  const first = await startInstance(ports[0], { ...shared, PLATFORM_RESET_DB: "1", WEB_CONCURRENCY: "1" });
  // The second instance is two server processes on its port (WEB_CONCURRENCY, lib/server/workers.ts): every check
  // below holds for it too, its kill -9 included.
  const metricsToken = crypto.randomBytes(16).toString("hex");
  const second = await startInstance(ports[1], { ...shared, WEB_CONCURRENCY: "2", METRICS_TOKEN: metricsToken });
  const proxy = await roundRobinProxy(proxyPort, ports);
  const direct = (i: number, path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${ports[i]}${path}`, init);
  const platformHeaders = async (claims: Parameters<typeof issueToken>[0]) => ({
    authorization: `Bearer ${await issueToken(claims)}`,
    "x-use-sso": "true",
    "content-type": "application/json",
  });
  try {
    await workersChecks(ports[1], second, metricsToken);

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

    // 3b. A visit let in at a desk on instance 1 shows on a desk's open screen on instance 2 (LISTEN/NOTIFY to SSE).
    const stream = await direct(1, "/api/live?topic=visits:site:LEEDS", { headers: { cookie } });
    const reader = stream.body!.getReader();
    const heard = (async () => {
      let text = "";
      const decoder = new TextDecoder();
      while (!text.includes("data: visits:site:LEEDS")) {
        const chunk = await reader.read();
        if (chunk.done) return false;
        text += decoder.decode(chunk.value);
      }
      return true;
    })();
    await new Promise((resolve) => setTimeout(resolve, 200)); // the stream's own start, not the visit's
    const letInAt = Date.now();
    const letIn = await direct(0, "/api/members/1001/visits", {
      method: "POST",
      headers: { cookie, origin: proxyUrl, "content-type": "application/json" },
      body: JSON.stringify({ siteId: "LEEDS", method: "override", overrideReason: "instances check" }),
    });
    const inTime = await Promise.race([heard, new Promise<false>((r) => setTimeout(() => r(false), 1_000))]);
    const heardMs = Date.now() - letInAt;
    await reader.cancel();
    check(
      "a visit let in on instance 1 is heard on instance 2's open screen within a second",
      stream.status === 200 && letIn.status === 200 && inTime,
      `stream ${stream.status}, visit ${letIn.status}, ${inTime ? `${heardMs} ms` : "not heard"}`,
    );

    // 4. Second factors: the policy, a code's single use and the throttle hold across both instances.
    const factorsStarted = Date.now();
    await secondFactorChecks(ports, proxyUrl, cookie);
    console.log(`     (the second-factor checks took ${Date.now() - factorsStarted} ms)`);

    // 5. Killing one instance (kill -9) mid-run loses no acknowledged write.
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
