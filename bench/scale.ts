/**
 * `npm run bench -- scale`: the desk's reads on a large operator's database beside the
 * same reads on the demo dataset, in one run, through the built server (BFF routes with a staff
 * session; the platform's HTTP endpoint with a bearer token where the desk has no BFF read of its own).
 *   BENCH_SCALE_URL  postgres://... holding `npm run -s platform -- seed --scale 1` (default DATABASE_URL)
 *   BENCH_DEMO_URL   the demo dataset (default memory://: PGlite, full demo)
 *   BENCH_REQUESTS   serial requests a read (default 50; 0: none); BENCH_MIXED_SECONDS (default 60) of BENCH_DESK_USERS
 *                    (default 20) desk users, at each of BENCH_PAUSES (ms between a user's requests; default "1000,0": a
 *                    desk's pace, then flat out); 600 s shows whether resident memory stays flat
 *   BENCH_SCALE_WORKERS server processes for the mixed loads (WEB_CONCURRENCY; default "1"): a list, e.g. "1,2", runs the
 *                    mixed loads at each, the scale app restarted between
 *   BENCH_SCALE_BFF_COST=0 leaves out the BFF's cost beside the platform's (bench/bff-cost.ts) on the scale data
 *   BENCH_PORT       first port (default 4201; the scale app there, the demo app on the next)
 */
import crypto from "node:crypto";
import fs from "node:fs";
import type { ChildProcess } from "node:child_process";
import { issueToken } from "../lib/platform/http/tokens";
import { fixturesManifest } from "../lib/platform/seed";
import { scaleIds } from "../lib/platform/seed/scale-sql";
import { startInstance } from "../scripts/instances";
import { staffCookies } from "./pages";
import { bffCostReport } from "./bff-cost";

export interface Read {
  name: string;
  /** path per dataset, and who asks */
  path: (d: Dataset) => string;
  as: "reception" | "sales" | "manager" | "admin" | "token";
}
export interface Dataset {
  name: "demo" | "scale";
  base: string;
  heavyMember: number;
  heavyPlaces: number;
  headers: Record<string, Record<string, string>>;
}

const requests = Number(process.env.BENCH_REQUESTS ?? 50);
const deskUsers = Number(process.env.BENCH_DESK_USERS ?? 20);
const guardian = (fixturesManifest() as { members: { guardian: number } }).members.guardian;
const q = encodeURIComponent;
export const reads: Read[] = [
  {
    name: "board: first page of a column, Mine (BFF)",
    path: () => "/api/prospects/board?status=1&limit=20&scheduledWith=sales",
    as: "sales",
  },
  {
    name: "board: completed column, everyone (BFF)",
    path: () => "/api/prospects/board?status=2&limit=20",
    as: "sales",
  },
  { name: "board page, all four columns (HTML)", path: () => "/prospects", as: "sales" },
  { name: "search: common surname 'smith' (BFF)", path: () => "/api/members?search=smith", as: "reception" },
  {
    name: "search: full name any order 'Jones Sarah'",
    path: () => `/api/members?search=${q("Jones Sarah")}`,
    as: "reception",
  },
  { name: "search: first name 'helen'", path: () => "/api/members?search=helen", as: "reception" },
  { name: "search: typo 'jnoes'", path: () => "/api/members?search=jnoes", as: "reception" },
  { name: "search: typo 'marhs'", path: () => "/api/members?search=marhs", as: "reception" },
  {
    name: "search: phone '+44 7700 900001'",
    path: () => `/api/members?search=${q("+44 7700 900001")}`,
    as: "reception",
  },
  { name: "search: phone last digits '900001'", path: () => "/api/members?search=900001", as: "reception" },
  { name: "search: email 'helen.marsh@'", path: () => `/api/members?search=${q("helen.marsh@")}`, as: "reception" },
  { name: "search: blank (everyone by name)", path: () => "/api/members?search=", as: "reception" },
  { name: "member overview (BFF)", path: () => `/api/members/${guardian}`, as: "reception" },
  { name: "member overview page (HTML)", path: () => `/members/${guardian}`, as: "reception" },
  {
    name: "v2 past bookings, heavy member, first page",
    path: (d) => `/platform/api/members/v2/${d.heavyMember}/past-bookings?offset=0`,
    as: "token",
  },
  {
    name: "v2 past bookings, heavy member, deep page",
    path: (d) => `/platform/api/members/v2/${d.heavyMember}/past-bookings?offset=${Math.floor(d.heavyPlaces * 0.9)}`,
    as: "token",
  },
  {
    name: "discount usage, one code, first page (BFF)",
    path: () => "/api/configuration/discount-usage?promotionCode=SUMMER25",
    as: "manager",
  },
  {
    name: "discount usage, one member (BFF)",
    path: (d) => `/api/configuration/discount-usage?memberId=${d.name === "scale" ? scaleIds.member + 5 : guardian}`,
    as: "manager",
  },
  {
    name: "audit by member (BFF)",
    path: (d) => `/api/staff/data-access?memberId=${d.name === "scale" ? scaleIds.member + 5 : guardian}`,
    as: "admin",
  },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));

async function timed(d: Dataset, read: Read): Promise<{ took: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(`${d.base}${read.path(d)}`, { headers: d.headers[read.as], redirect: "manual" });
  await response.arrayBuffer();
  return { took: performance.now() - started, ok: response.status === 200 };
}

async function serial(d: Dataset, read: Read) {
  for (let i = 0; i < 3; i++) await timed(d, read); // warm
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < requests; i++) {
    const { took, ok } = await timed(d, read);
    times.push(took);
    if (!ok) errors++;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), errors };
}

/**
 * `deskUsers` desk users picking the desk's reads and pages at random for a while, each pausing `pauseMs` between requests (0: flat
 * out, the machine's ceiling; a person at a desk reads a screen for seconds, so 1 s is already a hurried desk).
 * The server's resident memory is sampled every 5 s.
 */
async function mixedLoad(d: Dataset, seconds: number, pauseMs: number, child: ChildProcess) {
  const mix = reads.filter((r) => !r.name.startsWith("audit"));
  const times: number[] = [];
  const rss: number[] = [rssMb(child)];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const sampler = setInterval(() => rss.push(rssMb(child)), 5000);
  const byRead = new Map<string, number[]>();
  await Promise.all(
    Array.from({ length: deskUsers }, async () => {
      while (Date.now() < until) {
        const read = mix[crypto.randomInt(mix.length)];
        const { took, ok } = await timed(d, read).catch(() => ({ took: 0, ok: false }));
        times.push(took);
        byRead.set(read.name, [...(byRead.get(read.name) ?? []), took]);
        if (!ok) errors++;
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
    }),
  );
  clearInterval(sampler);
  rss.push(rssMb(child));
  times.sort((a, b) => a - b);
  const tail = rss.slice(Math.floor(rss.length / 2));
  const line = pauseMs ? `each pausing ${pauseMs / 1000} s` : "flat out";
  return (
    `mixed load, ${deskUsers} desk users ${line} for ${seconds} s on the scale data: ${times.length} requests ` +
    `(${(times.length / seconds).toFixed(1)} a second), ` +
    `p50 ${ms(percentile(times, 0.5))} ms, p95 ${ms(percentile(times, 0.95))} ms, ${errors} errors; server RSS ` +
    `${rss[0].toFixed(0)} MB at the start, ${Math.min(...tail).toFixed(0)}-${Math.max(...tail).toFixed(0)} MB over the second half` +
    `; the slowest reads (p50 / p95 ms): ${slowest(byRead)}`
  );
}

/** The three reads of a mixed load with the highest p95, the tail's makers. */
function slowest(byRead: Map<string, number[]>) {
  return [...byRead]
    .map(([name, times]) => ({ name, sorted: times.sort((a, b) => a - b) }))
    .sort((a, b) => percentile(b.sorted, 0.95) - percentile(a.sorted, 0.95))
    .slice(0, 3)
    .map(({ name, sorted }) => `${name} ${ms(percentile(sorted, 0.5))} / ${ms(percentile(sorted, 0.95))}`)
    .join("; ");
}

/** The server's resident memory, its worker processes' included (WEB_CONCURRENCY). */
export const rssMb = (child: ChildProcess) => {
  const rss = (pid: string): number =>
    Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024 +
    fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .split(" ")
      .filter(Boolean)
      .reduce((sum, each) => sum + rss(each), 0);
  return rss(String(child.pid));
};

async function dataset(name: Dataset["name"], port: number, url: string, heavyMember: number, workers = "1") {
  const base = `http://127.0.0.1:${port}`;
  const child = await startInstance(port, {
    WEB_CONCURRENCY: workers,
    DATABASE_URL: url,
    // SEED=full says this is a demo (a server refuses to start on demo passwords otherwise): on the scale data, which
    // the CLI made, it seeds nothing of the platform's and adds the demo's staff, whom the desk's users sign in as
    SEED: "full",
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET!,
    NEXTAUTH_URL: base,
  });
  const token = await issueToken({ products: ["FOH"], features: ["FOHGENERIC"] });
  const headers: Dataset["headers"] = { token: { authorization: `Bearer ${token}`, "x-use-sso": "true" } };
  for (const [who, cookie] of Object.entries(await staffCookies(base))) headers[who] = { cookie };
  const first = await fetch(`${base}/platform/api/members/v2/${heavyMember}/past-bookings?limit=1`, {
    headers: headers.token,
  });
  const heavyPlaces = ((await first.json()) as { metaData: { resultSet: { total: number } } }).metaData.resultSet.total;
  return { child, d: { name, base, heavyMember, heavyPlaces, headers } satisfies Dataset };
}

export async function benchmarkScale() {
  const scaleUrl = process.env.BENCH_SCALE_URL ?? process.env.DATABASE_URL ?? "";
  if (!scaleUrl.startsWith("postgres"))
    throw new Error(
      "bench scale needs BENCH_SCALE_URL (or DATABASE_URL) = a PostgreSQL database with seed --scale data",
    );
  process.env.NEXTAUTH_SECRET ??= crypto.randomBytes(32).toString("base64url");
  process.env.SECRETS_KEY ??= crypto.randomBytes(32).toString("base64"); // the instances' (the demo staff's keys are sealed with it)
  const port = Number(process.env.BENCH_PORT ?? 4201);
  const { heavyHistoryMemberId } = (fixturesManifest() as { benchmarks: { heavyHistoryMemberId: number } }).benchmarks;
  let scale = await dataset("scale", port, scaleUrl, scaleIds.member);
  const demo = await dataset("demo", port + 1, process.env.BENCH_DEMO_URL ?? "memory://", heavyHistoryMemberId);
  try {
    const rows: string[] = [];
    for (const read of requests > 0 ? reads : []) {
      const a = await serial(demo.d, read);
      const b = await serial(scale.d, read);
      const errors = a.errors + b.errors ? `  (${a.errors + b.errors} non-200!)` : "";
      rows.push(`| ${read.name} | ${ms(a.p50)} / ${ms(a.p95)} | ${ms(b.p50)} / ${ms(b.p95)} |${errors}`);
    }
    // the BFF's own cost at this size: each BFF read beside the platform's HTTP read of the same
    const bearer = async (claims: Parameters<typeof issueToken>[0]) => ({
      authorization: `Bearer ${await issueToken(claims)}`,
      "x-use-sso": "true",
    });
    const bffCost =
      process.env.BENCH_SCALE_BFF_COST === "0"
        ? []
        : await bffCostReport(scale.d.base, guardian, {
            staff: await bearer({ products: ["FOH"], features: ["FOHGENERIC"] }),
            sales: await bearer({ features: ["PROSPECTS"] }),
            member: await bearer({ products: ["FOH"], features: ["FOHGENERIC"], memberId: guardian }),
          });
    const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
    const pauses = (process.env.BENCH_PAUSES ?? "1000,0").split(",").map(Number);
    const mixed: string[] = [];
    let running = "1";
    for (const workers of (process.env.BENCH_SCALE_WORKERS ?? "1").split(",")) {
      if (workers !== running) {
        running = workers;
        scale.child.kill();
        await new Promise((resolve) => scale.child.once("exit", resolve));
        scale = await dataset("scale", port, scaleUrl, scaleIds.member, workers);
      }
      for (const pause of pauses)
        mixed.push(`${workers} server process(es): ${await mixedLoad(scale.d, seconds, pause, scale.child)}`);
    }
    console.log(`\n${requests} serial requests a read, ms (p50 / p95)\n`);
    console.log("| read | demo p50 / p95 | scale p50 / p95 |\n|---|---|---|");
    for (const row of rows) console.log(row);
    console.log(`\n${bffCost.join("\n")}\n\n${mixed.join("\n")}`);
  } finally {
    scale.child.kill();
    demo.child.kill();
  }
}
