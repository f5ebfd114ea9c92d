/**
 * `npm run bench`: figures for the running app, each against a baseline measured in the same run
 * on the same machine (builds first if there is no build).
 *   npm run bench                 every case
 *   npm run bench -- members      only cases whose name contains "members" (baselines always run)
 *   npm run bench -- bff-cost     a BFF read beside the platform's own HTTP read of the same (bench/bff-cost.ts)
 *   npm run bench -- pages        first-load JS of every staff page, and Lighthouse
 *   npm run bench -- offer-page   Lighthouse on the member's public offer page beside the bare page
 *   npm run bench -- scale        the desk's reads on a million members beside the demo's (bench/scale.ts)
 *   npm run bench -- retention    the desk's reads during a retention run beside none (bench/retention.ts)
 *   npm run bench -- door         the door at a million members: scans, live, who is in (bench/door.ts)
 *   npm run bench -- tracing      a BFF read with traces (to a real OTLP receiver) and request logs on vs off
 *   npm run bench -- soak         a busy hour: 100 desks, two instances, a million members (bench/soak.ts)
 * BENCH_SECONDS (default 5) per throughput case; BENCH_SEED=small for a quick look (default full);
 * BENCH_PORT (default 3902) for the app, the bare baselines on the two ports below it.
 */
import { spawn, execSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import autocannon from "autocannon";
import { issueToken } from "../lib/platform/http/tokens";
import { fixturesManifest } from "../lib/platform/seed";
import { benchmarkBookingSheets } from "./booking-sheets";
import { benchmarkScale } from "./scale";
import { benchmarkRetention } from "./retention";
import { benchmarkSoak } from "./soak";
import { benchmarkDoor } from "./door";
import { benchmarkMemberFlags } from "./member-flags";
import { benchmarkPlatformAnswers } from "./platform-answers";
import { benchmarkOutbox } from "./outbox";
import { firstLoadReport, lighthouseReport, offerPageLink } from "./pages";
import { bffCostReport } from "./bff-cost";
import { roundRobinProxy, signIn, startInstance } from "../scripts/instances";

process.env.PLATFORM_SIGNING_KEY ??= "bench-signing-key";
const filter = process.argv[2] ?? "";
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const appPort = Number(process.env.BENCH_PORT ?? 3902);
const barePort = appPort - 1;
const appUrl = `http://127.0.0.1:${appPort}`;

interface Throughput {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** Requests per second with 10 connections, and latency percentiles with one (service time, no queueing). */
async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Throughput> {
  await autocannon({ url, headers, duration: 1, connections: 10 }); // warm up
  const load = await autocannon({ url, headers, duration: seconds, connections: 10 });
  const serial = await autocannon({ url, headers, duration: Math.max(2, seconds / 2), connections: 1 });
  return {
    name,
    rps: load.requests.average,
    p50: serial.latency.p50,
    p99: serial.latency.p99,
    non2xx: load.non2xx + serial.non2xx,
  };
}

async function waitFor(url: string, timeoutMs: number) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready`);
}

const start = (args: string[], env: Record<string, string> = {}): ChildProcess =>
  spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });

const bareServer = `require("node:http").createServer((q, s) => { const b = JSON.stringify({ status: "ok" }); s.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(b) }); s.end(b); }).listen(${barePort})`;

/** A real integrator (created, activated, token from /connect/token) with budgets high enough never to refuse. */
async function integratorHeaders(admin: Record<string, string>): Promise<Record<string, string>> {
  const base = `${appUrl}/platform/api/configuration/admin/integrators`;
  const json = { ...admin, "content-type": "application/json" };
  const body = {
    name: "Bench partner",
    origin: "https://bench.example.com",
    allowedScopes: '["ADMIN"]',
    canRead: true,
    rateLimitPerMinute: 100_000_000,
    rateLimitPerHour: 1_000_000_000,
  };
  const created = await (await fetch(base, { method: "POST", headers: json, body: JSON.stringify(body) })).json();
  const { key } = await (await fetch(`${base}/${created.id}/activate`, { method: "POST", headers: admin })).json();
  const form = new URLSearchParams({
    grant_type: "client_credentials",
    client_id: String(created.id),
    client_secret: key,
  });
  const issued = await (
    await fetch(`${appUrl}/platform/connect/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    })
  ).json();
  return { Authorization: `Bearer ${issued.access_token}`, "X-Use-SSO": "true" };
}

/**
 * The extra HTTP hop of upstream mode (goal: p50 at most 1.5x embedded): the same BFF read, the
 * member overview, on the embedded app (:3902) and on an app (:3904) whose platform is another
 * process (:3903), reached as a private integrator created there.
 */
async function upstreamVersusEmbedded(memberId: number): Promise<string> {
  const platformUrl = "http://127.0.0.1:3903/platform";
  const platform = await startInstance(3903, { DATABASE_URL: "memory://", SEED: process.env.BENCH_SEED ?? "full" });
  let app: ChildProcess | undefined;
  try {
    const admin = {
      authorization: `Bearer ${await issueToken({ products: ["ADMIN"], features: ["ADMIN"] })}`,
      "x-use-sso": "true",
      "content-type": "application/json",
    };
    const { environmentId } = fixturesManifest() as { environmentId: number };
    const body = {
      name: "Frontdesk bench",
      origin: "http://localhost",
      environmentId,
      allowedScopes: '["FOH","FOHGENERIC","ONLINEBOOK"]',
      canRead: true,
    };
    const { id } = (await (
      await fetch(`${platformUrl}/api/configuration/admin/integrators`, {
        method: "POST",
        headers: admin,
        body: JSON.stringify(body),
      })
    ).json()) as { id: number };
    const { key } = (await (
      await fetch(`${platformUrl}/api/configuration/admin/integrators/${id}/activate`, {
        method: "POST",
        headers: admin,
      })
    ).json()) as { key: string };
    app = await startInstance(3904, {
      DATABASE_URL: "memory://",
      SEED: "small",
      PLATFORM_BASE_URL: platformUrl,
      PLATFORM_CLIENT_ID: String(id),
      PLATFORM_CLIENT_SECRET: key,
    });
    const embedded = await measure("bff: member overview, embedded", `${appUrl}/api/members/${memberId}`, {
      cookie: await signIn(appUrl, "reception"),
    });
    const upstream = await measure("bff: member overview, upstream", `http://127.0.0.1:3904/api/members/${memberId}`, {
      cookie: await signIn("http://127.0.0.1:3904", "reception"),
    });
    const ratio = upstream.p50 / Math.max(embedded.p50, 0.001);
    return `BFF member overview p50: upstream ${upstream.p50} ms vs embedded ${embedded.p50} ms = ${ratio.toFixed(2)}x (goal <= 1.5x); req/s ${upstream.rps.toFixed(0)} vs ${embedded.rps.toFixed(0)}${upstream.non2xx + embedded.non2xx ? " (non-2xx answers!)" : ""}`;
  } finally {
    app?.kill();
    platform.kill();
  }
}

/**
 * Tracing and request logs on vs off (goal: a BFF read at most 5 % more): three fresh instances of the same seed, one
 * with neither, one logging a line per request (LOG_LEVEL=info), one logging and sending its spans to a real OTLP/HTTP
 * receiver on localhost; the same BFF read (the member overview) measured on each in turns, BENCH_ROUNDS times round
 * (default 2), so drift falls on all alike; each variant's figure is the median of its rounds.
 */
async function tracingCost(memberId: number): Promise<string> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  let batches = 0;
  const receiver = http
    .createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        if (req.method === "POST" && req.url === "/v1/traces") batches++;
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    })
    .listen(3911);
  const seed = { DATABASE_URL: "memory://", SEED: process.env.BENCH_SEED ?? "full" };
  const variants = {
    neither: { port: 3912, env: seed },
    logs: { port: 3913, env: { ...seed, LOG_LEVEL: "info" } },
    "logs and traces": {
      port: 3914,
      env: { ...seed, LOG_LEVEL: "info", OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:3911" },
    },
  };
  type Variant = keyof typeof variants;
  const names = Object.keys(variants) as Variant[];
  const children: ChildProcess[] = [];
  try {
    for (const name of names) children.push(await startInstance(variants[name].port, variants[name].env));
    const cookies = Object.fromEntries(
      await Promise.all(names.map(async (n) => [n, await signIn(`http://127.0.0.1:${variants[n].port}`, "reception")])),
    ) as Record<Variant, string>;
    const turns: Throughput[] = [];
    for (let round = 0; round < rounds; round++)
      for (const name of names)
        turns.push(
          await measure(name, `http://127.0.0.1:${variants[name].port}/api/members/${memberId}`, {
            cookie: cookies[name],
          }),
        );
    // the median of the rounds: one round disturbed by the machine does not move it
    const median = (name: Variant, of: (t: Throughput) => number) => {
      const mine = turns
        .filter((t) => t.name === name)
        .map(of)
        .sort((a, b) => a - b);
      const middle = Math.floor(mine.length / 2);
      return mine.length % 2 ? mine[middle] : (mine[middle - 1] + mine[middle]) / 2;
    };
    const base = median("neither", (t) => t.rps);
    const said = names.map((n) => {
      const rps = median(n, (t) => t.rps);
      return `${n} ${rps.toFixed(0)} req/s (${n === "neither" ? "the baseline" : `${((base / rps - 1) * 100).toFixed(1)} % more time a read`}), p50 ${median(n, (t) => t.p50).toFixed(1)} ms`;
    });
    const non2xx = turns.reduce((sum, t) => sum + t.non2xx, 0);
    return `BFF member overview at 10 connections (goal: with logs and traces at most 5 % more): ${said.join("; ")}; ${batches} batches of spans received${non2xx ? "; non-2xx answers!" : ""}`;
  } finally {
    for (const child of children) child.kill();
    receiver.close();
  }
}

/**
 * A hot platform read at 20 connections on two instances behind a round-robin proxy vs one
 * instance, both on one PostgreSQL (run the bench under scripts/with-postgres.sh).
 */
async function twoInstancesVersusOne(siteId: string, headers: Record<string, string>): Promise<string> {
  const url = process.env.DATABASE_URL ?? "";
  if (!url.startsWith("postgres"))
    return "instances: skipped (run under bash scripts/with-postgres.sh npm run bench -- instances)";
  const env = {
    DATABASE_URL: url,
    SEED: "small",
    NEXTAUTH_SECRET: "bench-nextauth-secret",
    SECRETS_KEY: "YmVuY2gtc2VjcmV0cy1rZXktbm90LXNlY3JldCEhISE=", // 32 bytes, not secret
  };
  delete process.env.PLATFORM_RESET_DB; // with-postgres.sh sets it: only the first instance may reset
  const first = await startInstance(3906, { ...env, PLATFORM_RESET_DB: "1" });
  const second = await startInstance(3907, env);
  const proxy = await roundRobinProxy(3905, [3906, 3907]);
  const proxyOne = await roundRobinProxy(3908, [3906]); // the same proxy hop in front of one instance
  try {
    const read = async (base: string) => {
      const target = `${base}/platform/api/configuration/sites/${siteId}`;
      await autocannon({ url: target, headers, duration: 1, connections: 20 });
      return (await autocannon({ url: target, headers, duration: seconds, connections: 20 })).requests.average;
    };
    const one = await read("http://127.0.0.1:3908");
    const two = await read("http://127.0.0.1:3905");
    return `hot platform read (site ${siteId}) at 20 connections through a round-robin proxy: two instances ${two.toFixed(0)} req/s vs one ${one.toFixed(0)} req/s = ${(two / one).toFixed(2)}x on ${os.cpus().length} cores (the instances, the proxy, PostgreSQL and the load generator share the cores)`;
  } finally {
    proxy.close();
    proxyOne.close();
    first.kill();
    second.kill();
  }
}

async function main() {
  if (
    !fs.existsSync("dist/server.mjs") ||
    !fs.existsSync(`${distDir}/BUILD_ID`) ||
    !fs.existsSync("node_modules/@frontdesk/lib/package.json")
  )
    execSync("npm run build", { stdio: "inherit" });
  if (filter === "scale") return benchmarkScale();
  if (filter === "retention") return benchmarkRetention();
  if (filter === "soak") return benchmarkSoak();
  if (filter === "door") return benchmarkDoor();
  const fixtures = fixturesManifest() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const results: Throughput[] = [];
  const notes: string[] = [];
  const bare = start(["-e", bareServer]);
  const app = start(["dist/server.mjs"], {
    PORT: String(appPort),
    DATABASE_URL: "memory://",
    SEED: process.env.BENCH_SEED ?? "full",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  });
  try {
    await waitFor(`http://127.0.0.1:${barePort}/`, 10_000);
    await waitFor(`${appUrl}/platform/health`, 240_000);
    const bearer = async (claims: Parameters<typeof issueToken>[0]) => ({
      Authorization: `Bearer ${await issueToken(claims)}`,
      "X-Use-SSO": "true",
    });
    const admin = await bearer({ features: ["ADMIN"] });
    const staff = await bearer({ products: ["FOH"], features: ["FOHGENERIC"] });
    const sales = await bearer({ features: ["PROSPECTS"] });
    const heavy = fixtures.benchmarks?.heavyHistoryMemberId;
    const integrator = await integratorHeaders(admin);
    const cases: [string, string, Record<string, string>?][] = [
      ["baseline: bare node:http fixed JSON", `http://127.0.0.1:${barePort}/`],
      ["platform: trivial route (/platform/health)", `${appUrl}/platform/health`],
      ["platform: integrator list (endpoint 15)", `${appUrl}/platform/api/configuration/admin/integrators`, admin],
      [
        "platform: integrator list, integrator token (revocation check + budget upsert)",
        `${appUrl}/platform/api/configuration/admin/integrators`,
        integrator,
      ],
      ["members: search 'smi'", `${appUrl}/platform/api/members?search=smi`, staff],
      ["members: search by phone prefix", `${appUrl}/platform/api/members?search=07700%20910`, staff],
      // Goal: every input form the desk types, p99 < 50 ms on the full demo dataset (trigram GIN indexes).
      [
        "members: search phone '+44 7700 900001'",
        `${appUrl}/platform/api/members?search=${encodeURIComponent("+44 7700 900001")}`,
        staff,
      ],
      ["members: search phone last digits '900001'", `${appUrl}/platform/api/members?search=900001`, staff],
      ["members: search words any order 'Marsh Helen'", `${appUrl}/platform/api/members?search=Marsh%20Helen`, staff],
      ["members: search typo 'Marhs'", `${appUrl}/platform/api/members?search=Marhs`, staff],
      [
        "members: search page 2 of 'smi' (offset 25)",
        `${appUrl}/platform/api/members?search=smi&limit=25&offset=25`,
        staff,
      ],
      ["members: overview", `${appUrl}/platform/api/members/${fixtures.members.guardian}`, staff],
      [
        "bookings: v2 past bookings, offset 0 (10,000-booking member)",
        `${appUrl}/platform/api/members/v2/${heavy}/past-bookings?offset=0`,
        staff,
      ],
      [
        "bookings: v2 past bookings, offset 9,000",
        `${appUrl}/platform/api/members/v2/${heavy}/past-bookings?offset=9000`,
        staff,
      ],
      ["prospects: board, first page", `${appUrl}/platform/api/prospects/board`, sales],
      // the goal: a 30-place class's roster p95 at most 40 ms (the seed's class, its places and waiting list)
      [
        "bookings: a session's roster (places with marks, waiting list)",
        `${appUrl}/platform/api/bookings/${fixtures.alertList.classBookingId}/roster`,
        staff,
      ],
    ];
    for (const [name, url, headers] of cases) {
      if (!name.includes(filter) && !name.startsWith("baseline")) continue;
      results.push(await measure(name, url, headers));
    }
    if ("upstream: BFF member overview, upstream vs embedded".includes(filter))
      notes.push(await upstreamVersusEmbedded(fixtures.members.guardian));
    if ("tracing: a BFF read with tracing and request logs on vs off".includes(filter))
      notes.push(await tracingCost(fixtures.members.guardian));
    if ("instances: two on PostgreSQL vs one, hot platform read".includes(filter))
      notes.push(await twoInstancesVersusOne(fixtures.siteId, staff));
    if ("bff-cost: a BFF read beside the platform's own HTTP read".includes(filter))
      notes.push(
        [
          "",
          ...(await bffCostReport(appUrl, fixtures.members.guardian, {
            staff,
            sales,
            member: await bearer({ products: ["FOH"], features: ["FOHGENERIC"], memberId: fixtures.members.guardian }),
          })),
        ].join("\n"),
      );
    if ("pages: first-load JS of the staff pages".includes(filter)) {
      const { lines, overBudget } = await firstLoadReport(appUrl, fixtures.members.guardian);
      notes.push(
        [
          "",
          ...lines,
          overBudget.length
            ? `OVER the first-load budget: ${overBudget.join(", ")}`
            : "every staff page is within the first-load budget",
        ].join("\n"),
      );
    }
    if ("pages: lighthouse, and the offer-page".includes(filter)) {
      // the member's offer page needs a live offer: two of the bulk members join a session's waiting list
      const offerLink = await offerPageLink(appUrl, [2290, 2291]);
      notes.push(
        [
          "",
          ...(await lighthouseReport(appUrl, fixtures.members.guardian, appPort - 2, {
            offerOnly: filter === "offer-page",
            offerLink,
          })),
        ].join("\n"),
      );
    }
  } finally {
    bare.kill();
    app.kill();
  }

  const baseline = results[0].rps;
  const find = (prefix: string) => results.find((r) => r.name.startsWith(prefix));
  console.log(
    `\n${"case".padEnd(62)} ${"req/s".padStart(8)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"vs bare".padStart(8)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(62)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${((r.rps / baseline) * 100).toFixed(1).padStart(7)}%${r.non2xx ? `  (${r.non2xx} non-2xx!)` : ""}`,
    );
  }
  const first = find("bookings: v2 past bookings, offset 0");
  const deep = find("bookings: v2 past bookings, offset 9,000");
  if (first && deep)
    console.log(
      `\npast bookings: deep page p50 is ${(deep.p50 / Math.max(first.p50, 0.001)).toFixed(2)}x the first page's (goal <= 2x); throughput ratio ${(first.rps / deep.rps).toFixed(2)}x`,
    );
  const staffList = find("platform: integrator list (endpoint 15)");
  const integratorList = find("platform: integrator list, integrator token");
  if (staffList && integratorList)
    console.log(
      `integrator token (database rate budget) vs staff token on the integrator list: ${(integratorList.rps / staffList.rps).toFixed(2)}x throughput, p50 ${integratorList.p50} vs ${staffList.p50} ms`,
    );
  for (const note of notes) console.log(note);

  if ("booking-sheets".includes(filter) || filter === "") await benchmarkBookingSheets();
  if ("member-flags".includes(filter) || filter === "") await benchmarkMemberFlags();
  if ("platform-answers".includes(filter) || filter === "") await benchmarkPlatformAnswers();
  if ("outbox".includes(filter) || filter === "") await benchmarkOutbox();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
