/**
 * `npm run bench -- retention`: the desk's reads while a retention run anonymises lapsed members,
 * beside the same reads with no run, in one process on one database, and how fast the run goes.
 *   BENCH_SCALE_URL  postgres://... holding `npm run -s platform -- seed --scale <f>` (default DATABASE_URL);
 *                    the bench makes one member in ten lapsed (joined 2010, their places and interactions moved 14 years back)
 *   BENCH_REQUESTS   serial requests a read in each phase (default 50)
 *   BENCH_PORT       the app's port (default 4301)
 *   BENCH_RETENTION_SECONDS  stop the run after this many seconds and report its pace (default: run to the end)
 * Goal: the desk's p95 during a run at most 1.5x its p95 with none; a run of 100k members within an hour.
 */
import crypto from "node:crypto";
import os from "node:os";
import pg from "pg";
import { fixturesManifest } from "../lib/platform/seed";
import { signIn, startInstance } from "../scripts/instances";
import { Secret, TOTP } from "otpauth";
import { demoTotpKey } from "../lib/app-db/demo-staff";

const requests = Number(process.env.BENCH_REQUESTS ?? 50);
const guardian = (fixturesManifest() as { members: { guardian: number } }).members.guardian;

/** The desk's reads at the counter: search as reception types, the overview, the overview's retention line. */
const deskReads = [
  "/api/members?search=smith",
  "/api/members?search=helen",
  `/api/members/${guardian}`,
  `/api/members/${guardian}/retention`,
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function deskTimes(base: string, cookie: string, count: number) {
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < count; i++)
    for (const path of deskReads) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200) errors++;
    }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), n: times.length, errors };
}

/**
 * One member in ten joined long ago and did everything (bookings, interactions) 14 years earlier than seeded: those
 * with nothing since (a membership or consent change of the demo's members keeps some back) are due. A database
 * prepared so already (a copy of a prepared one) is left as it is.
 */
export async function makeLapsed(db: pg.Client) {
  const unprepared = (await db.query(`SELECT 1 FROM members WHERE id % 10 = 3 AND created_on > '2010-01-01' LIMIT 1`))
    .rowCount;
  if (!unprepared) return;
  await db.query(`UPDATE members SET created_on = '2010-01-01T00:00:00Z' WHERE id % 10 = 3`);
  await db.query(
    `UPDATE booking_members SET start_date_time = start_date_time - interval '14 years' WHERE member_id % 10 = 3`,
  );
  await db.query(`UPDATE prospect_interactions SET raised_date = raised_date - interval '14 years',
    last_action_date = last_action_date - interval '14 years' WHERE member_id % 10 = 3`);
  await db.query("ANALYZE");
}

/** The demo admin's second factor: a code from the demo authenticator key, before any admin write. */
export async function proveSecondFactor(base: string, cookie: string) {
  const code = new TOTP({ secret: Secret.fromBase32(demoTotpKey) }).generate();
  const proven = await fetch(`${base}/api/session/second-factor`, {
    method: "POST",
    headers: { cookie, origin: base, "content-type": "application/json" },
    body: JSON.stringify({ method: "totp", code }),
  });
  if (proven.status !== 204) throw new Error(`second factor: ${proven.status} ${await proven.text()}`);
}

/** Only the member rules: the bench measures anonymising (the app's own deletes are one statement a batch). */
export async function enableMemberRules(base: string, write: Record<string, string>) {
  for (const [kind, body] of [
    ["lapsedMembers", { period: 6, unit: "years", enabled: true }],
    ["prospects", { period: 24, unit: "months", enabled: true }],
    ["prospectInteractions", { period: 24, unit: "months", enabled: false }],
    ["signInEvents", { period: 12, unit: "months", enabled: false }],
    ["staffAudit", { period: 6, unit: "years", enabled: false }],
    ["sentMessages", { period: 24, unit: "months", enabled: false }],
  ] as const) {
    const saved = await fetch(`${base}/api/retention/rules/${kind}`, {
      method: "PUT",
      headers: write,
      body: JSON.stringify(body),
    });
    if (!saved.ok) throw new Error(`rule ${kind}: ${saved.status} ${await saved.text()}`);
  }
}

interface Run {
  id: number;
  state: string;
  rules: { kind: string; count: number; done: boolean }[];
}

export async function benchmarkRetention() {
  const url = process.env.BENCH_SCALE_URL ?? process.env.DATABASE_URL ?? "";
  if (!url.startsWith("postgres"))
    throw new Error(
      "bench retention needs BENCH_SCALE_URL (or DATABASE_URL) = a PostgreSQL database with seed --scale data",
    );
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await makeLapsed(db);
  const [{ n: members }] = (await db.query(`SELECT count(*)::int AS n FROM members`)).rows;
  process.env.NEXTAUTH_SECRET ??= crypto.randomBytes(32).toString("base64url");
  process.env.SECRETS_KEY ??= crypto.randomBytes(32).toString("base64"); // required on PostgreSQL
  const port = Number(process.env.BENCH_PORT ?? 4301);
  const base = `http://127.0.0.1:${port}`;
  const child = await startInstance(port, {
    DATABASE_URL: url,
    // the platform holds data already (no demo seed); the app's first start adds the demo staff the bench signs in as
    SEED: "full",
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET!,
    NEXTAUTH_URL: base,
  });
  try {
    const desk = await signIn(base, "reception");
    const admin = await signIn(base, "admin");
    await proveSecondFactor(base, admin);
    const write = { cookie: admin, origin: base, "content-type": "application/json" };
    await enableMemberRules(base, write);
    let started = performance.now();
    const dry = (await (await fetch(`${base}/api/retention/dry-run`, { headers: { cookie: admin } })).json()) as {
      rules: { kind: string; due: number }[];
    };
    const dryMs = performance.now() - started;
    const due = dry.rules
      .filter((r) => r.kind === "lapsedMembers" || r.kind === "prospects")
      .reduce((s, r) => s + r.due, 0);

    await deskTimes(base, desk, 3); // warm
    const quiet = await deskTimes(base, desk, requests);

    started = performance.now();
    const run = (await (await fetch(`${base}/api/retention/runs`, { method: "POST", headers: write })).json()) as Run;
    if (!run.id) throw new Error(`the run did not start: ${JSON.stringify(run)}`);
    const busy = await deskTimes(base, desk, requests);
    let last: Run = run;
    const stopAfter = Number(process.env.BENCH_RETENTION_SECONDS ?? Infinity) * 1000;
    const loadAtStart = os.loadavg()[0];
    for (;;) {
      if (performance.now() - started > stopAfter) {
        const stopped = await fetch(`${base}/api/retention/runs/${run.id}`, {
          method: "POST",
          headers: write,
          body: JSON.stringify({ action: "stop" }),
        });
        if (!stopped.ok) throw new Error(`stop: ${stopped.status} ${await stopped.text()}`);
      }
      const runs = (await (await fetch(`${base}/api/retention/runs`, { headers: { cookie: admin } })).json()) as Run[];
      last = runs.find((r) => r.id === run.id)!;
      if (last.state !== "running") break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const runSeconds = (performance.now() - started) / 1000;
    if (last.state === "stopped")
      // closed, so the next bench on this database can start one
      await fetch(`${base}/api/retention/runs/${run.id}`, {
        method: "POST",
        headers: write,
        body: JSON.stringify({ action: "close" }),
      });
    const erased = last.rules.reduce((s, r) => s + r.count, 0);
    const perSecond = erased / runSeconds;
    const ms = (n: number) => n.toFixed(1);
    console.log(`\nretention run on ${members} members, ${due} due (dry run ${(dryMs / 1000).toFixed(1)} s)\n`);
    console.log("| desk reads (search, overview, retention line) | p50 ms | p95 ms | requests |\n|---|---|---|---|");
    console.log(
      `| no run | ${ms(quiet.p50)} | ${ms(quiet.p95)} | ${quiet.n}${quiet.errors ? ` (${quiet.errors} non-200!)` : ""} |`,
    );
    console.log(
      `| during the run | ${ms(busy.p50)} | ${ms(busy.p95)} | ${busy.n}${busy.errors ? ` (${busy.errors} non-200!)` : ""} |`,
    );
    console.log(
      `\nload average (1 min) at the run's start ${loadAtStart.toFixed(1)}, at its end ${os.loadavg()[0].toFixed(1)}.` +
        `\np95 during / without: ${(busy.p95 / quiet.p95).toFixed(2)}x (goal at most 1.5x); run ${last.state}: ${erased} members ` +
        `anonymised in ${runSeconds.toFixed(0)} s, ${perSecond.toFixed(1)} a second; 100,000 would take ` +
        `${(100_000 / perSecond / 60).toFixed(0)} min at that pace (goal: within 60).`,
    );
  } finally {
    child.kill();
    await db.end();
  }
}
