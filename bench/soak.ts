/**
 * `npm run bench -- soak`: a busy hour. Desks (default 100) each send a request every 2 s through two instances on one
 * PostgreSQL holding a million members: most read as the scale bench's desks do (searches, overviews, member and
 * board pages, past bookings, discount usage) or a class's roster; some book a member onto a session and cancel
 * the place again; two work the ladder (a cancellation offers the freed place to the one waiting, who takes it, and
 * the cancelled member joins the waiting list). Meanwhile each instance's sender mails the confirmations and offers
 * to a local SMTP server, the offer clocks tick and a retention run anonymises lapsed members at its default pace.
 * Reports per window (default 5 minutes) p50/p95/p99, errors, each instance's resident memory, the database's
 * connections; then the goals: p95 at most 150 ms in every window, the last window at most 10 % above the first, memory
 * growth from minute 10 to the end at most 10 %, 0 errors, 0 connections left in a transaction or beyond the pools.
 *   BENCH_SCALE_URL   postgres://... holding `npm run -s platform -- seed --scale 1` (default DATABASE_URL)
 *   BENCH_SOAK_MINUTES (default 60), BENCH_SOAK_WINDOW_MINUTES (default 5), BENCH_DESKS (default 100),
 *   BENCH_BOOKING_DESKS (default 10, of the desks), BENCH_PAUSE_MS (default 2000), BENCH_PORT (default 4401: the
 *   instances there and on the next port, the SMTP server on the one after)
 */
import crypto from "node:crypto";
import os from "node:os";
import type { ChildProcess } from "node:child_process";
import pg from "pg";
import type { AvailabilitySlot } from "../lib/contract/bookings";
import type { DeskCancelled } from "../lib/contract/booking-places";
import { startSmtpSink } from "../lib/outbox/smtp-sink";
import { scaleIds } from "../lib/platform/seed/scale-sql";
import { startInstance } from "../scripts/instances";
import { staffCookies } from "./pages";
import { enableMemberRules, makeLapsed } from "./retention";
import { reads as scaleReads, rssMb, type Dataset } from "./scale";

const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 60);
const windowMinutes = Number(process.env.BENCH_SOAK_WINDOW_MINUTES ?? 5);
const deskCount = Number(process.env.BENCH_DESKS ?? 100);
const bookingDeskCount = Number(process.env.BENCH_BOOKING_DESKS ?? 10);
const ladderDeskCount = 2;
const pauseMs = Number(process.env.BENCH_PAUSE_MS ?? 2000);
/** a desk gives up on a request here: counted as an error */
const requestTimeoutMs = 30_000;
/** activities whose restriction names subscriptions (the demo's bulk members hold none) */
const restricted = ["AQUAFIT", "LANESWIM", "SPAYOGA"];

type Kind = "read" | "roster" | "roster, 30 booked" | "book" | "cancel" | "offer taken" | "waiting-list join";
interface Outcome {
  at: number;
  kind: Kind;
  ms: number;
  ok: boolean;
}
const outcomes: Outcome[] = [];
const failures = new Map<string, number>();

export interface Instance {
  base: string;
  child: ChildProcess;
}
let instances: Instance[] = [];
let cookies: Record<"reception" | "sales" | "manager" | "admin", string>;
let origin = "";
let turn = 0;
/** Requests alternate between the two instances, as a round-robin balancer sends them. */
const nextInstance = () => instances[turn++ % instances.length];

async function call(kind: Kind, role: keyof typeof cookies, method: string, path: string, body?: unknown) {
  const started = performance.now();
  const { base } = nextInstance();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie: cookies[role], origin, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const text = await response.text();
    const ok = response.status >= 200 && response.status < 300;
    outcomes.push({ at: Date.now(), kind, ms: performance.now() - started, ok });
    if (!ok) note(`${kind} ${method} ${path.replace(/\d+/g, "n")}: ${response.status} ${text.slice(0, 160)}`);
    return { ok, status: response.status, json: () => JSON.parse(text) as unknown };
  } catch (error) {
    outcomes.push({ at: Date.now(), kind, ms: performance.now() - started, ok: false });
    note(`${kind} ${method} ${path.replace(/\d+/g, "n")}: ${(error as Error).name}`);
    return { ok: false, status: 0, json: () => undefined };
  }
}
const note = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A desk's pause with a little jitter, so 100 desks do not send in step. */
const pause = () => sleep(pauseMs * (0.75 + Math.random() / 2));

// ---------------------------------------------------------------- mail: when each change's email arrived

const messageIds = new Set<string>();
let received = 0;
let duplicates = 0;

// ---------------------------------------------------------------- the desks

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A reading desk: the scale bench's mix of reads (its audit reads are the admin's, not a desk's) and rosters. */
async function readingDesk(d: Dataset, rosters: number[], classOf30: number | undefined, until: number) {
  const mix = scaleReads.filter((r) => !r.name.startsWith("audit") && r.as !== "token");
  const tokenReads = scaleReads.filter((r) => r.as === "token");
  while (Date.now() < until) {
    const pick = Math.random();
    if (pick < 0.02 && classOf30) {
      await call("roster, 30 booked", "reception", "GET", `/api/bookings/${classOf30}/roster`);
    } else if (pick < 0.08 && rosters.length) {
      await call("roster", "reception", "GET", `/api/bookings/${rosters[crypto.randomInt(rosters.length)]}/roster`);
    } else if (pick < 0.12 && tokenReads.length) {
      // the integrators' reads (past bookings) come straight to the platform with a bearer token
      const read = tokenReads[crypto.randomInt(tokenReads.length)];
      const started = performance.now();
      const { base } = nextInstance();
      const response = await fetch(`${base}${read.path(d)}`, { headers: d.headers.token }).catch(() => undefined);
      await response?.arrayBuffer();
      const ok = response?.status === 200;
      outcomes.push({ at: Date.now(), kind: "read", ms: performance.now() - started, ok });
      if (!ok) note(`read ${read.name}: ${response?.status ?? "no answer"}`);
    } else {
      const read = mix[crypto.randomInt(mix.length)];
      await call("read", read.as as keyof typeof cookies, "GET", read.path(d));
    }
    await pause();
  }
}

interface Pair {
  memberId: number;
  email: string;
  session: AvailabilitySlot;
}

/** A booking desk: books its member onto its session, then cancels the place (not late: days ahead), and again. */
async function bookingDesk(pair: Pair, until: number) {
  const place = `/api/bookings/${pair.session.bookingId}/places/${pair.memberId}`;
  while (Date.now() < until) {
    await call("book", "reception", "POST", place, {});
    await pause();
    await call("cancel", "reception", "POST", `${place}/cancel`, { reason: "Soak: changed plans" });
    await pause();
  }
}

interface Ladder {
  session: AvailabilitySlot;
  booked: { memberId: number; email: string }[];
  waiting: { memberId: number; email: string };
}

/**
 * A ladder desk on a full session with one member waiting: cancels a booked member's place (the site offers freed
 * places on its own, so the one waiting is offered it and emailed), takes the offer for them (they phoned), and
 * puts the cancelled member on the waiting list. The session ends as it began: full, one waiting.
 */
async function ladderDesk(ladder: Ladder, until: number) {
  const { bookingId } = ladder.session;
  while (Date.now() < until) {
    const leaving = ladder.booked[crypto.randomInt(ladder.booked.length)];
    const cancelled = await call(
      "cancel",
      "manager",
      "POST",
      `/api/bookings/${bookingId}/places/${leaving.memberId}/cancel`,
      {
        reason: "Soak: the ladder",
      },
    );
    if (!cancelled.ok) return note("ladder stopped: a cancellation failed");
    const { ladder: moved } = cancelled.json() as DeskCancelled;
    if (!moved.started || !moved.offer) return note(`ladder stopped: ${moved.detail}`);
    await pause();
    const taken = await call("offer taken", "manager", "POST", `/api/bookings/${bookingId}/offers/${moved.offer.id}`, {
      outcome: "accepted",
    });
    if (!taken.ok) return note("ladder stopped: the offer was not taken");
    await pause();
    const joined = await call("waiting-list join", "manager", "POST", "/api/bookings/alert-list", {
      memberId: leaving.memberId,
      slotReference: ladder.session.slotReferences.inCentre,
    });
    if (!joined.ok) return note("ladder stopped: the cancelled member could not join the waiting list");
    ladder.booked = [...ladder.booked.filter((m) => m !== leaving), ladder.waiting];
    ladder.waiting = leaving;
    await pause();
  }
}

// ---------------------------------------------------------------- set-up through the BFF

async function get<T>(path: string, role: keyof typeof cookies = "manager"): Promise<T> {
  const response = await fetch(`${instances[0].base}${path}`, { headers: { cookie: cookies[role] } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
async function post(path: string, body: unknown, role: keyof typeof cookies = "manager", method = "POST") {
  return fetch(`${instances[0].base}${path}`, {
    method,
    headers: { cookie: cookies[role], origin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/**
 * Demo members (not among the lapsed: id % 10 = 3) whose status lets them book, not suspended at LEEDS (late
 * cancellations of earlier runs count by the site's rule) and who have an email address.
 */
async function bookableMembers(wanted: number) {
  const found: { memberId: number; email: string }[] = [];
  for (let id = 2001; id < 2300 && found.length < wanted; id++) {
    if (id % 10 === 3) continue;
    const history = await get<{ statusRefusal: string | null; suspensions: { siteId: string }[] }>(
      `/api/members/${id}/bookings/history`,
      "reception",
    );
    if (history.statusRefusal !== null || history.suspensions.some((s) => s.siteId === "LEEDS")) continue;
    const member = await get<{ email: string | null }>(`/api/members/${id}`, "reception");
    if (member.email) found.push({ memberId: id, email: member.email });
  }
  return found;
}

/**
 * Coming sessions (3 to 30 days ahead: cancelling is never late; each run leaves its ladders full with one waiting, so
 * later runs look further for sessions with nobody waiting) at a site that anyone may book.
 */
async function comingSessions(site: string) {
  const all: AvailabilitySlot[] = [];
  for (let d = 3; d <= 30; d++)
    all.push(...(await get<AvailabilitySlot[]>(`/api/bookings/availability?siteId=${site}&date=${day(d)}`)));
  return all.filter((s) => !restricted.includes(s.activityId) && s.kind !== "other");
}

/** Why the set-up could not make what it wanted, said once each. */
const setUpNotes = new Set<string>();

async function setUp(d: Dataset) {
  const sessions = await comingSessions("LEEDS");
  const members = await bookableMembers(bookingDeskCount + 80);
  const pairs: Pair[] = [];
  const ladders: Ladder[] = [];
  // the ladder: sessions with a few free places, filled, one member waiting, the site offering on its own
  const saved = await post(
    "/api/configuration/sites/LEEDS/settings",
    { holdMinutes: 60, autoOffer: true },
    "manager",
    "PUT",
  );
  if (!saved.ok) throw new Error(`the site's offer setting: ${saved.status} ${await saved.text()}`);
  const open = sessions.filter((s) => s.alertListsEnabled && s.waiting === 0 && s.spacesLeft >= 1);
  setUpNotes.add(
    `for the ladder: ${open.filter((s) => s.spacesLeft <= 20).length} of ${sessions.length} sessions with nobody waiting and 1 to 20 places free, ${members.length} members`,
  );
  for (const session of open) {
    if (ladders.length === ladderDeskCount) break;
    if (session.spacesLeft > 20 || members.length < session.spacesLeft + 1 + bookingDeskCount) continue;
    const booked: Ladder["booked"] = [];
    const refused: typeof members = [];
    while (booked.length < session.spacesLeft && members.length) {
      const member = members.pop()!;
      const tried = await post(`/api/bookings/${session.bookingId}/places/${member.memberId}`, {});
      if (tried.ok) booked.push(member);
      else {
        refused.push(member); // refused here (a place held, already on it): kept for the next session
        setUpNotes.add(`ladder booking refused: ${tried.status} ${(await tried.text()).slice(0, 120)}`);
      }
    }
    members.unshift(...refused);
    const waiting = members.pop()!;
    const joined = await post("/api/bookings/alert-list", {
      memberId: waiting.memberId,
      slotReference: session.slotReferences.inCentre,
    });
    if (booked.length === session.spacesLeft && joined.ok) ladders.push({ session, booked, waiting });
  }
  // the booking desks: one member and one session each (a session with places to spare)
  const roomy = sessions.filter((s) => s.spacesLeft >= 3 && !ladders.some((l) => l.session.bookingId === s.bookingId));
  for (let i = 0; pairs.length < bookingDeskCount && members.length; i++) {
    const member = members.pop()!;
    const session = roomy[i % roomy.length];
    const tried = await post(`/api/bookings/${session.bookingId}/places/${member.memberId}`, {});
    if (!tried.ok) continue;
    await post(`/api/bookings/${session.bookingId}/places/${member.memberId}/cancel`, { reason: "Soak: set-up" });
    pairs.push({ ...member, session });
  }
  // a class of 30 booked (the roster's goal is for one): a session of 30 places or more, filled to 30
  const large = sessions.find((s) => s.capacity >= 30 && s.booked <= 30 && s.booked + members.length >= 30);
  for (let booked = large?.booked ?? 30; booked < 30 && members.length;) {
    const member = members.pop()!;
    if ((await post(`/api/bookings/${large!.bookingId}/places/${member.memberId}`, {})).ok) booked++;
  }
  const classOf30 = large?.bookingId;
  const rosters = [...ladders.map((l) => l.session.bookingId), ...roomy.slice(0, 10).map((s) => s.bookingId)];
  if (ladders.length < ladderDeskCount || pairs.length < bookingDeskCount)
    console.warn(
      `set-up: ${ladders.length} ladders and ${pairs.length} booking desks (wanted ${ladderDeskCount}, ${bookingDeskCount})` +
        [...setUpNotes].map((n) => `\n  ${n}`).join(""),
    );
  return { pairs, ladders, rosters, classOf30, d };
}

// ---------------------------------------------------------------- the hour

/** the p-th of sorted times (NaN for none), and a time as the tables print it */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;
export const ms = (n: number) => (Number.isNaN(n) ? "-" : n < 10 ? n.toFixed(1) : n.toFixed(0));

interface Sample {
  at: number;
  rss: number[];
  connections: number;
  inTransaction: number;
  load: number;
}

/**
 * Two instances of the built server on one PostgreSQL with scale data (one process each, on `port` and the next).
 * SEED=full says this is a demo: the platform's data is there already, and the first start adds the demo's staff to
 * sign in as (the scale data has none). NEXTAUTH_URL is the first instance: the desks' origin.
 */
export async function startScaleInstances(url: string, port: number, env: Record<string, string> = {}) {
  process.env.NEXTAUTH_SECRET ??= crypto.randomBytes(32).toString("base64url");
  process.env.SECRETS_KEY ??= crypto.randomBytes(32).toString("base64");
  process.env.PLATFORM_SIGNING_KEY ??= crypto.randomBytes(48).toString("base64");
  const first = `http://127.0.0.1:${port}`;
  const shared = { DATABASE_URL: url, SEED: "full", WEB_CONCURRENCY: "1", NEXTAUTH_URL: first, ...env };
  const started: Instance[] = [{ base: first, child: await startInstance(port, shared) }];
  started.push({ base: `http://127.0.0.1:${port + 1}`, child: await startInstance(port + 1, shared) });
  return started;
}

export async function benchmarkSoak() {
  const url = process.env.BENCH_SCALE_URL ?? process.env.DATABASE_URL ?? "";
  if (!url.startsWith("postgres"))
    throw new Error(
      "bench soak needs BENCH_SCALE_URL (or DATABASE_URL) = a PostgreSQL database with seed --scale data",
    );
  const port = Number(process.env.BENCH_PORT ?? 4401);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await makeLapsed(db);
  const sink = await startSmtpSink({ port: port + 2 });
  instances = await startScaleInstances(url, port, { SMTP_URL: sink.url });
  origin = instances[0].base;
  const mailWatch = setInterval(() => {
    for (const mail of sink.received.splice(0)) {
      received++;
      if (mail.messageId && messageIds.has(mail.messageId)) duplicates++;
      if (mail.messageId) messageIds.add(mail.messageId);
    }
  }, 100);
  const samples: Sample[] = [];
  let sampler: NodeJS.Timeout | undefined;
  let windowTimer: NodeJS.Timeout | undefined;
  try {
    cookies = await staffCookies(origin);
    const { issueToken } = await import("../lib/platform/http/tokens");
    const token = await issueToken({ products: ["FOH"], features: ["FOHGENERIC"] });
    const heavy = await fetch(`${origin}/platform/api/members/v2/${scaleIds.member}/past-bookings?limit=1`, {
      headers: { authorization: `Bearer ${token}`, "x-use-sso": "true" },
    });
    const heavyPlaces = ((await heavy.json()) as { metaData: { resultSet: { total: number } } }).metaData.resultSet
      .total;
    const d: Dataset = {
      name: "scale",
      base: origin,
      heavyMember: scaleIds.member,
      heavyPlaces,
      headers: { token: { authorization: `Bearer ${token}`, "x-use-sso": "true" } },
    };
    const { pairs, ladders, rosters, classOf30 } = await setUp(d);
    // a platform token lasts an hour: the reading desks' is renewed well before, so the run's last minutes are not 401s
    const renewal = setInterval(
      () =>
        void issueToken({ products: ["FOH"], features: ["FOHGENERIC"] }).then(
          (renewed) => (d.headers.token.authorization = `Bearer ${renewed}`),
        ),
      20 * 60_000,
    ).unref();
    // the admin reads the run's progress every 5 minutes, as a manager watching it would: their session never idles
    // out, so the run's end needs no second sign-in (an authenticator code is taken once a step, and a new sign-in at
    // the end was refused)
    const adminKeepsWatch = setInterval(
      () => void get("/api/retention/runs", "admin").catch(() => undefined),
      5 * 60_000,
    );

    // the retention run, at its default pace, beside the desks
    await enableMemberRules(origin, { cookie: cookies.admin, origin, "content-type": "application/json" });
    const run = (await (await post("/api/retention/runs", {}, "admin")).json()) as { id?: number };
    if (!run.id) throw new Error(`the retention run did not start: ${JSON.stringify(run)}`);

    const monitor = new pg.Client({ connectionString: url });
    await monitor.connect();
    const sample = async () => {
      const { rows } = await monitor.query(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE state LIKE 'idle in transaction%')::int AS tx
           FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      samples.push({
        at: Date.now(),
        rss: instances.map((i) => rssMb(i.child)),
        connections: rows[0].n,
        inTransaction: rows[0].tx,
        load: os.loadavg()[0],
      });
    };
    const started = Date.now();
    const until = started + minutes * 60_000;
    sampler = setInterval(() => void sample().catch(() => {}), 5000);
    let closed = 0;
    windowTimer = setInterval(() => console.log(windowLine(started, samples, closed++)), windowMinutes * 60_000);
    console.log(
      `soak: ${deskCount} desks (${pairs.length} booking, ${ladders.length} on the ladder) for ${minutes} min, ` +
        `a request every ${pauseMs / 1000} s each, two instances; retention run ${run.id} started`,
    );
    const readers = deskCount - pairs.length - ladders.length;
    await Promise.all([
      ...Array.from({ length: readers }, async (_, i) => {
        await sleep((i * pauseMs) / readers); // spread the desks' first requests over one pause
        return readingDesk(d, rosters, classOf30, until);
      }),
      ...pairs.map((pair) => bookingDesk(pair, until)),
      ...ladders.map((ladder) => ladderDesk(ladder, until)),
    ]);
    clearInterval(sampler);
    clearInterval(windowTimer);
    clearInterval(renewal);
    clearInterval(adminKeepsWatch);
    // the load has stopped: give the pools their idle time, then count what is still held
    await sleep(15_000);
    await sample();
    const after = samples[samples.length - 1];
    await sleep(20_000); // the last emails
    report(started, samples, after, await mailFigures(db, started));
    const retention = await get<{ id: number; state: string; rules: { count: number }[] }[]>(
      "/api/retention/runs",
      "admin",
    )
      .then((runs) => runs.find((r) => r.id === run.id))
      .catch((error: Error) => (console.warn(`the retention run not read: ${error.message}`), undefined));
    if (retention?.state === "running") {
      await post(`/api/retention/runs/${run.id}`, { action: "stop" }, "admin");
      await post(`/api/retention/runs/${run.id}`, { action: "close" }, "admin");
    }
    await monitor.end();
    console.log(
      `${retention?.rules.reduce((sum, r) => sum + r.count, 0) ?? "?"} members anonymised by the retention run.`,
    );
  } finally {
    clearInterval(sampler);
    clearInterval(windowTimer);
    clearInterval(mailWatch);
    for (const i of instances) i.child.kill();
    await sink.close();
    await db.end();
  }
}

function windowTimes(started: number, w: number) {
  const from = started + w * windowMinutes * 60_000;
  const to = from + windowMinutes * 60_000;
  return outcomes
    .filter((o) => o.at >= from && o.at < to)
    .map((o) => o.ms)
    .sort((a, b) => a - b);
}

/** One window's row of the report; also printed as the window closes, so a run cut short still says something. */
function windowLine(started: number, samples: Sample[], w: number) {
  const from = started + w * windowMinutes * 60_000;
  const to = from + windowMinutes * 60_000;
  const times = windowTimes(started, w);
  const errors = outcomes.filter((o) => o.at >= from && o.at < to && !o.ok).length;
  const s = samples.filter((x) => x.at >= from && x.at < to);
  const last = s[s.length - 1];
  return (
    `| ${w * windowMinutes}-${(w + 1) * windowMinutes} | ${times.length} | ${errors} | ` +
    `${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))} | ${ms(percentile(times, 0.99))} | ` +
    `${last ? last.rss.map((r) => r.toFixed(0)).join(" / ") : "-"} | ${s.length ? Math.max(...s.map((x) => x.connections)) : "-"} | ` +
    `${last ? last.load.toFixed(1) : "-"} |`
  );
}

/** Each kind of email queued during the run: how many the SMTP server accepted, and how long each took from the desk. */
type MailFigures = { kind: string; sent: number; unsent: number; p50: number; p95: number; max: number }[];

/**
 * From the outbox's own times: queued (in the desk's transaction, before its answer) to accepted by the SMTP server.
 * Matching emails received to the desk's actions by recipient could not tell an offer's email from the booking
 * confirmation taking it sends the same member, and drifted.
 */
async function mailFigures(db: pg.Client, started: number): Promise<MailFigures> {
  const { rows } = await db.query(
    `SELECT kind, count(sent_at)::int AS sent, (count(*) - count(sent_at))::int AS unsent,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM sent_at - created_at) * 1000) AS p50,
            percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM sent_at - created_at) * 1000) AS p95,
            max(extract(epoch FROM sent_at - created_at) * 1000) AS max
       FROM frontdesk.outbox_messages WHERE created_at >= to_timestamp($1 / 1000.0) GROUP BY kind ORDER BY kind`,
    [started],
  );
  return rows.map((r) => ({ ...r, p50: Number(r.p50), p95: Number(r.p95), max: Number(r.max) }));
}

function report(started: number, samples: Sample[], after: Sample, mail: MailFigures) {
  const windows = Math.ceil(minutes / windowMinutes);
  console.log(
    `\n| minutes | requests | errors | p50 ms | p95 ms | p99 ms | RSS MB (instance 1 / 2, at the end) | connections (max) | load (1 min) |\n|---|---|---|---|---|---|---|---|---|`,
  );
  const p95s = Array.from({ length: windows }, (_, w) => {
    console.log(windowLine(started, samples, w));
    return percentile(windowTimes(started, w), 0.95);
  });
  const byKind = new Map<Kind, number[]>();
  for (const o of outcomes) {
    const times = byKind.get(o.kind);
    if (times) times.push(o.ms);
    else byKind.set(o.kind, [o.ms]);
  }
  console.log(`\n| request | count | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|`);
  for (const [kind, times] of byKind) {
    times.sort((a, b) => a - b);
    console.log(
      `| ${kind} | ${times.length} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))} | ${ms(percentile(times, 0.99))} |`,
    );
  }
  console.log(
    `\n| email (queued with the desk's change to accepted by the SMTP server) | sent | not sent | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|---|`,
  );
  for (const m of mail)
    console.log(`| ${m.kind} | ${m.sent} | ${m.unsent} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.max)} |`);
  const errors = outcomes.filter((o) => !o.ok).length;
  const rssAt = (minute: number) => samples.find((s) => s.at >= started + minute * 60_000)?.rss ?? [];
  const early = rssAt(Math.min(10, minutes / 3));
  const late = samples[samples.length - 1]?.rss ?? [];
  const growth = early.map((r, i) => ((late[i] - r) / r) * 100);
  const first = p95s[0];
  const lastP95 = p95s[p95s.length - 1];
  console.log(
    `\n${outcomes.length} requests, ${errors} errors; ${received} emails received at the SMTP server, ${duplicates} received twice.\n` +
      `Goals: p95 at most 150 ms in every window: ${p95s.every((p) => p <= 150) ? "met" : "NOT met"} (highest ${ms(Math.max(...p95s))}); ` +
      // the goal is that the desk does not slow over the hour: a last window faster than the first meets it
      `the last window's p95 at most 10 % above the first's: ${lastP95 <= first * 1.1 ? "met" : "NOT met"} (${ms(first)} -> ${ms(lastP95)}, ${lastP95 >= first ? "+" : ""}${(((lastP95 - first) / first) * 100).toFixed(0)} %); ` +
      `memory from minute ${Math.min(10, minutes / 3)} to the end: ${growth.map((g) => `${g >= 0 ? "+" : ""}${g.toFixed(1)} %`).join(" / ")} ` +
      `(${growth.every((g) => g <= 10) ? "met" : "NOT met"}); 0 errors: ${errors === 0 ? "met" : "NOT met"}; ` +
      `connections 15 s after the load: ${after.connections}, ${after.inTransaction} left in a transaction.`,
  );
  if (failures.size) {
    console.log("\nFailures, by request:");
    for (const [what, n] of [...failures].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${n} x ${what}`);
  }
}
