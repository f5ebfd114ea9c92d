/**
 * Messages to members (issue 29), in-process on in-memory PGlite with a real SMTP server on localhost
 * (smtp-server): 1,000 closure notices queued in one transaction, then delivered by the sender, messages a
 * second from queued to delivered; then 1,000 more with two senders at once: duplicates by Message-ID
 * (goal 0). Baseline in the same run: nodemailer alone sending 200 messages over the same pooled transport
 * (no outbox), the ceiling the sender works under.
 */
import nodemailer from "nodemailer";
import { inProcessPlatform } from "./in-process";
import type { NewMessage } from "../lib/outbox/outbox";
import { startSmtpSink } from "../lib/outbox/smtp-sink";

const count = 1000;

const notices = (run: string): NewMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    kind: "closure notice",
    memberId: 1001 + (i % 50),
    templateId: 7,
    recipient: `member${i}@example.test`,
    subject: "Your booking cannot go ahead",
    bodyHtml: `<p>Hello member ${i},</p><p>We are sorry: the pool is closed when your booking was due.</p>`,
    causedBy: "bench",
    dedupeKey: `bench:${run}:${i}`,
  }));

export async function benchmarkOutbox() {
  await inProcessPlatform();
  // imported after the environment is set (inProcessPlatform), as the platform reads it when first loaded
  const { appDatabase } = await import("../lib/app-db");
  const { enqueueMessages } = await import("../lib/outbox/outbox");
  const { Sender } = await import("../lib/outbox/sender");
  const db = await appDatabase();
  const sink = await startSmtpSink();
  const from = "Venue <desk@venue.example>";

  const direct = nodemailer.createTransport(sink.url, { pool: true, maxConnections: 5 } as never);
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      direct.sendMail({ from, to: `base${i}@example.test`, subject: "baseline", text: "baseline" }),
    ),
  );
  const baseline = 200 / ((performance.now() - t0) / 1000);
  direct.close();
  await sink.waitFor(200);

  const one = new Sender({ smtpUrl: sink.url, from });
  const t1 = performance.now();
  await db.transaction((tx) => enqueueMessages(tx, notices("one")));
  one.start(50);
  await sink.waitFor(200 + count, 600_000);
  const single = count / ((performance.now() - t1) / 1000);
  await one.stop();

  const [a, b] = [new Sender({ smtpUrl: sink.url, from }), new Sender({ smtpUrl: sink.url, from })];
  const t2 = performance.now();
  await db.transaction((tx) => enqueueMessages(tx, notices("two")));
  a.start(50);
  b.start(50);
  await sink.waitFor(200 + 2 * count, 600_000);
  const both = count / ((performance.now() - t2) / 1000);
  await new Promise((r) => setTimeout(r, 1000)); // anything sent twice would arrive by now
  await Promise.all([a.stop(), b.stop()]);
  const ids = sink.received.slice(200 + count).map((m) => m.messageId);
  const duplicates = ids.length - new Set(ids).size;
  await sink.close();

  console.log(`\n== outbox (issue 29): ${count} closure notices, in-process PGlite, local SMTP server`);
  console.log(`baseline  nodemailer alone, 200 messages:        ${baseline.toFixed(0)} messages/s`);
  console.log(`one sender, queued -> delivered:                 ${single.toFixed(0)} messages/s`);
  console.log(`two senders together, queued -> delivered:      ${both.toFixed(0)} messages/s`);
  console.log(`two senders: delivered ${ids.length}, duplicates ${duplicates}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchmarkOutbox().then(() => process.exit(0));
