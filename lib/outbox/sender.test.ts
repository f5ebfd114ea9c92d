import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { appDatabase } from "@frontdesk/lib/app-db";
import { outboxMessages, staffAudit } from "@frontdesk/lib/app-db/schema";
import { enqueueMessages, eraseMessagesOf, erasedReason, resendMessage, type NewMessage } from "./outbox";
import net from "node:net";
import { degradedReasons } from "@frontdesk/lib/server/degraded";
import { Sender, backoffSeconds, markSentWithinLease, pooledSmtpUrl } from "./sender";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";

// A real SMTP server on localhost; the outbox in the test database (PGlite, or PostgreSQL under with-postgres.sh).
let sink: SmtpSink;
const run = `${Date.now()}`;
let n = 0;

const message = (over: Partial<NewMessage> = {}): NewMessage => ({
  kind: "closure notice",
  language: "en",
  languageFallback: false,
  memberId: 990_000 + (n % 1000),
  templateId: 1,
  recipient: `member${n}@example.test`,
  subject: "Your booking is affected",
  bodyHtml: "<p>Hello <strong>Sam</strong>,</p><p>The pool is closed.</p>",
  causedBy: "manager",
  dedupeKey: `test:${run}:${n++}`,
  ...over,
});

const queue = async (messages: NewMessage[]) =>
  (await appDatabase()).transaction((tx) => enqueueMessages(tx, messages));
const reread = async (ids: number[]) =>
  (await appDatabase()).select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
/** Sends until the queue holds nothing due (other test files' messages included). */
async function drain(sender: Sender) {
  while ((await sender.sendDue()) > 0);
}
const sender = (over: Partial<ConstructorParameters<typeof Sender>[0]> = {}) =>
  new Sender({ smtpUrl: sink.url, from: "Venue <desk@venue.example>", ...over });

beforeAll(async () => {
  await appDatabase();
  sink = await startSmtpSink({
    refuse: (rcpt) => (rcpt.startsWith("unknown") ? 550 : rcpt.startsWith("busy") ? 451 : undefined),
  });
});
afterAll(() => sink.close());

describe("the outbox sender", () => {
  it("delivers a queued message once, as rendered, with its Message-ID, and audits it", async () => {
    const [row] = await queue([message()]);
    expect(row.state).toBe("waiting");
    expect(row.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(row.bodyText).toBe("Hello Sam,\nThe pool is closed.");
    const s = sender();
    await drain(s);
    await s.stop();
    const got = sink.received.filter((m) => m.messageId === row.messageId);
    expect(got).toHaveLength(1);
    expect(got[0].subject).toBe("Your booking is affected");
    expect(got[0].html).toContain("<strong>Sam</strong>");
    expect(got[0].to && "text" in got[0].to ? got[0].to.text : "").toBe(row.recipient);
    const [after] = await reread([row.id]);
    expect(after).toMatchObject({ state: "sent", attempts: 1, lastError: null });
    expect(after.providerResponse).toMatch(/^250/);
    const audit = await (await appDatabase()).select().from(staffAudit).where(eq(staffAudit.memberId, row.memberId));
    expect(audit.some((a) => a.action === "sent a message" && a.staffId === "frontdesk")).toBe(true);
  });

  it("queues one message per cause: the same dedupe key twice queues nothing more", async () => {
    const first = message();
    const [row] = await queue([first]);
    expect(row).toBeDefined();
    expect(await queue([{ ...first, subject: "again" }])).toHaveLength(0);
  });

  it("two senders claiming at once deliver each of 60 messages exactly once", async () => {
    const rows = await queue(Array.from({ length: 60 }, () => message()));
    expect(rows).toHaveLength(60);
    const [a, b] = [sender(), sender()];
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    await Promise.all([a.stop(), b.stop()]);
    const ids = new Set(rows.map((r) => r.messageId));
    const delivered = sink.received.filter((m) => ids.has(m.messageId!));
    expect(delivered).toHaveLength(60);
    expect(new Set(delivered.map((m) => m.messageId)).size).toBe(60);
    expect((await reread(rows.map((r) => r.id))).every((r) => r.state === "sent" && r.attempts === 1)).toBe(true);
  });

  it("fails a message the server refuses for good (5xx), with the server's reason", async () => {
    const [row] = await queue([message({ recipient: "unknown@example.test" })]);
    const s = sender();
    await drain(s);
    await s.stop();
    const [after] = await reread([row.id]);
    expect(after.state).toBe("failed");
    expect(after.lastError).toMatch(/^The mail server refused it: 550 No such mailbox here/);
    const audit = await (await appDatabase()).select().from(staffAudit).where(eq(staffAudit.memberId, row.memberId));
    expect(audit.filter((a) => a.action === "a message failed" && a.staffId === "frontdesk").length).toBeGreaterThan(0);
  });

  it("keeps a message through a temporary refusal and an unreachable server, then delivers it with the same Message-ID", async () => {
    const [busy] = await queue([message({ recipient: "busy@example.test" })]);
    const s = sender();
    await drain(s);
    const [waiting] = await reread([busy.id]);
    expect(waiting.state).toBe("waiting");
    expect(waiting.lastError).toMatch(/^Will try again: 451/);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // the SMTP server down: nothing lost, tried again later
    const [row] = await queue([message()]);
    const down = sender({ smtpUrl: "smtp://127.0.0.1:1" });
    await drain(down);
    const [kept] = await reread([row.id]);
    expect(kept).toMatchObject({ state: "waiting", attempts: 1 });
    expect(kept.lastError).toMatch(/^Will try again: /);
    // down for an hour (seven attempts, backing off to an hour apart): still kept, never failed
    const db = await appDatabase();
    await db
      .update(outboxMessages)
      .set({ createdAt: sql`now() - interval '1 hour'`, attempts: 7, nextAttemptAt: sql`now()` })
      .where(eq(outboxMessages.id, row.id));
    await drain(down);
    await down.stop();
    const [anHourOn] = await reread([row.id]);
    expect(anHourOn).toMatchObject({ state: "waiting", attempts: 8 });
    expect(anHourOn.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    // it returns: once the backoff is over, the same message goes, with the Message-ID it always had
    await (
      await appDatabase()
    )
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outboxMessages.id, row.id));
    await drain(s);
    await s.stop();
    const [sent] = await reread([row.id]);
    expect(sent).toMatchObject({ state: "sent", attempts: 9 });
    expect(sink.received.filter((m) => m.messageId === row.messageId)).toHaveLength(1);
  });

  it("/readyz names the mail server for a while after it did not answer; a refusal of one message is an answer", async () => {
    const named = () => degradedReasons().filter((r) => r.startsWith("The mail server did not answer at"));
    const [busy] = await queue([message({ recipient: "busy@example.test" })]);
    const up = sender();
    await drain(up);
    expect((await reread([busy.id]))[0].lastError).toMatch(/^Will try again: 451/);
    expect(named()).toEqual([]);
    await queue([message()]);
    const down = sender({ smtpUrl: "smtp://127.0.0.1:1" });
    await drain(down);
    expect(named()).toHaveLength(1);
    await down.stop(); // a stopped sender withdraws it
    expect(named()).toEqual([]);
    await up.stop();
  });

  it("gives up on a mail server that takes the connection and never greets within SMTP_TIMEOUT_SECONDS, and tries again later", async () => {
    expect(new URL(pooledSmtpUrl("smtp://mail.example:25", 30)).searchParams.get("socketTimeout")).toBe("30000");
    expect(
      new URL(pooledSmtpUrl("smtp://mail.example:25?greetingTimeout=5000", 30)).searchParams.get("greetingTimeout"),
    ).toBe("5000");
    const held = new Set<net.Socket>();
    const mute = net.createServer((socket) => void held.add(socket.on("error", () => undefined)));
    await new Promise<void>((resolve) => mute.listen(0, "127.0.0.1", resolve));
    try {
      vi.stubEnv("SMTP_TIMEOUT_SECONDS", "0.5");
      const [row] = await queue([message()]);
      const hung = sender({ smtpUrl: `smtp://127.0.0.1:${(mute.address() as net.AddressInfo).port}` });
      const started = Date.now();
      await drain(hung);
      expect(Date.now() - started).toBeLessThan(10_000);
      const [kept] = await reread([row.id]);
      expect(kept).toMatchObject({ state: "waiting", attempts: 1 });
      expect(kept.lastError).toMatch(/^Will try again: .*(timeout|Greeting never received)/i);
      await hung.stop();
      await (
        await appDatabase()
      )
        .update(outboxMessages)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(outboxMessages.id, row.id));
      const s = sender();
      await drain(s);
      await s.stop();
    } finally {
      vi.unstubAllEnvs();
      for (const socket of held) socket.destroy();
      mute.close();
    }
  });

  it("a database that drops the connection as the batch is marked sent: marked once it answers, never sent twice", async () => {
    const [row] = await queue([message()]);
    const db = await appDatabase();
    const dropped = () => new Error("Connection terminated unexpectedly");
    const transaction = vi.spyOn(db, "transaction").mockRejectedValueOnce(dropped()).mockRejectedValueOnce(dropped());
    let calls = 0;
    try {
      await markSentWithinLease(db, [{ message: row, response: "250 queued" }], Date.now(), 10);
      calls = transaction.mock.calls.length;
    } finally {
      transaction.mockRestore();
    }
    expect(calls).toBe(3);
    expect((await reread([row.id]))[0]).toMatchObject({ state: "sent", providerResponse: "250 queued" });
    // past the lease's margin the failure stands (another instance may take the batch up by then)
    const [late] = await queue([message()]);
    const failing = vi.spyOn(db, "transaction").mockRejectedValue(dropped());
    try {
      await expect(
        markSentWithinLease(db, [{ message: late, response: "250" }], Date.now() - 120_000, 10),
      ).rejects.toThrow("Connection terminated");
    } finally {
      failing.mockRestore();
    }
  });

  it("idle, it looks once and sleeps till the next message falls due; a message queued here wakes it at once", async () => {
    const s = sender();
    await drain(s);
    const looks = vi.spyOn(s, "sendDue");
    s.start(10, 60_000); // after a part batch it would look again in 10 ms; idle, it waits
    await new Promise((r) => setTimeout(r, 500));
    expect(looks.mock.calls.length).toBeLessThanOrEqual(2); // polling every 10 ms would be ~50
    const [now, later] = await queue([message(), message()]);
    await (
      await appDatabase()
    )
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`now() + interval '1 second'` })
      .where(eq(outboxMessages.id, later.id));
    s.poke(); // what enqueueing in this process does (pokeSender)
    const stateOf = async (id: number) => (await reread([id]))[0].state;
    await expect.poll(() => stateOf(now.id), { timeout: 2000 }).toBe("sent");
    // the later one is sent when it falls due, not at the 60 s ceiling
    await expect.poll(() => stateOf(later.id), { timeout: 5000 }).toBe("sent");
    await s.stop();
  });

  it("gives up on a temporary failure after a day, with the reason", async () => {
    const [row] = await queue([message({ recipient: "busy@example.test" })]);
    await (
      await appDatabase()
    )
      .update(outboxMessages)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(outboxMessages.id, row.id));
    const s = sender();
    await drain(s);
    await s.stop();
    const [after] = await reread([row.id]);
    expect(after.state).toBe("failed");
    expect(after.lastError).toMatch(/^Not delivered within a day of trying: 451/);
  });

  it("backs off 30 s, 1, 2, 4 minutes ... at most an hour", () => {
    expect([1, 2, 3, 4, 20].map(backoffSeconds)).toEqual([30, 60, 120, 240, 3600]);
  });

  it("fails, never sends, a message whose template was deleted, and resends it when asked", async () => {
    const [row] = await queue([message({ templateId: 424_242 })]);
    const s = sender({
      checkTemplate: async (id) => (id === 424_242 ? "The email template was deleted." : undefined),
    });
    await drain(s);
    await s.stop();
    const [after] = await reread([row.id]);
    expect(after).toMatchObject({ state: "failed", lastError: "The email template was deleted." });
    expect(sink.received.some((m) => m.messageId === row.messageId)).toBe(false);
    const resent = await resendMessage("manager", row.id);
    expect(resent).toMatchObject({ state: "waiting", attempts: 0, lastError: null });
    expect(await resendMessage("manager", row.id)).toBeUndefined(); // only a failed message is resent
  });

  it("an erased member's waiting message is not sent; their sent messages keep only that they were sent", async () => {
    const memberId = 987_654;
    const [sentOne] = await queue([message({ memberId })]);
    const s = sender();
    await drain(s);
    const [waitingOne] = await queue([message({ memberId })]);
    await eraseMessagesOf(memberId);
    await drain(s);
    await s.stop();
    const rows = await reread([sentOne.id, waitingOne.id]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(sentOne.id)).toMatchObject({ state: "sent", recipient: null, subject: null, bodyHtml: null });
    expect(byId.get(waitingOne.id)).toMatchObject({ state: "failed", lastError: erasedReason, recipient: null });
    expect(sink.received.some((m) => m.messageId === waitingOne.messageId)).toBe(false);
  });
});
