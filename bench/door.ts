/**
 * `npm run bench -- door`: the door at a million members on PostgreSQL, through two instances. The database gains a
 * card per member and 10 million visits over three years (once; a database that has them is left as it is), and a
 * busy day at LEEDS: 3,000 visits today.
 *   - a scan: one request, as the door screen makes it (POST /api/door/entries: the card's member, their door check
 *     beside the visit); `BENCH_DESKS` desks (default 100) each scanning every 2 s at HARROGATE or OTLEY,
 *     alternating between the instances;
 *   - a visit appearing on another desk: a probe desk scans at a quiet site through the first instance while a
 *     screen on the second listens (Server-Sent Events) and reads who is in again: from the scan sent to the visit
 *     on the other screen;
 *   - "who is in" for LEEDS's busy day: serial before the load, and read by the desks during it.
 * Goals: scan p95 at most 100 ms with 100 desks; a visit on another desk p95 at most 1 s; who is in p95 at most 50 ms.
 *   BENCH_SCALE_URL (postgres://... with `seed --scale 1`), BENCH_DOOR_SECONDS (default 300), BENCH_DESKS (default
 *   100), BENCH_PORT (default 4411)
 */
import crypto from "node:crypto";
import os from "node:os";
import pg from "pg";
import { scaleIds } from "../lib/platform/seed/scale-sql";
import { whoIsInPage } from "../components/visits/visit-keys";
import { staffCookies } from "./pages";
import { rssMb } from "./scale";
import { ms, percentile, sleep, startScaleInstances, type Instance } from "./soak";

const seconds = Number(process.env.BENCH_DOOR_SECONDS ?? 300);
const deskCount = Number(process.env.BENCH_DESKS ?? 100);
const pauseMs = 2000;
const busySite = "LEEDS";
const scanSites = ["HARROGATE", "OTLEY"];
const probeSite = "OTLEY";

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${sorted.length} · p50 ${ms(percentile(sorted, 0.5))} ms · p95 ${ms(percentile(sorted, 0.95))} ms · p99 ${ms(percentile(sorted, 0.99))} ms`;
};
const today = () => new Date().toISOString().slice(0, 10);

/** A card per member and 10 million visits over three years, then LEEDS's busy day; analysed. */
async function prepare(db: pg.Client) {
  const cards = Number((await db.query(`SELECT count(*) AS n FROM member_cards`)).rows[0].n);
  if (cards < 1_000_000) {
    console.log("door bench: a card per member ...");
    await db.query(`INSERT INTO member_cards (card_number, member_id)
      SELECT 'S' || id, id FROM members m WHERE NOT EXISTS (SELECT 1 FROM member_cards c WHERE c.member_id = m.id AND c.replaced_at IS NULL)`);
  }
  const visits = Number((await db.query(`SELECT count(*) AS n FROM visits`)).rows[0].n);
  // (a retention run erases members and their visits: a few short of 10 million is the same data)
  if (visits < 9_000_000) {
    console.log("door bench: 10 million visits over three years ...");
    await db.query(`INSERT INTO visits (member_id, site_id, visited_at, method, let_in_by)
      SELECT ${scaleIds.member} + (g::bigint * 7919) % 1000000, (ARRAY['LEEDS','HARROGATE','OTLEY'])[1 + g % 3],
             now() - interval '1 day' - (g % 1095) * interval '1 day' - (g % 50400) * interval '1 second', 'scan', 'bench'
        FROM generate_series(1, 10000000) AS g`);
  }
  const busy = Number(
    (
      await db.query(`SELECT count(*) AS n FROM visits WHERE site_id = $1 AND visited_at >= date_trunc('day', now())`, [
        busySite,
      ])
    ).rows[0].n,
  );
  if (busy < 3000)
    await db.query(
      `INSERT INTO visits (member_id, site_id, visited_at, method, let_in_by)
       SELECT ${scaleIds.member} + g * 331, $1, date_trunc('day', now()) + (now() - date_trunc('day', now())) * g / 3001.0, 'scan', 'bench'
         FROM generate_series(1, $2::int) AS g`,
      [busySite, 3000 - busy],
    );
  await db.query("ANALYZE member_cards; ANALYZE visits");
}

export async function benchmarkDoor() {
  const url = process.env.BENCH_SCALE_URL ?? process.env.DATABASE_URL ?? "";
  if (!url.startsWith("postgres"))
    throw new Error(
      "bench door needs BENCH_SCALE_URL (or DATABASE_URL) = a PostgreSQL database with seed --scale data",
    );
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await prepare(db);
  const port = Number(process.env.BENCH_PORT ?? 4411);
  const instances: Instance[] = await startScaleInstances(url, port);
  const origin = instances[0].base;
  const controller = new AbortController();
  try {
    const { reception } = await staffCookies(origin);
    const headers = { cookie: reception, origin };
    const get = async (base: string, path: string) => {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      const body = response.ok ? await response.json() : await response.text();
      return { ok: response.ok, status: response.status, body, took: performance.now() - started };
    };
    // who is in as the door screen reads it (its first page), and the whole day (as the CSV reads it)
    const whoIsIn = `/api/visits?siteId=${busySite}&date=${today()}&limit=${whoIsInPage}`;
    const wholeDay = `/api/visits?siteId=${busySite}&date=${today()}`;
    const listed = await get(origin, whoIsIn);
    const busyCount = (listed.body as { matching: number }).matching;

    // who is in, serial, before the load
    const quiet: number[] = [];
    for (let i = 0; i < 53; i++) {
      const answer = await get(instances[i % 2].base, whoIsIn);
      if (i >= 3) quiet.push(answer.took);
    }
    const quietWhole: number[] = [];
    for (let i = 0; i < 23; i++) {
      const answer = await get(instances[i % 2].base, wholeDay);
      if (i >= 3) quietWhole.push(answer.took);
    }

    // a scan as the door screen makes it: one request, the card's member with their door check beside the visit
    const scans: number[] = [];
    const refused: Record<string, number> = {};
    let errors = 0;
    const scan = async (base: string, siteId: string) => {
      const memberId = scaleIds.member + crypto.randomInt(1_000_000);
      const started = performance.now();
      const entry = await fetch(`${base}/api/door/entries`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ siteId, method: "scan", cardNumber: `S${memberId}` }),
      });
      const answer = (await entry.json()) as { check?: unknown };
      const took = performance.now() - started;
      if (entry.status >= 500 || entry.status === 404 || (entry.ok && !answer.check)) errors++;
      else if (!entry.ok) refused[entry.status] = (refused[entry.status] ?? 0) + 1;
      scans.push(took);
    };

    // the other desk: a screen on the second instance listening to the probe site, reading who is in on each change
    const seen: number[] = [];
    let waitingFor: { sent: number; resolve: () => void } | undefined;
    const stream = await fetch(
      `${instances[1].base}/api/live?topic=${encodeURIComponent(`visits:site:${probeSite}`)}`,
      {
        headers,
        signal: controller.signal,
      },
    );
    if (!stream.ok || !stream.body) throw new Error(`the live stream: ${stream.status}`);
    void (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of stream.body!) {
        if (!decoder.decode(chunk as Uint8Array).includes("event: change") || !waitingFor) continue;
        const waiter = waitingFor;
        await get(instances[1].base, `/api/visits?siteId=${probeSite}&date=${today()}&limit=${whoIsInPage}`);
        seen.push(performance.now() - waiter.sent);
        waiter.resolve();
      }
    })().catch(() => {});

    const loadAtStart = os.loadavg()[0];
    const rssAtStart = instances.map((i) => rssMb(i.child));
    const until = Date.now() + seconds * 1000;
    const busyReads: number[] = [];
    let missed = 0;
    await Promise.all([
      ...Array.from({ length: deskCount }, async (_, i) => {
        await sleep((i * pauseMs) / deskCount);
        for (let n = 0; Date.now() < until; n++) {
          const base = instances[(i + n) % 2].base;
          // one desk in ten also watches LEEDS's who is in between scans
          if (i % 10 === 0 && n % 2 === 1) busyReads.push((await get(base, whoIsIn)).took);
          else await scan(base, scanSites[i % scanSites.length]);
          await sleep(pauseMs * (0.75 + Math.random() / 2));
        }
      }),
      (async () => {
        while (Date.now() < until) {
          const arrived = new Promise<void>((resolve) => (waitingFor = { sent: performance.now(), resolve }));
          await scan(instances[0].base, probeSite);
          const timedOut = await Promise.race([arrived.then(() => false), sleep(5000).then(() => true)]);
          if (timedOut) missed++;
          waitingFor = undefined;
          await sleep(pauseMs);
        }
      })(),
    ]);
    const rssAtEnd = instances.map((i) => rssMb(i.child));
    console.log(
      `\nthe door at ${(await db.query(`SELECT count(*) AS n FROM members`)).rows[0].n} members and ` +
        `${(await db.query(`SELECT count(*) AS n FROM visits`)).rows[0].n} visits; two instances; load average ` +
        `${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end\n`,
    );
    console.log(`| what | count · p50 · p95 · p99 |\n|---|---|`);
    console.log(
      `| who is in, ${busySite}'s day (${busyCount} visits, the first ${whoIsInPage} as the screen shows them), serial, no load | ${summary(quiet)} |`,
    );
    console.log(`| the whole day (the CSV's read), serial, no load | ${summary(quietWhole)} |`);
    console.log(`| a scan (one request: card, door check + visit), ${deskCount} desks every 2 s | ${summary(scans)} |`);
    console.log(`| who is in, ${busySite}'s day, during the scans | ${summary(busyReads)} |`);
    console.log(
      `| a visit on another desk (scan sent on one instance to who is in read again on the other) | ${summary(seen)} |`,
    );
    console.log(
      `\n${errors} errors; refused at the door (in words): ${JSON.stringify(refused)}; ${missed} probe visits not seen within 5 s; ` +
        `RSS MB ${rssAtStart.map((r) => r.toFixed(0)).join(" / ")} at the start, ${rssAtEnd.map((r) => r.toFixed(0)).join(" / ")} at the end`,
    );
  } finally {
    controller.abort();
    for (const i of instances) i.child.kill();
    await db.end();
  }
}
