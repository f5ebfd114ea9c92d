import { log } from "@frontdesk/lib/server/log";
import { failureFields } from "@frontdesk/lib/server/failure-fields";
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { eq, sql } from "drizzle-orm";
import { pgArray } from "@frontdesk/lib/platform/db/bulk";
import { rowsOf } from "@frontdesk/lib/platform/db/rows";
import { appDatabase, type AppDatabase } from "@frontdesk/lib/app-db";
import { outboxMessages, staffAudit } from "@frontdesk/lib/app-db/schema";
import { env } from "@frontdesk/lib/server/env";
import { erasedReason, senderId, type OutboxRow } from "./outbox";
import { reportDegraded, reportFailure } from "@frontdesk/lib/server/degraded";
import { isDatabaseUnavailable } from "@frontdesk/lib/server/database-outage";
import { processWide } from "@frontdesk/lib/domain/process-wide";

/**
 * The sender every instance runs (server.ts): it claims due messages with FOR UPDATE SKIP LOCKED, so
 * instances on one PostgreSQL share the queue without doubles, and sends them over SMTP (nodemailer).
 * Chosen over pg-boss / graphile-worker: they need PostgreSQL's LISTEN and their own schemas, PGlite (the
 * embedded default) serves neither well, and one UPDATE ... SKIP LOCKED over the outbox is the whole claim.
 *
 * A claim is a lease (next_attempt_at moves `leaseSeconds` on), not a held transaction: PGlite has one
 * connection, and a transaction open across SMTP would stall the app. An instance killed mid-batch leaves
 * its batch to be taken again once the lease runs out: no message is lost, and at most that batch is sent
 * twice, with the same Message-ID (so a mail program shows it once).
 */

/** How long one claimed batch may take before another instance takes it up. */
export const leaseSeconds = 120;
/** Temporary failures are retried for this long after the message was queued, then it fails. */
const retryForHours = 24;
const batchSize = 50;

/** Temporary failure n waits 30 s, 1, 2, 4 ... minutes, at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

/** What the template check answers for a template id: undefined if it is fine, else why the message fails. */
type TemplateCheck = (templateId: number) => Promise<string | undefined>;

interface SenderOptions {
  smtpUrl: string;
  from: string;
  /** checks each message's template still exists (lib/outbox/templates.ts) */
  checkTemplate?: TemplateCheck;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/**
 * A refusal that trying again cannot mend: the server's 5xx (mailbox unknown, policy), or an address
 * nodemailer cannot send to at all. Everything else (refused connection, timeout, 4xx) is temporary.
 */
function isPermanent(error: SmtpError): boolean {
  if (error.responseCode !== undefined) return error.responseCode >= 500;
  return error.code === "EENVELOPE";
}

const reasonOf = (error: SmtpError) =>
  (error.response ?? error.message ?? String(error)).replace(/\s+/g, " ").trim().slice(0, 500);

/** Takes up to `limit` due messages for this instance: one statement, rows another instance holds are skipped. */
async function claimDue(db: AppDatabase, limit = batchSize): Promise<OutboxRow[]> {
  return db
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(
      sql`${outboxMessages.id} IN (SELECT id FROM frontdesk.outbox_messages
                   WHERE state = 'waiting' AND next_attempt_at <= now()
                   ORDER BY next_attempt_at, id
                   LIMIT ${limit}
                   FOR UPDATE SKIP LOCKED)`,
    )
    .returning();
}

/** Marks a batch's delivered messages sent, with the server's answers, and audits them: two statements for the lot. */
async function markSent(db: AppDatabase, sent: { message: OutboxRow; response: string }[]) {
  if (sent.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE frontdesk.outbox_messages AS m
         SET state = 'sent', sent_at = now(), provider_response = v.response, last_error = NULL
        FROM unnest(${pgArray(
          sent.map((s) => s.message.id),
          "int",
        )}, ${pgArray(
          sent.map((s) => s.response),
          "text",
        )}) AS v(id, response)
       WHERE m.id = v.id`);
    await tx
      .insert(staffAudit)
      .values(sent.map((s) => ({ staffId: senderId, memberId: s.message.memberId, action: "sent a message" })));
  });
}

/**
 * Marks delivered messages sent, trying again every `retryMs` while the database fails (dropped, restarting, no answer
 * in time), until shortly before the claim's lease runs out: the messages are still this instance's until then, and
 * once marked no one sends them again. Past it another instance may take them up, and the failure stands (they are
 * sent again, with the same Message-IDs). Without the retry, a database that dropped one connection at that moment had
 * the whole batch sent twice.
 */
export async function markSentWithinLease(
  db: AppDatabase,
  sent: { message: OutboxRow; response: string }[],
  claimedAt: number,
  retryMs = 1_000,
) {
  const lastTry = claimedAt + (leaseSeconds - 30) * 1000;
  for (;;) {
    try {
      return await markSent(db, sent);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + retryMs > lastTry) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}

/**
 * SMTP_URL with nodemailer's pool turned on (5 connections, each kept open for up to 100 messages) unless the
 * URL says otherwise: nodemailer reads a URL's options from its query alone (a second argument to createTransport
 * is the messages' defaults), and one connection a message costs a greeting and a handshake each.
 * Its waits, too, unless the URL sets them: SMTP_TIMEOUT_SECONDS (default 30) to connect, for the greeting and for
 * any answer. nodemailer's own (2 minutes, 30 s, 10 minutes) would let a hanging server hold a batch past its
 * lease (`leaseSeconds`), which another instance then sends again.
 */
export function pooledSmtpUrl(smtpUrl: string, timeoutSeconds = env().SMTP_TIMEOUT_SECONDS): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  if (!url.searchParams.has("maxConnections")) url.searchParams.set("maxConnections", "5");
  for (const wait of ["connectionTimeout", "greetingTimeout", "socketTimeout"])
    if (!url.searchParams.has(wait)) url.searchParams.set(wait, String(Math.round(timeoutSeconds * 1000)));
  return url.toString();
}

/** The part /readyz names while the mail server cannot be reached (lib/server/degraded.ts). */
export const mailServerPart = "mail server";

/**
 * No answer from the mail server at all (refused, reset, timed out), as opposed to its refusal of one message (a 4xx or
 * 5xx) or an address nodemailer cannot send to.
 */
const isUnreachable = (error: SmtpError) => error.responseCode === undefined && error.code !== "EENVELOPE";

/** One instance's sender: a pooled SMTP transport and the loop that feeds it. */
export class Sender {
  private readonly transport: Transporter;
  private running = false;
  private poked = false;
  private wake?: () => void;
  private stopped?: Promise<void>;

  constructor(private readonly options: SenderOptions) {
    this.transport = nodemailer.createTransport(pooledSmtpUrl(options.smtpUrl));
  }

  /** Claims and sends one batch; answers how many messages it took. */
  async sendDue(limit = batchSize): Promise<number> {
    const db = await appDatabase();
    const claimedAt = Date.now();
    const batch = await claimDue(db, limit);
    const templates = new Map<number, Promise<string | undefined>>();
    const checkTemplate = (id: number) => {
      if (!this.options.checkTemplate) return Promise.resolve(undefined);
      if (!templates.has(id)) templates.set(id, this.options.checkTemplate(id));
      return templates.get(id)!;
    };
    const sent: { message: OutboxRow; response: string }[] = [];
    await Promise.all(
      batch.map(async (message) => {
        const response = await this.deliver(db, message, checkTemplate);
        if (response !== undefined) sent.push({ message, response });
      }),
    );
    // one write for the batch's deliveries (a crash before it sends at most this batch again, same Message-IDs)
    await markSentWithinLease(db, sent, claimedAt);
    return batch.length;
  }

  /** Sends one message; answers the server's response once delivered, undefined when it failed or waits. */
  private async deliver(
    db: AppDatabase,
    message: OutboxRow,
    checkTemplate: TemplateCheck,
  ): Promise<string | undefined> {
    if (message.erasedAt || !message.recipient) return fail(db, message, erasedReason);
    const templateGone = await checkTemplate(message.templateId).catch(() => undefined);
    if (templateGone) return fail(db, message, templateGone);
    // rendered when queued, so this holds only if a render went wrong: still, a member never receives [[FirstName]]
    const left = /\[\[([^[\]]+?)\]\]/.exec(`${message.subject ?? ""} ${message.bodyHtml ?? ""}`);
    if (left)
      return fail(db, message, `The message still holds [[${left[1]}]], which has no value, so it was not sent.`);
    try {
      const info = await this.transport.sendMail({
        from: this.options.from,
        to: message.recipient,
        subject: message.subject ?? "",
        html: message.bodyHtml ?? "",
        text: message.bodyText ?? "",
        messageId: message.messageId,
      });
      return String(info.response ?? "");
    } catch (error) {
      const smtp = error as SmtpError;
      const reason = reasonOf(smtp);
      if (isUnreachable(smtp)) this.unreachable(reason);
      if (isPermanent(smtp)) return fail(db, message, `The mail server refused it: ${reason}`);
      const expired = Date.now() - message.createdAt.getTime() > retryForHours * 3_600_000;
      if (expired) return fail(db, message, `Not delivered within a day of trying: ${reason}`);
      await db
        .update(outboxMessages)
        .set({
          lastError: `Will try again: ${reason}`,
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(message.attempts)})`,
        })
        .where(eq(outboxMessages.id, message.id));
    }
  }

  /**
   * /readyz says "degraded" and why for a few seconds after the mail server failed to answer (messages wait meanwhile,
   * none lost): a server that resets one connection in three is named as much as one that is down.
   */
  private unreachable(reason: string) {
    reportFailure(
      mailServerPart,
      `The mail server did not answer at ${new Date().toISOString()} (${reason}); messages wait and are tried again.`,
    );
  }

  /**
   * Runs until stop(): a full batch is followed at once by the next; after a part batch it looks again in
   * `idleMs`; with nothing due it sleeps until the next message falls due (a retry's backoff, a dead instance's
   * lease), at most `maxIdleMs`. A message queued in this process wakes it at once (poke); one queued by another
   * instance is that instance's to send, so an idle sender costs two small queries a minute.
   */
  start(idleMs = 1000, maxIdleMs = 60_000) {
    if (this.running) return;
    this.running = true;
    this.stopped = (async () => {
      while (this.running) {
        this.poked = false;
        const taken = await this.sendDue().catch((error: unknown) => {
          log.error({ ...failureFields(error) }, "sender failed");
          return -1;
        });
        if (taken === batchSize || !this.running) continue;
        const waitMs = taken === 0 ? await this.untilNextDue(idleMs, maxIdleMs) : idleMs;
        if (this.poked) continue; // queued while this batch ran: look again now
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    })();
  }

  /** Milliseconds until the next waiting message falls due, within [min, max] (one index read: outbox_messages_due). */
  private async untilNextDue(min: number, max: number): Promise<number> {
    try {
      const db = await appDatabase();
      const [row] = await rowsOf<{ ms: number | null }>(
        db,
        sql`SELECT (extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS ms
              FROM frontdesk.outbox_messages WHERE state = 'waiting'`,
      );
      const ms = row?.ms === null || row?.ms === undefined ? max : Number(row.ms);
      return Math.min(max, Math.max(min, ms));
    } catch {
      return min;
    }
  }

  /** Sends what is due now instead of at the next tick (a message was just queued). */
  poke() {
    this.poked = true;
    this.wake?.();
  }

  async stop() {
    this.running = false;
    this.wake?.();
    await this.stopped;
    this.transport.close();
    reportDegraded(mailServerPart, undefined); // a stopped sender reports nothing
  }
}

/** Fails a message for good, with the reason managers read; answers nothing delivered. */
async function fail(db: AppDatabase, message: OutboxRow, reason: string): Promise<undefined> {
  await db.transaction(async (tx) => {
    await tx
      .update(outboxMessages)
      .set({ state: "failed", lastError: reason })
      .where(eq(outboxMessages.id, message.id));
    await tx.insert(staffAudit).values({ staffId: senderId, memberId: message.memberId, action: "a message failed" });
  });
  return undefined;
}

/** One sender per process, shared by the custom server and Next's bundles (poke after queueing). */
const senderSlot = () => processWide("sender", () => ({ sender: undefined as Sender | undefined }));

/** Whether mail is set up: without SMTP_URL messages are kept unsent, and the screens say so. */
export const mailConfigured = () => env().SMTP_URL !== undefined;

/** Starts this process's sender (server.ts) when SMTP_URL is set; answers it, or undefined. */
export function startSender(checkTemplate?: TemplateCheck): Sender | undefined {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return undefined;
  const slot = senderSlot();
  slot.sender ??= new Sender({ smtpUrl: SMTP_URL, from: MAIL_FROM, checkTemplate });
  slot.sender.start();
  return slot.sender;
}

/** Asks this process's sender (if any) to send what was just queued. */
export const pokeSender = () => senderSlot().sender?.poke();

/** Stops this process's sender, if it runs (the server's shutdown). */
export const stopSender = async () => senderSlot().sender?.stop();
