/**
 * The fault check, run by scripts/fault-check.sh on a throwaway PostgreSQL: an upstream platform process
 * (A, the built server on its own database) and two app instances (B1, B2, upstream mode) reach PostgreSQL, A and the
 * SMTP sink through fault proxies (scripts/fault-proxy.ts). Desks write and read through the BFF as reception (a
 * medical condition), sales (a prospect interaction) and managers (a promo code), while the sender sends queued
 * messages and the offer clock ticks. Each part is made slow, then dropping, then hanging, then well again, and the
 * check proves: no acknowledged write lost, none half-written, every request answered within its deadline (or in
 * words), every message sent once, /readyz naming the part while it is wrong and clearing after, and the desk
 * working again with no restart. Prints a table; exits 1 on any violation.
 *
 *   FAULT_PG_PORT=4209 npx tsx --conditions=react-server scripts/fault-check.ts   (fault-check.sh sets it up)
 * Ports FAULT_CHECK_PORT (default 4200) to +22. FAULT_SECONDS (default 20): each fault's length.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { Secret, TOTP } from "otpauth";
import { signIn } from "./instances";
import { demoTotpKey } from "../lib/app-db/demo-staff";
import { startSmtpSink } from "../lib/outbox/smtp-sink";
import type { FaultSettings } from "./fault-proxy";

const base = Number(process.env.FAULT_CHECK_PORT ?? 4200);
const pgPort = Number(process.env.FAULT_PG_PORT ?? base + 9);
const faultMs = Number(process.env.FAULT_SECONDS ?? 20) * 1000;
/** Every request answers within this (success, or a refusal in words); past it, it counts as waiting too long. */
const deadlineMs = Number(process.env.FAULT_DEADLINE_SECONDS ?? 30) * 1000;
/** The driver gives up on a request here (it has long broken its deadline). */
const hardStopMs = 90_000;
/** How long each part hangs: past the deadline. */
const hangMs = deadlineMs + 10_000;
/** After a part is well again, /readyz must say ok on both instances within this. */
const clearMs = 30_000;
const logDir = process.env.FAULT_LOG_DIR ?? "/tmp/fault-check-logs";

const ports = {
  control: base,
  postgres: base + 1,
  platform: base + 2,
  smtp: base + 3,
  platformTarget: base + 10,
  smtpTarget: base + 11,
  instances: [base + 21, base + 22],
};
const direct = (database: string) => `postgres://postgres@127.0.0.1:${pgPort}/${database}`;
const proxied = (database: string) => `postgres://postgres@127.0.0.1:${ports.postgres}/${database}`;
const origin = `http://127.0.0.1:${ports.instances[0]}`;

type Part = "postgres" | "platform" | "smtp";
type Fault = "slow" | "dropping" | "hanging" | "well";
let phase = "start";

const children: ChildProcess[] = [];
function start(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const log = fs.openSync(`${logDir}/${name}.log`, "w");
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", log, log] });
  children.push(child);
  return child;
}

/** Waits until `check` says yes; `gone` names a reason to stop waiting at once (a server that exited). */
async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  ms = 300_000,
  gone = (): string | undefined => undefined,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    const reason = gone();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (Date.now() > deadline) throw new Error(`${what} not ready in ${ms / 1000} s`);
    await sleep(500);
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function control(part: Part, settings: FaultSettings) {
  const answer = await fetch(`http://127.0.0.1:${ports.control}/${part}`, {
    method: "POST",
    body: JSON.stringify(settings),
  });
  if (answer.status !== 204) throw new Error(`proxy ${part}: ${answer.status} ${await answer.text()}`);
}

/** The built server with the given environment; resolves once /readyz answers 200. */
async function startServer(name: string, port: number, env: Record<string, string>) {
  const child = start(name, process.execPath, ["dist/server.mjs"], {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    ...env,
  });
  await waitFor(
    `${name} on ${port}`,
    async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok,
    300_000,
    () => (child.exitCode === null ? undefined : `exited with ${child.exitCode} (its log: ${logDir}/${name}.log)`),
  );
  return child;
}

/** The app's private integrator on A (as scripts/e2e-upstream.mjs makes it), by an admin token of A's key. */
async function appIntegrator(platformBase: string) {
  const { issueToken } = await import("../lib/platform/http/tokens");
  const { fixturesManifest } = await import("../lib/platform/seed");
  const admin = {
    authorization: `Bearer ${await issueToken({ products: ["ADMIN"], features: ["ADMIN"] })}`,
    "x-use-sso": "true",
    "content-type": "application/json",
  };
  const scopes = [
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
  const created = await fetch(`${platformBase}/api/configuration/admin/integrators`, {
    method: "POST",
    headers: admin,
    body: JSON.stringify({
      name: "Frontdesk (fault check)",
      origin: "http://localhost",
      environmentId: (fixturesManifest() as { environmentId: number }).environmentId,
      allowedScopes: JSON.stringify(scopes),
      canRead: true,
      canWrite: true,
      canDelete: true,
    }),
  });
  if (created.status !== 201) throw new Error(`integrator: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  const activated = await fetch(`${platformBase}/api/configuration/admin/integrators/${id}/activate`, {
    method: "POST",
    headers: admin,
  });
  const { key } = (await activated.json()) as { key: string };
  return { clientId: String(id), clientSecret: key };
}

/** Signs in as the demo staff member; the manager and the admin also prove the demo authenticator's code (a second factor). */
async function signInWithFactor(role: string) {
  const cookie = await signIn(`http://127.0.0.1:${ports.instances[0]}`, role);
  if (role !== "manager" && role !== "admin") return cookie;
  const code = new TOTP({ secret: Secret.fromBase32(demoTotpKey), period: 30 }).generate();
  const proven = await fetch(`http://127.0.0.1:${ports.instances[0]}/api/session/second-factor`, {
    method: "POST",
    headers: { cookie, origin, "content-type": "application/json" },
    body: JSON.stringify({ method: "totp", code }),
  });
  if (proven.status !== 204) throw new Error(`the manager's second factor: ${proven.status} ${await proven.text()}`);
  return cookie;
}

// ---------------------------------------------------------------- the desks

interface Outcome {
  phase: string;
  role: string;
  kind: "write" | "read";
  tag?: string;
  status: number; // 0: no HTTP answer (connection broken, or the driver's hard stop)
  ms: number;
  inWords: boolean;
}
const outcomes: Outcome[] = [];
const writes: { tag: string; what: "medical" | "interaction" | "promo"; memberId?: number; acknowledged: boolean }[] =
  [];

async function send(instance: number, cookie: string, method: string, path: string, body?: unknown) {
  const started = Date.now();
  try {
    const answer = await fetch(`http://127.0.0.1:${ports.instances[instance]}${path}`, {
      method,
      headers: { cookie, origin, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(hardStopMs),
    });
    const text = await answer.text();
    let inWords = answer.ok;
    if (!answer.ok)
      try {
        const problem = JSON.parse(text) as { detail?: unknown; title?: unknown };
        inWords = typeof (problem.detail ?? problem.title) === "string";
      } catch {
        inWords = false;
      }
    return { status: answer.status, ms: Date.now() - started, inWords };
  } catch {
    return { status: 0, ms: Date.now() - started, inWords: false };
  }
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const medicalMembers = [1001, 1002, 1003, 1004, 1005, 1006, 1007];

/** One desk's next write: its path and body, and what the check looks for afterwards. */
function nextWrite(role: string, desk: number, n: number) {
  const tag = `F${desk}x${n}x${crypto.randomBytes(3).toString("hex")}`;
  if (role === "reception") {
    const memberId = medicalMembers[(desk * 31 + n) % medicalMembers.length];
    return {
      tag,
      what: "medical" as const,
      memberId,
      path: `/api/members/${memberId}/medical-details`,
      body: { medicalConditionTypeId: 1, medicalNote: tag },
    };
  }
  if (role === "sales")
    return {
      tag,
      what: "interaction" as const,
      memberId: 1008,
      path: "/api/prospects/members/1008/interactions",
      body: { interactionSubTypeId: "CALLOUT", details: tag },
    };
  return {
    tag,
    what: "promo" as const,
    path: "/api/configuration/promotion-codes",
    body: {
      code: tag,
      validFrom: day(1),
      validTo: day(30),
      maxUsages: 5,
      active: true,
      autoApply: false,
      discountIds: [1],
    },
  };
}

const reads: Record<string, string[]> = {
  reception: ["/api/members?search=Marsh", "/api/members/1001/medical-details"],
  sales: ["/api/prospects/members/1008/interactions", "/api/members?search=Marsh"],
  manager: ["/api/configuration/promotion-codes", "/api/members/1002/medical-details"],
};

let running = true;
async function desk(role: string, index: number, cookie: string) {
  for (let n = 0; running; n++) {
    const instance = n % 2;
    const write = nextWrite(role, index, n);
    const w = await send(instance, cookie, "POST", write.path, write.body);
    writes.push({
      tag: write.tag,
      what: write.what,
      memberId: write.memberId,
      acknowledged: w.status >= 200 && w.status < 300,
    });
    outcomes.push({ phase, role, kind: "write", tag: write.tag, ...w });
    const r = await send(1 - instance, cookie, "GET", reads[role][n % 2]);
    outcomes.push({ phase, role, kind: "read", ...r });
    await sleep(300);
  }
}

// ---------------------------------------------------------------- downloads, with faults mid-stream

/**
 * A download is whole, refused in words (an error status before the first byte), or broken off (the stream ends with
 * an error: a browser marks the download failed). A 200 whose body reads to its end yet holds less than the whole
 * file is cut short silently: a violation.
 */
type DownloadOutcome = "whole" | "refused" | "broken off" | "cut short";
const downloads: { phase: string; what: string; outcome: DownloadOutcome }[] = [];
/** the demo member with the longest booking history: their data export is many pages */
let heavyMember = 0;
const exportsDownloaded = [
  {
    what: "discount usage (CSV)",
    path: () => "/api/configuration/discount-usage/export?dateFrom=2000-01-01",
    // rows after the header; the last one ends its line
    size: (text: string) => (text.endsWith("\r\n") ? text.split("\r\n").length - 2 : -1),
  },
  {
    what: "a member's data (JSON)",
    path: () => `/api/members/${heavyMember}/data-export`,
    size: (text: string) => {
      try {
        return (JSON.parse(text) as { pastBookings: unknown[] }).pastBookings.length;
      } catch {
        return -1;
      }
    },
  },
];
/** each export's size when downloaded whole while every part was well */
const wholeSize = new Map<string, number>();

async function downloadDesk(cookie: string) {
  for (let n = 0; running; n++) {
    const { what, path, size } = exportsDownloaded[n % exportsDownloaded.length];
    const at = phase;
    let outcome: DownloadOutcome;
    try {
      const answer = await fetch(`http://127.0.0.1:${ports.instances[n % 2]}${path()}`, {
        headers: { cookie },
        signal: AbortSignal.timeout(hardStopMs),
      });
      if (!answer.ok) {
        await answer.arrayBuffer().catch(() => undefined);
        outcome = "refused";
      } else {
        const got = size(await answer.text());
        if (at === "well at start" && got >= 0 && !wholeSize.has(what)) wholeSize.set(what, got);
        outcome = got >= 0 && got === wholeSize.get(what) ? "whole" : "cut short";
      }
    } catch {
      outcome = "broken off"; // the body's stream ended with an error, or no answer
    }
    downloads.push({ phase: at, what, outcome });
    await sleep(500);
  }
}

/**
 * A download cut in the middle on purpose: the admin's data-access audit export (every row, 500 a page, thousands
 * after the desks' writes) starts with PostgreSQL 500 ms away, and once its first bytes have arrived every connection
 * to PostgreSQL is reset. The download must end with an error (a browser marks it failed), never end as if whole.
 */
async function cutMidStream(cookie: string): Promise<string> {
  await control("postgres", { mode: "latency", latencyMs: 500 });
  try {
    const answer = await fetch(`http://127.0.0.1:${ports.instances[0]}/api/staff/data-access/export`, {
      headers: { cookie },
      signal: AbortSignal.timeout(hardStopMs),
    });
    if (!answer.ok || !answer.body) return `refused before its first byte (${answer.status}): try again`;
    const reader = answer.body.getReader();
    let bytes = (await reader.read()).value?.length ?? 0;
    await control("postgres", { mode: "reset" });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return `VIOLATION: ended as if whole after ${bytes} bytes`;
        bytes += value.length;
      }
    } catch {
      return `broken off after ${bytes} bytes`;
    }
  } finally {
    await control("postgres", { mode: "ok" });
  }
}

// ---------------------------------------------------------------- readiness, sampled

const readiness: { phase: string; instance: number; status: number; body: string }[] = [];
async function sampleReadiness() {
  while (running) {
    await Promise.all(
      ports.instances.map(async (port, instance) => {
        try {
          const answer = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(5_000) });
          readiness.push({ phase, instance, status: answer.status, body: await answer.text() });
        } catch {
          readiness.push({ phase, instance, status: 0, body: "no answer in 5 s" });
        }
      }),
    );
    await sleep(1_000);
  }
}

/** What /readyz says when it names a part's trouble. */
const names: Record<Part, (sample: { status: number; body: string }) => boolean> = {
  postgres: (s) => (s.status === 503 && s.body.includes("database")) || s.body.includes("The database dropped"),
  platform: (s) => s.body.includes('"degraded"') && s.body.includes("venue platform"),
  smtp: (s) => s.body.includes('"degraded"') && s.body.includes("mail server"),
};

// ---------------------------------------------------------------- the faults

const faults: Record<Exclude<Fault, "well">, FaultSettings> = {
  // each way: a round trip takes 2 s
  slow: { mode: "latency", latencyMs: 1_000 },
  // mid-stream: within its first 400 bytes (a PostgreSQL greeting or query, an HTTP request, an SMTP conversation)
  dropping: { mode: "ok", resetOneIn: 3, resetAfterBytes: 400 },
  hanging: { mode: "hang" },
};

const clearedAfter: Record<string, number | undefined> = {};

async function runPart(part: Part) {
  for (const fault of ["slow", "dropping", "hanging"] as const) {
    phase = `${part} ${fault}`;
    console.log(`  ${new Date().toISOString().slice(11, 19)} ${phase}`);
    if (fault === "dropping") {
      // connections reset mid-stream: every open one now and every 5 s, and one new connection in three
      // the mail server sees a connection every few seconds only: one in two of those is reset
      const dropping = part === "smtp" ? { ...faults.dropping, resetOneIn: 2 } : faults.dropping;
      for (let at = 0; at < faultMs; at += 5_000) {
        await control(part, { mode: "reset" });
        await control(part, dropping);
        await sleep(Math.min(5_000, faultMs - at));
      }
    } else {
      await control(part, faults[fault]);
      // a hang outlasts the deadline, so a request with no limit of its own shows
      await sleep(fault === "hanging" ? Math.max(faultMs, hangMs) : faultMs);
    }
  }
  phase = `${part} well`;
  console.log(`  ${new Date().toISOString().slice(11, 19)} ${phase}`);
  await control(part, { mode: "ok" });
  const wellAt = Date.now();
  const cleared = async () => {
    const answers = await Promise.all(
      ports.instances.map((port) =>
        fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(5_000) })
          .then(async (a) => `${a.status} ${await a.text()}`)
          .catch(() => "none"),
      ),
    );
    return answers.every((a) => a.startsWith("200") && a.includes('"ok"'));
  };
  while (!(await cleared()) && Date.now() - wellAt < clearMs + 30_000) await sleep(500);
  clearedAfter[part] = (await cleared()) ? Date.now() - wellAt : undefined;
  await sleep(Math.max(0, 10_000 - (Date.now() - wellAt)));
}

// ---------------------------------------------------------------- the last places, raced on two instances

/**
 * The races on the last place, on both instances with the platform 300 ms away each way (a real distance
 * widens the window between an accept's claim and its booking): for each of `rounds` sessions (capacity 3, one
 * booked, three waiting) two places are offered; then at once both members accept (one through B1, one through
 * B2), the first member's link is clicked again through B2 and a desk asks through B2 for another offer. Afterwards:
 * exactly as many booked as places, no open offer on a full session, and every answer the truth. Then two desks book
 * a session's last place at once, one through each instance (one booked, the other told in words), and the offer
 * clocks of both instances sweep one session of tomorrow's together (never more open offers than free places).
 */
async function offerRaces(platformDb: pg.Client, appDb: pg.Client, cookie: string, managerCookie: string, rounds = 5) {
  const problems: string[] = [];
  await control("platform", { mode: "latency", latencyMs: 300 });
  const start = new Date(Date.now() + 2 * 86_400_000);
  const member = async (name: string) =>
    Number(
      (
        await platformDb.query(
          `INSERT INTO members (first_name, last_name, status_id, home_site_id) VALUES ('Race', $1, 'FULL', 'LEEDS') RETURNING id`,
          [name],
        )
      ).rows[0].id,
    );
  const place = (bookingId: number, memberId: number, waiting: boolean) =>
    platformDb.query(
      `INSERT INTO booking_members (booking_id, member_id, start_date_time, booking_ref, waiting, paid, created_on)
       SELECT id, $2, start_date_time, NULL, $3, $4, clock_timestamp() FROM bookings WHERE id = $1`,
      [bookingId, memberId, waiting, !waiting],
    );
  /** a SPIN session at LEEDS starting at `at`, for an hour */
  const session = async (at: Date, capacity: number) =>
    Number(
      (
        await platformDb.query(
          `INSERT INTO bookings (activity_id, site_id, start_date_time, end_date_time, capacity, cancelled)
           VALUES ('SPIN', 'LEEDS', $1, $2, $3, false) RETURNING id`,
          [at.toISOString(), new Date(at.getTime() + 3_600_000).toISOString(), capacity],
        )
      ).rows[0].id,
    );
  const bookedOn = async (bookingId: number) =>
    Number(
      (
        await platformDb.query(`SELECT count(*) AS n FROM booking_members WHERE booking_id = $1 AND NOT waiting`, [
          bookingId,
        ])
      ).rows[0].n,
    );
  const offersPath = (bookingId: number) => `/api/bookings/${bookingId}/offers`;
  const json = async (instance: number, method: string, path: string, body?: unknown, as = cookie) => {
    const answer = await fetch(`http://127.0.0.1:${ports.instances[instance]}${path}`, {
      method,
      headers: { cookie: as, origin, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(60_000),
    });
    return { status: answer.status, body: (await answer.json().catch(() => ({}))) as Record<string, unknown> };
  };
  try {
    for (let round = 0; round < rounds; round++) {
      const bookingId = await session(start, 3);
      await place(bookingId, await member(`Booked${round}`), false);
      for (let i = 0; i < 3; i++) await place(bookingId, await member(`Waiting${round}x${i}`), true);
      const offered = [await json(0, "POST", offersPath(bookingId)), await json(1, "POST", offersPath(bookingId))];
      const offerIds = offered.map((o) => (o.body.offer as { id?: number } | null)?.id);
      if (offerIds.some((id) => id === undefined)) {
        problems.push(`round ${round}: the two places were not offered (${offered.map((o) => o.status).join(", ")})`);
        continue;
      }
      const answers = await Promise.all([
        json(0, "POST", `${offersPath(bookingId)}/${offerIds[0]}`, { outcome: "accepted" }),
        json(1, "POST", `${offersPath(bookingId)}/${offerIds[1]}`, { outcome: "accepted" }),
        sleep(100).then(() => json(1, "POST", `${offersPath(bookingId)}/${offerIds[0]}`, { outcome: "accepted" })),
        sleep(150).then(() => json(1, "POST", offersPath(bookingId))),
      ]);
      const booked = await bookedOn(bookingId);
      const open = Number(
        (
          await appDb.query(
            `SELECT count(*) AS n FROM frontdesk.desk_offers WHERE booking_id = $1 AND outcome IS NULL`,
            [bookingId],
          )
        ).rows[0].n,
      );
      const statuses = answers.map((a) => a.status);
      // both members booked; of the two clicks on one offer, one booked and one was told it was already answered;
      // the desk told there is no place to offer
      const truthful =
        [statuses[0], statuses[2]].sort().join() === "200,409" &&
        statuses[1] === 200 &&
        [400, 409].includes(statuses[3]);
      if (booked !== 3 || open !== 0 || !truthful)
        problems.push(`round ${round}: ${booked} booked of 3, ${open} open offer(s), answers ${statuses.join(", ")}`);
    }

    // Two desks book a session's last place at once, one through each instance: one booked, the other told in words.
    for (let round = 0; round < rounds; round++) {
      const bookingId = await session(start, 1);
      const [first, second] = [await member(`Direct${round}a`), await member(`Direct${round}b`)];
      const answers = await Promise.all([
        json(0, "POST", `/api/bookings/${bookingId}/places/${first}`, {}),
        json(1, "POST", `/api/bookings/${bookingId}/places/${second}`, {}),
      ]);
      const booked = await bookedOn(bookingId);
      const statuses = answers.map((a) => a.status).sort();
      const inWords = answers.every((a) => a.status === 200 || typeof a.body.detail === "string");
      if (booked !== 1 || statuses.join() !== "200,409" || !inWords)
        problems.push(`direct round ${round}: ${booked} booked of 1, answers ${statuses.join(", ")}`);
    }

    // The offer clocks of both instances sweep one session of tomorrow's together (the site offering freed places on
    // its own): two free places, three waiting; never more open offers than free places.
    const settings = await json(
      0,
      "PUT",
      "/api/configuration/sites/LEEDS/settings",
      { holdMinutes: 60, autoOffer: true },
      managerCookie,
    );
    if (settings.status !== 200) problems.push(`the clocks: the site's setting was not saved (${settings.status})`);
    else
      try {
        const tomorrow = new Date(Date.now() + 86_400_000);
        const bookingId = await session(tomorrow, 3);
        await place(bookingId, await member("ClockBooked"), false);
        for (let i = 0; i < 3; i++) await place(bookingId, await member(`ClockWaiting${i}`), true);
        let most = 0;
        let open = 0;
        // the clocks tick every 15 s: two ticks of each
        for (const until = Date.now() + 40_000; Date.now() < until; await sleep(250)) {
          open = Number(
            (
              await appDb.query(
                `SELECT count(*) AS n FROM frontdesk.desk_offers WHERE booking_id = $1 AND outcome IS NULL`,
                [bookingId],
              )
            ).rows[0].n,
          );
          most = Math.max(most, open);
        }
        if (most > 2 || open !== 2)
          problems.push(`the clocks: ${open} open offer(s) at the end, ${most} at most, of 2 places`);
      } finally {
        await json(
          0,
          "PUT",
          "/api/configuration/sites/LEEDS/settings",
          { holdMinutes: 60, autoOffer: false },
          managerCookie,
        );
      }
  } finally {
    await control("platform", { mode: "ok" });
  }
  return problems;
}

// ---------------------------------------------------------------- messages

const messageCount = Number(process.env.FAULT_MESSAGES ?? 60);
const receivedIn: { id: string; phase: string }[] = [];

/** Queues messages straight into the outbox, falling due one every few seconds over the run. */
async function queueMessages(db: pg.Client, everyMs: number) {
  for (let i = 0; i < messageCount; i++)
    await db.query(
      `INSERT INTO frontdesk.outbox_messages (kind, member_id, template_id, recipient, subject, body_html, body_text,
         message_id, caused_by, dedupe_key, next_attempt_at)
       VALUES ('closure notice', 1001, 1, $1, 'Fault check', '<p>Fault check</p>', 'Fault check', $2, 'fault-check', $3,
         now() + make_interval(secs => $4))`,
      [`member${i}@fault.example`, `<fault-${i}@frontdesk.example>`, `fault-check-${i}`, (i * everyMs) / 1000],
    );
}

// ---------------------------------------------------------------- main

async function main() {
  fs.mkdirSync(logDir, { recursive: true });
  process.env.PLATFORM_SIGNING_KEY = crypto.randomBytes(32).toString("base64url");
  const keys = {
    PLATFORM_SIGNING_KEY: process.env.PLATFORM_SIGNING_KEY,
    NEXTAUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    SECRETS_KEY: crypto.randomBytes(32).toString("base64"),
  };
  const sink = await startSmtpSink({ port: ports.smtpTarget });
  // which phase each message arrived in (a message received twice: when)
  setInterval(() => {
    for (const mail of sink.received.slice(receivedIn.length)) receivedIn.push({ id: mail.messageId ?? "", phase });
  }, 200).unref();
  start("proxies", process.execPath, [
    "node_modules/tsx/dist/cli.mjs",
    "scripts/fault-proxy.ts",
    "--control",
    String(ports.control),
    `postgres=${ports.postgres}:127.0.0.1:${pgPort}`,
    `platform=${ports.platform}:127.0.0.1:${ports.platformTarget}`,
    `smtp=${ports.smtp}:127.0.0.1:${ports.smtpTarget}`,
  ]);
  await waitFor("the fault proxies", async () => (await fetch(`http://127.0.0.1:${ports.control}/`)).ok, 60_000);

  console.log("starting the platform (A) and two instances (B1, B2), every connection through a fault proxy");
  await startServer("platform", ports.platformTarget, {
    ...keys,
    DATABASE_URL: proxied("platform"),
    PLATFORM_RESET_DB: "1",
    SEED: "small",
  });
  const integrator = await appIntegrator(`http://127.0.0.1:${ports.platformTarget}/platform`);
  const app = {
    ...keys,
    DATABASE_URL: proxied("frontdesk"),
    SEED: "small",
    NEXTAUTH_URL: origin,
    PLATFORM_BASE_URL: `http://127.0.0.1:${ports.platform}/platform`,
    PLATFORM_CLIENT_ID: integrator.clientId,
    PLATFORM_CLIENT_SECRET: integrator.clientSecret,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    ...Object.fromEntries(
      ["PG_QUERY_TIMEOUT_SECONDS", "PG_CONNECT_TIMEOUT_SECONDS", "SMTP_TIMEOUT_SECONDS"].flatMap((name) =>
        process.env[name] ? [[name, process.env[name]!]] : [],
      ),
    ),
  };
  await startServer("b1", ports.instances[0], { ...app, PLATFORM_RESET_DB: "1" });
  await startServer("b2", ports.instances[1], app);

  const platformDb = new pg.Client({ connectionString: direct("platform") });
  const appDb = new pg.Client({ connectionString: direct("frontdesk") });
  await Promise.all([platformDb.connect(), appDb.connect()]);
  const runMs = 3 * (2 * faultMs + Math.max(faultMs, hangMs) + 20_000);
  await queueMessages(appDb, Math.floor(runMs / messageCount));
  // an idle sender looks again within a minute (a message queued by another process does not wake it): the phases
  // start once it sends, so the mail server's faults meet its traffic
  await sink.waitFor(1, 90_000);
  const startedAt = new Date();

  // two desks a role, each pair on one session (signed in through B1, used on both instances)
  const roles = ["reception", "reception", "sales", "sales", "manager", "manager"];
  const sessions = new Map<string, string>();
  for (const role of new Set(roles)) sessions.set(role, await signInWithFactor(role));
  const cookies = roles.map((role) => sessions.get(role)!);
  phase = "well at start";
  const { fixturesManifest } = await import("../lib/platform/seed");
  heavyMember = (fixturesManifest() as { benchmarks: { heavyHistoryMemberId: number } }).benchmarks
    .heavyHistoryMemberId;
  const desks = [...roles.map((role, i) => desk(role, i, cookies[i])), downloadDesk(sessions.get("manager")!)];
  const sampler = sampleReadiness();
  await sleep(10_000);
  for (const part of ["smtp", "postgres", "platform"] as const) await runPart(part);

  // The desk again, with no restart: a write of each role on each instance succeeds.
  phase = "after";
  running = false;
  await Promise.all([...desks, sampler]);
  const again: string[] = [];
  for (const [i, role] of roles.entries())
    for (const instance of [0, 1]) {
      const write = nextWrite(role, 100 + i, instance);
      const answer = await send(instance, cookies[i], "POST", write.path, write.body);
      writes.push({ tag: write.tag, what: write.what, memberId: write.memberId, acknowledged: answer.status < 300 });
      if (answer.status >= 300) again.push(`${role} on B${instance + 1}: ${answer.status}`);
    }

  // A download cut in the middle; then the desk waits for the database to be well again (its pool reconnects).
  const cutDownload = await cutMidStream(await signInWithFactor("admin"));
  console.log(`the data-access export cut in the middle: ${cutDownload}`);
  await waitFor(
    "/readyz after the cut",
    async () => (await fetch(`http://127.0.0.1:${ports.instances[0]}/readyz`)).ok,
    60_000,
  );

  // The races on the last place, on both instances.
  phase = "races";
  const races = await offerRaces(platformDb, appDb, cookies[0], sessions.get("manager")!);
  console.log(
    `the last place raced on two instances, 5 sessions: ${races.length ? races.join("; ") : "as many booked as places, no open offer on a full session, every answer true"}`,
  );

  // Messages: wait until every one is sent (retries back off 30 s, 1 min, 2 min ...), at most 4 minutes.
  const drainUntil = Date.now() + 240_000;
  let unsent = messageCount;
  while (Date.now() < drainUntil) {
    const { rows } = await appDb.query(
      `SELECT count(*)::int AS n FROM frontdesk.outbox_messages WHERE caused_by = 'fault-check' AND state <> 'sent'`,
    );
    unsent = rows[0].n;
    if (unsent === 0) break;
    await sleep(2_000);
  }
  await sleep(2_000);
  const received = new Map<string, number>();
  for (const mail of sink.received)
    if (mail.messageId?.includes("@frontdesk.example"))
      received.set(mail.messageId, (received.get(mail.messageId) ?? 0) + 1);
  const lostMessages = Array.from({ length: messageCount }, (_, i) => `<fault-${i}@frontdesk.example>`).filter(
    (id) => !received.has(id),
  ).length;
  const twice = [...received.values()].filter((n) => n > 1).length;
  const twiceWhen = [...received.entries()]
    .filter(([, n]) => n > 1)
    .map(
      ([id]) =>
        `${id} (received during ${receivedIn
          .filter((r) => r.id === id)
          .map((r) => r.phase)
          .join(", ")})`,
    );

  // Every write against the database: acknowledged ones there once and whole; the others there whole or not at all.
  const count = async (db: pg.Client, query: string, values: unknown[]) =>
    Number((await db.query(query, values)).rows[0].n);
  let lost = 0;
  let half = 0;
  let doubled = 0;
  let writtenUnacknowledged = 0;
  const auditGaps: string[] = [];
  let auditedUnmade = 0;
  for (const w of writes) {
    let found = 0;
    let whole = true;
    if (w.what === "medical")
      found = await count(platformDb, `SELECT count(*) AS n FROM member_medical_conditions WHERE medical_note = $1`, [
        w.tag,
      ]);
    else if (w.what === "interaction")
      found = await count(platformDb, `SELECT count(*) AS n FROM prospect_interactions WHERE details = $1`, [w.tag]);
    else {
      found = await count(platformDb, `SELECT count(*) AS n FROM promo_codes WHERE code = $1`, [w.tag]);
      const links = await count(
        platformDb,
        `SELECT count(*) AS n FROM promo_code_discounts d JOIN promo_codes c ON c.id = d.promo_code_id WHERE c.code = $1`,
        [w.tag],
      );
      whole = links === found;
    }
    if (found > 1) doubled++;
    if (found > 0 && !whole) half++;
    if (w.acknowledged && found === 0) lost++;
    if (!w.acknowledged && found > 0) writtenUnacknowledged++;
  }
  // The BFF's audit row of each medical write (its own database): as many rows as conditions written, per member.
  for (const memberId of medicalMembers) {
    const tags = writes.filter((w) => w.what === "medical" && w.memberId === memberId).map((w) => w.tag);
    const written = await count(
      platformDb,
      `SELECT count(*) AS n FROM member_medical_conditions WHERE medical_note = ANY($1)`,
      [tags],
    );
    const audited = await count(
      appDb,
      `SELECT count(*) AS n FROM frontdesk.staff_audit WHERE member_id = $1 AND action = 'added a medical condition' AND at >= $2`,
      [memberId, startedAt],
    );
    // a write sent with no answer back is audited as made (lib/bff/route.ts): more rows than writes can be right
    if (audited < written) auditGaps.push(`member ${memberId}: ${written} written, ${audited} audited`);
    auditedUnmade += audited - written;
  }
  await Promise.all([platformDb.end(), appDb.end()]);
  await sink.close();

  // ---------------------------------------------------------------- the table
  const violations: string[] = [];
  const phases = [...new Set(outcomes.map((o) => o.phase))];
  const pct = (values: number[], p: number) => {
    if (values.length === 0) return 0;
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  };
  console.log("\nphase              requests  ok   in words  late/none  p50 ms  p95 ms  max ms  /readyz said");
  for (const p of phases) {
    const of = outcomes.filter((o) => o.phase === p);
    const ok = of.filter((o) => o.status >= 200 && o.status < 300).length;
    const late = of.filter((o) => o.ms > deadlineMs || !o.inWords).length;
    const words = of.filter((o) => !(o.status >= 200 && o.status < 300) && o.inWords && o.ms <= deadlineMs).length;
    const ms = of.map((o) => o.ms);
    const said = [
      ...new Set(
        readiness
          .filter((r) => r.phase === p)
          .map((r) => {
            if (r.status === 0) return "no answer";
            const body = JSON.parse(r.body) as { status: string; reason?: string };
            return `${r.status} ${body.status}${body.reason ? `: ${body.reason.slice(0, 60)}` : ""}`;
          }),
      ),
    ].join(" | ");
    console.log(
      `${p.padEnd(18)} ${String(of.length).padStart(8)} ${String(ok).padStart(4)} ${String(words).padStart(9)} ${String(late).padStart(10)} ${String(pct(ms, 50)).padStart(7)} ${String(pct(ms, 95)).padStart(7)} ${String(Math.max(0, ...ms)).padStart(7)}  ${said}`,
    );
    if (late > 0) {
      const examples = of
        .filter((o) => o.ms > deadlineMs || !o.inWords)
        .slice(0, 3)
        .map((o) => `${o.role} ${o.kind} ${o.status} in ${o.ms} ms`);
      violations.push(`${p}: ${late} request(s) past ${deadlineMs / 1000} s or not in words (${examples.join("; ")})`);
    }
  }
  const proxies = (await (await fetch(`http://127.0.0.1:${ports.control}/`)).json()) as {
    name: string;
    counts: { accepted: number; resets: number };
  }[];
  console.log(
    `the proxies: ${proxies.map((p) => `${p.name} ${p.counts.accepted} connections, ${p.counts.resets} reset`).join("; ")}`,
  );
  for (const part of ["smtp", "postgres", "platform"] as const) {
    for (const fault of ["dropping", "hanging"] as const) {
      const during = readiness.filter((r) => r.phase === `${part} ${fault}`);
      if (during.some(names[part])) continue;
      // nodemailer's pool sends a message again on a fresh connection when its connection closes mid-send: the
      // sender never sees the drop. Nothing to name, if every message still went exactly once.
      const smtpResets = proxies.find((p) => p.name === "smtp")?.counts.resets ?? 0;
      if (part === "smtp" && fault === "dropping" && smtpResets > 0 && unsent + lostMessages + twice === 0) {
        console.log(
          "/readyz did not name the mail server while it dropped connections: nodemailer's pool absorbed them",
        );
        continue;
      }
      violations.push(`/readyz never named ${part} while it was ${fault}`);
    }
    const cleared = clearedAfter[part];
    console.log(
      `/readyz after ${part} was well again: ${cleared === undefined ? "never ok" : `ok on both in ${(cleared / 1000).toFixed(1)} s`}`,
    );
    if (cleared === undefined || cleared > clearMs)
      violations.push(`/readyz did not clear within ${clearMs / 1000} s after ${part}`);
  }
  const acknowledged = writes.filter((w) => w.acknowledged).length;
  console.log(
    `writes: ${writes.length} sent, ${acknowledged} acknowledged; lost ${lost}, half-written ${half}, doubled ${doubled}, written though not acknowledged ${writtenUnacknowledged}`,
  );
  console.log(
    `medical writes without their audit row: ${auditGaps.length ? auditGaps.join("; ") : "none"}; audit rows of writes sent with no answer back and not made: ${auditedUnmade}`,
  );
  console.log(
    `messages: ${messageCount} queued; ${messageCount - unsent} marked sent, ${lostMessages} never received, ${twice} received twice (same Message-ID)`,
  );
  const byPhase = new Map<string, Record<DownloadOutcome, number>>();
  for (const d of downloads) {
    const counts = byPhase.get(d.phase) ?? { whole: 0, refused: 0, "broken off": 0, "cut short": 0 };
    counts[d.outcome]++;
    byPhase.set(d.phase, counts);
  }
  console.log(
    `downloads (discount usage CSV, a member's data JSON: ${[...wholeSize].map(([w, n]) => `${w} ${n} rows`).join(", ")}): ` +
      [...byPhase]
        .map(
          ([p, c]) =>
            `${p}: ${c.whole} whole, ${c.refused} refused, ${c["broken off"]} broken off, ${c["cut short"]} cut short`,
        )
        .join("; "),
  );
  const cut = downloads.filter((d) => d.outcome === "cut short");
  if (cut.length)
    violations.push(
      `${cut.length} download(s) cut short silently: ${cut
        .slice(0, 3)
        .map((d) => `${d.what} in ${d.phase}`)
        .join("; ")}`,
    );
  console.log(`the desk after, no restart: ${again.length ? again.join(", ") : "every role wrote on both instances"}`);
  if (lost) violations.push(`${lost} acknowledged write(s) lost`);
  if (half) violations.push(`${half} write(s) half-written`);
  if (doubled) violations.push(`${doubled} write(s) stored twice`);
  if (auditGaps.length) violations.push(`audit rows differ from medical writes: ${auditGaps.join("; ")}`);
  if (unsent || lostMessages) violations.push(`${Math.max(unsent, lostMessages)} message(s) not delivered`);
  if (twice) violations.push(`${twice} message(s) delivered twice: ${twiceWhen.join("; ")}`);
  if (again.length) violations.push(`the desk did not work again: ${again.join(", ")}`);
  if (races.length) violations.push(`the last place: ${races.join("; ")}`);
  if (cutDownload.startsWith("VIOLATION")) violations.push(`the data-access export: ${cutDownload}`);
  console.log(violations.length ? `\nFAIL\n- ${violations.join("\n- ")}` : "\nok: no violation");
  return violations.length;
}

main()
  .then(
    (violations) => violations,
    (error: Error) => (console.error(error.stack ?? error.message), 2),
  )
  .then((status) => {
    for (const child of children) child.kill("SIGTERM");
    process.exit(status ? 1 : 0);
  });
