import "server-only";
import crypto from "node:crypto";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { AppExecutor } from "@frontdesk/lib/app-db";
import { appDatabase } from "@frontdesk/lib/app-db";
import { outboxMessages, staffAudit } from "@frontdesk/lib/app-db/schema";
import { env } from "@frontdesk/lib/server/env";
import type { OutboxMessage } from "@frontdesk/lib/contract/messages";
import type { MessageKind } from "@frontdesk/lib/domain/messages";
import { isLocale, type Locale } from "@frontdesk/lib/contract/locales";
import { eraseLanguageOf } from "./member-language";

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Who the sender's own work is recorded under (the audit and `caused_by`). */
export const senderId = "frontdesk";

/** One message to queue: rendered already (lib/outbox/render.ts), so the member gets what was checked. */
export interface NewMessage {
  kind: MessageKind;
  memberId: number;
  templateId: number;
  recipient: string;
  subject: string;
  bodyHtml: string;
  causedBy: string;
  /** one cause, one message: a second request with the same key queues nothing */
  dedupeKey: string;
  bookingId?: number;
  offerId?: number;
  /** the language it is written in, and whether that is not the member's own (the venue has no template in it) */
  language: Locale;
  languageFallback: boolean;
}

/** The domain of MAIL_FROM, for Message-IDs (`<id@domain>`, RFC 5322 §3.6.4). */
const mailDomain = () => /@([^>\s]+)>?\s*$/.exec(env().MAIL_FROM)?.[1] ?? "localhost";

/** The plain-text part of a message: the HTML's text, paragraphs on lines of their own. */
function textOfHtml(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/h\d|\/li|\/tr)\b[^>]*>/gi, "\n")
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, "$2 ($1)")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&mdash;/g, "—")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Queues messages in the caller's transaction (the change that causes them commits with them, or neither
 * does). Each gets its Message-ID now, kept for every attempt. Answers the rows queued; a dedupe key
 * already queued adds nothing.
 */
export async function enqueueMessages(tx: AppExecutor, messages: NewMessage[]): Promise<OutboxRow[]> {
  if (messages.length === 0) return [];
  return tx
    .insert(outboxMessages)
    .values(
      messages.map((m) => ({
        ...m,
        bodyText: textOfHtml(m.bodyHtml),
        messageId: `<${crypto.randomUUID()}@${mailDomain()}>`,
      })),
    )
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning();
}

/** A failed message goes back to the queue (a manager's resend): the same Message-ID, attempts counted afresh. */
export async function resendMessage(staffId: string, id: number): Promise<OutboxRow | undefined> {
  const db = await appDatabase();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(outboxMessages)
      .set({
        state: "waiting",
        attempts: 0,
        nextAttemptAt: sql`now()`,
        createdAt: sql`now()`,
        lastError: null,
      })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.state, "failed"), sql`erased_at IS NULL`))
      .returning();
    if (row) await tx.insert(staffAudit).values({ staffId, memberId: row.memberId, action: "resent a message" });
    return row;
  });
}

/** A member's messages, newest first (their overview, the data export). */
export async function messagesOf(memberId: number, limit = 1000): Promise<OutboxRow[]> {
  const db = await appDatabase();
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.memberId, memberId))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}

/** The managers' list: newest first, optionally one state, keyset-paged by id. */
export async function listMessages(filter: { state?: string; before?: number }, limit = 50): Promise<OutboxRow[]> {
  const db = await appDatabase();
  return db
    .select()
    .from(outboxMessages)
    .where(
      and(
        filter.state ? eq(outboxMessages.state, filter.state) : undefined,
        filter.before ? lt(outboxMessages.id, filter.before) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}

/** The messages about these sessions (a closure's call list), newest first. */
export async function messagesAbout(bookingIds: number[]): Promise<OutboxRow[]> {
  if (bookingIds.length === 0) return [];
  const db = await appDatabase();
  return db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.bookingId, bookingIds))
    .orderBy(desc(outboxMessages.id));
}

export const erasedReason = "The member's personal data was erased, so this message was not sent.";

/**
 * Erasure (docs/data-protection.md, "Member data rights"): a member's messages lose recipient, subject and body; that a
 * message was sent (kind, when, state) stays, and their language of correspondence is deleted. A message still waiting fails, never to be sent. Several
 * members at once and in the caller's transaction for the retention run (lib/bff/retention-run.ts).
 */
export async function eraseMessagesOf(memberId: number | readonly number[], executor?: AppExecutor) {
  const memberIds = typeof memberId === "number" ? [memberId] : memberId;
  if (memberIds.length === 0) return;
  const db = executor ?? (await appDatabase());
  await eraseLanguageOf(memberIds, db);
  await db
    .update(outboxMessages)
    .set({
      recipient: null,
      subject: null,
      bodyHtml: null,
      bodyText: null,
      erasedAt: sql`now()`,
      state: sql`CASE WHEN state = 'waiting' THEN 'failed' ELSE state END`,
      lastError: sql`CASE WHEN state = 'waiting' THEN ${erasedReason} ELSE last_error END`,
    })
    .where(inArray(outboxMessages.memberId, memberIds));
}

/** An outbox row as staff read it (lib/contract/messages.ts). */
export const messageView = (r: OutboxRow): OutboxMessage => ({
  id: r.id,
  kind: r.kind,
  memberId: r.memberId,
  templateId: r.templateId,
  recipient: r.recipient,
  subject: r.subject,
  bodyText: r.bodyText,
  state: r.state as OutboxMessage["state"],
  attempts: r.attempts,
  lastError: r.lastError,
  causedBy: r.causedBy,
  bookingId: r.bookingId,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  erased: r.erasedAt !== null,
  language: isLocale(r.language) ? r.language : "en",
  languageFallback: r.languageFallback,
});
