/**
 * Messages to members with a real SMTP server on localhost (smtp-server, in this process):
 *   (a) 1,000 closure notices queued in one transaction, then delivered by one sender: messages a second
 *       from queued to delivered. Baseline in the same run: nodemailer alone sending 1,000 messages over
 *       the same pooled transport (no outbox, no database), the ceiling the sender works under.
 *   (b) 1,000 more with two sender processes at once: duplicates by Message-ID (goal 0).
 *   (c) 1,000 more with one sender process killed with kill -9 mid-batch, then another taking up its work
 *       once the lease runs out: lost (goal 0), duplicates (at most the batch in flight), and each
 *       duplicate carrying the Message-ID of the first delivery.
 * (b) and (c) need several processes on one database: PostgreSQL (run under scripts/with-postgres.sh);
 * on PGlite (a) runs in this process and the two senders of (b) share it, and (c) is skipped.
 */
import { spawn, type ChildProcess } from "node:child_process";
import nodemailer from "nodemailer";
import { sql } from "drizzle-orm";
import { inProcessPlatform } from "./in-process";
import type { NewMessage } from "../lib/outbox/outbox";
import { startSmtpSink, type SmtpSink } from "../lib/outbox/smtp-sink";

const count = 1000;
const from = "Venue <desk@venue.example>";

const notices = (run: string): NewMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    kind: "closure notice",
    language: "en",
    languageFallback: false,
    memberId: 1001 + (i % 50),
    templateId: 7,
    recipient: `${run}.${i}@example.test`,
    subject: "Your booking cannot go ahead",
    bodyHtml: `<p>Hello member ${i},</p><p>We are sorry: the pool is closed when your booking was due.</p>`,
    causedBy: "bench",
    dedupeKey: `bench:${Date.now()}:${run}:${i}`,
  }));

/** A sender in a process of its own (bench/outbox-sender.ts), once it says it is ready. */
async function senderProcess(smtpUrl: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", "bench/outbox-sender.ts", smtpUrl],
    { env: process.env, stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`sender process exited (${code}) before it was ready`)));
  });
  return child;
}

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

/** What the sink got for one run's recipients: delivered (distinct), duplicates, and duplicates with another Message-ID. */
function tally(sink: SmtpSink, run: string) {
  const byRecipient = new Map<string, Set<string>>();
  let received = 0;
  for (const mail of sink.received) {
    const to = mail.to && "text" in mail.to ? mail.to.text : "";
    if (!to.startsWith(`${run}.`)) continue;
    received++;
    const ids = byRecipient.get(to) ?? new Set<string>();
    ids.add(mail.messageId ?? "");
    byRecipient.set(to, ids);
  }
  return {
    delivered: byRecipient.size,
    duplicates: received - byRecipient.size,
    otherMessageId: [...byRecipient.values()].filter((ids) => ids.size > 1).length,
  };
}

/** Waits until the sink holds `n` distinct messages of a run (or gives up after timeoutMs). */
async function deliveredAll(sink: SmtpSink, run: string, n: number, timeoutMs = 600_000) {
  const start = Date.now();
  while (tally(sink, run).delivered < n && Date.now() - start < timeoutMs) await new Promise((r) => setTimeout(r, 25));
}

export async function benchmarkOutbox() {
  const onPostgres = process.env.DATABASE_URL?.startsWith("postgres") ?? false;
  if (onPostgres) {
    process.env.SEED = "none";
    process.env.LOG_LEVEL = "warn";
    process.env.PLATFORM_SIGNING_KEY ??= "bench-signing-key";
    process.env.NEXTAUTH_SECRET ??= "bench-nextauth-secret-bench-nextauth-secret";
    process.env.SECRETS_KEY ??= "YmVuY2gtc2VjcmV0cy1rZXktbm90LXNlY3JldCEhISE="; // 32 bytes, not secret
  } else await inProcessPlatform();
  // imported after the environment is set, as the platform reads it when first loaded
  const { appDatabase } = await import("../lib/app-db");
  const { enqueueMessages } = await import("../lib/outbox/outbox");
  const { Sender, leaseSeconds, pooledSmtpUrl } = await import("../lib/outbox/sender");
  const db = await appDatabase();
  const sink = await startSmtpSink();
  const queue = (run: string) => db.transaction((tx) => enqueueMessages(tx, notices(run)));

  // baseline: nodemailer alone, the same number of messages, the same pooled transport
  const direct = nodemailer.createTransport(pooledSmtpUrl(sink.url));
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      direct.sendMail({ from, to: `base.${i}@example.test`, subject: "baseline", text: "baseline" }),
    ),
  );
  const baseline = count / ((performance.now() - t0) / 1000);
  direct.close();
  const ratio = (value: number) => `${value.toFixed(0)} messages/s (${(value / baseline).toFixed(2)}x baseline)`;
  const where = onPostgres ? "PostgreSQL, sender processes" : "in-process PGlite";
  console.log(`\n== outbox: ${count} closure notices, ${where}, local SMTP server`);
  console.log(`baseline  nodemailer alone, ${count} messages:      ${baseline.toFixed(0)} messages/s`);

  // (a) one sender
  let single: number;
  if (onPostgres) {
    const one = await senderProcess(sink.url);
    const t1 = performance.now();
    await queue("one");
    await deliveredAll(sink, "one", count);
    single = count / ((performance.now() - t1) / 1000);
    await stopProcess(one);
  } else {
    const one = new Sender({ smtpUrl: sink.url, from });
    const t1 = performance.now();
    await queue("one");
    one.start(20, 20);
    await deliveredAll(sink, "one", count);
    single = count / ((performance.now() - t1) / 1000);
    await one.stop();
  }
  console.log(`(a) one sender, queued -> delivered:            ${ratio(single)}`);

  // (b) two senders together
  const pair = onPostgres
    ? await Promise.all([senderProcess(sink.url), senderProcess(sink.url)])
    : [new Sender({ smtpUrl: sink.url, from }), new Sender({ smtpUrl: sink.url, from })];
  const t2 = performance.now();
  await queue("two");
  for (const s of pair) if (s instanceof Sender) s.start(20, 20);
  await deliveredAll(sink, "two", count);
  const both = count / ((performance.now() - t2) / 1000);
  await new Promise((r) => setTimeout(r, 1000)); // anything sent twice would arrive by now
  await Promise.all(pair.map((s) => (s instanceof Sender ? s.stop() : stopProcess(s))));
  const two = tally(sink, "two");
  console.log(`(b) two senders together, queued -> delivered:  ${ratio(both)}`);
  console.log(`(b) two senders: delivered ${two.delivered} of ${count}, duplicates ${two.duplicates}`);

  // (c) a sender killed with kill -9 mid-batch
  let killed: string;
  if (onPostgres) {
    const victim = await senderProcess(sink.url);
    await queue("kill");
    while (tally(sink, "kill").delivered < 120) await new Promise((r) => setTimeout(r, 5));
    victim.kill("SIGKILL");
    await new Promise((r) => victim.once("exit", r));
    const atKill = tally(sink, "kill").delivered;
    // what the dead sender had claimed waits for its lease to run out; the bench moves that time on
    const inFlight = await db.execute(sql`
      UPDATE frontdesk.outbox_messages SET next_attempt_at = now()
       WHERE state = 'waiting' AND attempts > 0 AND next_attempt_at > now() AND recipient LIKE 'kill.%'
      RETURNING id`);
    const claimed = (inFlight as unknown as { rows: unknown[] }).rows.length;
    const heir = await senderProcess(sink.url);
    await deliveredAll(sink, "kill", count, 120_000);
    await new Promise((r) => setTimeout(r, 1000));
    await stopProcess(heir);
    const after = tally(sink, "kill");
    killed =
      `killed after ${atKill} delivered, ${claimed} claimed and unfinished (lease ${leaseSeconds} s skipped): ` +
      `lost ${count - after.delivered}, duplicates ${after.duplicates} (batch in flight at most 50), ` +
      `duplicates with another Message-ID ${after.otherMessageId}`;
  } else killed = "skipped (needs PostgreSQL: bash scripts/with-postgres.sh npm run bench -- outbox)";
  await sink.close();

  console.log(`(c) kill -9 mid-batch: ${killed}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchmarkOutbox().then(() => process.exit(0));
