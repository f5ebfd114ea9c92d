import { AsyncLocalStorage } from "node:async_hooks";
import { currentRequestId } from "@frontdesk/lib/server/request-context";
import { and, asc, between, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { appDatabase } from "@frontdesk/lib/app-db";
import { secretReveals, staffAudit, staffUsers } from "@frontdesk/lib/app-db/schema";
import type { AuditAction, DataAccessPage } from "@frontdesk/lib/contract/staff";
import { auditWindowOf, type AuditedChange } from "./consent-history-view";
import { isDatabaseUnavailable } from "@frontdesk/lib/server/database-outage";
import { failureFields } from "@frontdesk/lib/server/failure-fields";
import { log } from "@frontdesk/lib/server/log";
import { processWide } from "@frontdesk/lib/domain/process-wide";

/** What a staff member did with a member's special-category data (the audit's action column; the list lives in the contract, for the screen's filter). */
export type { AuditAction } from "@frontdesk/lib/contract/staff";

type AuditEntry = { staffId: string; memberId: number; action: AuditAction; requestId?: string; at?: Date };
const waiting: { entry: AuditEntry; resolve: () => void; reject: (error: unknown) => void }[] = [];
let writing = false;

/**
 * Records one audit row in the app's own database (the same in embedded and upstream mode), resolving once it is
 * committed: a read is answered only after its row is safe. One insert is in flight at a time; rows that arrive
 * meanwhile go together in the next (a page's several reads, many desks at once), one round trip and one commit
 * for them all, where each row used to take its own.
 */
export function recordStaffAudit(given: AuditEntry): Promise<void> {
  const entry = { ...given, requestId: given.requestId ?? currentRequestId() };
  const together = auditTogether().getStore();
  if (together) {
    together.push(entry); // written with the page's other rows (auditedTogether)
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    waiting.push({ entry, resolve, reject });
    if (!writing) void writeWaitingRows();
  });
}

/** process-wide: the page's bundle and the route modules' may each hold a copy of this module */
const auditTogether = () => processWide("audit together", () => new AsyncLocalStorage<AuditEntry[]>());

/**
 * Runs a page's first reads (app/(staff)/server-reads.ts) with their audit rows written together once they are all
 * done, one insert where each read took its own round trip. Resolves once the rows are committed, so the page's
 * HTML is never sent before them; rejects (no answer may be shown) if they could not be written.
 */
export async function auditedTogether<T>(reads: () => Promise<T>): Promise<T> {
  const rows: AuditEntry[] = [];
  const answers = await auditTogether().run(rows, reads);
  if (rows.length > 0) await (await appDatabase()).insert(staffAudit).values(rows);
  return answers;
}

async function writeWaitingRows() {
  writing = true;
  while (waiting.length > 0) {
    let batch: typeof waiting = [];
    try {
      const db = await appDatabase(); // first: rows asked for in the same tick (a scan's two) join one insert
      batch = waiting.splice(0, 500);
      await db.insert(staffAudit).values(batch.map((b) => b.entry));
      for (const b of batch) b.resolve();
    } catch (error) {
      if (!batch.length) batch = waiting.splice(0, 500);
      for (const b of batch) b.reject(error);
    }
  }
  writing = false;
}

/**
 * The audit row of a write the platform has already made. Written as any row is (recordStaffAudit), but if the
 * app's database fails just then (dropped, restarting, no answer in time), the write still happened: answering it
 * 503 would have the desk make it twice, and the member's trail would lack it. So the row, with the time of the
 * write, is kept in this process and written once the database answers again (tried every `retryMs`), and the write
 * is answered as made. Reads stay as they are: no answer is shown before its row is written.
 */
export async function recordWriteAudit(
  entry: AuditEntry,
  write: (entry: AuditEntry) => Promise<void> = recordStaffAudit,
  retryMs = 2_000,
): Promise<void> {
  const held = { ...entry, at: entry.at ?? new Date() }; // written later, it keeps the time of the write
  try {
    await write(entry);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.warn({ ...failureFields(error) }, "audit row of a write kept to write again");
    const again = () =>
      write(held).catch((failure: unknown) => {
        if (!isDatabaseUnavailable(failure)) log.error({ ...failureFields(failure) }, "audit row of a write failed");
        setTimeout(again, retryMs).unref();
      });
    setTimeout(again, retryMs).unref();
  }
}

/** A member's audit trail, oldest first. */
export async function staffAuditOf(memberId: number) {
  const db = await appDatabase();
  return db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.memberId, memberId))
    .orderBy(asc(staffAudit.at), asc(staffAudit.id));
}

/** An audit row as the views name it (AuditedChange). */
const namedRow = {
  at: staffAudit.at,
  staffId: staffAudit.staffId,
  staffName: staffUsers.name,
  action: staffAudit.action,
};

/** A member's audit trail with each staff member's name, oldest first (the data export shows it). */
export async function staffAuditNamed(memberId: number) {
  const db = await appDatabase();
  return db
    .select(namedRow)
    .from(staffAudit)
    .leftJoin(staffUsers, eq(staffUsers.id, staffAudit.staffId))
    .where(eq(staffAudit.memberId, memberId))
    .orderBy(asc(staffAudit.at), asc(staffAudit.id));
}

/**
 * A member's audit rows of one action written as platform changes at these instants happened (in each one's
 * auditWindowOf), named: a range of the member's index each, so a record read every day for years costs
 * what its few changes cost, not its whole trail.
 */
export async function staffAuditAround(
  memberId: number,
  action: AuditAction,
  instants: readonly Date[],
): Promise<AuditedChange[]> {
  if (instants.length === 0) return [];
  const db = await appDatabase();
  const near = (t: Date) => {
    const { from, to } = auditWindowOf(t.getTime());
    return between(staffAudit.at, new Date(from), new Date(to));
  };
  return db
    .select(namedRow)
    .from(staffAudit)
    .leftJoin(staffUsers, eq(staffUsers.id, staffAudit.staffId))
    .where(and(eq(staffAudit.memberId, memberId), eq(staffAudit.action, action), or(...instants.map(near))))
    .orderBy(asc(staffAudit.at), asc(staffAudit.id));
}

/** Staff members' names by id, as the staff list knows them (an account that is gone is left out: show its id). */
export async function staffNamesOf(staffIds: readonly string[]): Promise<Record<string, string>> {
  if (staffIds.length === 0) return {};
  const db = await appDatabase();
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(inArray(staffUsers.id, [...new Set(staffIds)]));
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}

/** The data-access audit's filters, as lib/bff reads them (days already turned into instants). */
export interface DataAccessFilter {
  staffId?: string;
  memberId?: number;
  action?: AuditAction;
  /** from this instant on (inclusive) */
  since?: Date;
  /** before this instant (exclusive) */
  until?: Date;
  /** keyset: only rows after this one, newest first ("Show more" and the export's pages) */
  after?: { at: string; id: number };
}

/** One page of the data-access audit: rows newest first, and the position of the next page (null on the last). */
export type { DataAccessPage } from "@frontdesk/lib/contract/staff";

/**
 * Every read and change of special-category data the filter matches, newest first (at, then id),
 * keyset-paged: the indexes on staff_audit (at, id) and (staff | member | action, at, id) serve each
 * filter in this order, so a page costs the same however long the log is. `next` carries the last
 * row's instant to the microsecond, so no row stored in the same millisecond is skipped or repeated.
 */
export async function listDataAccess(filter: DataAccessFilter, limit = 100): Promise<DataAccessPage> {
  const db = await appDatabase();
  const where: SQL[] = [];
  if (filter.staffId) where.push(eq(staffAudit.staffId, filter.staffId));
  if (filter.memberId !== undefined) where.push(eq(staffAudit.memberId, filter.memberId));
  if (filter.action) where.push(eq(staffAudit.action, filter.action));
  if (filter.since) where.push(gte(staffAudit.at, filter.since));
  if (filter.until) where.push(lt(staffAudit.at, filter.until));
  if (filter.after)
    where.push(
      sql`(${staffAudit.at}, ${staffAudit.id}) < (${filter.after.at}::timestamptz, ${filter.after.id}::integer)`,
    );
  const rows = await db
    .select({
      id: staffAudit.id,
      at: staffAudit.at,
      position: sql<string>`to_char(${staffAudit.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      staffId: staffAudit.staffId,
      staffName: staffUsers.name,
      memberId: staffAudit.memberId,
      action: staffAudit.action,
    })
    .from(staffAudit)
    .leftJoin(staffUsers, eq(staffUsers.id, staffAudit.staffId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map(({ position: _position, at, ...row }) => ({ ...row, at: at.toISOString() })),
    next: rows.length > limit && last ? `${last.position}_${last.id}` : null,
  };
}

/** Every row the filter matches, newest first, a page at a time (the CSV export streams them). */
export async function* dataAccessPages(
  filter: Omit<DataAccessFilter, "after">,
  pageSize = 500,
): AsyncGenerator<DataAccessPage["entries"]> {
  let after: DataAccessFilter["after"];
  for (;;) {
    const page = await listDataAccess({ ...filter, after }, pageSize);
    if (page.entries.length > 0) yield page.entries;
    if (!page.next) return;
    const [at, id] = page.next.split("_");
    after = { at: at!, id: Number(id) };
  }
}

export type SecretReveal = typeof secretReveals.$inferSelect;

/** Records that an admin was handed a mobile-app version's secret (reveal or copy). */
export async function recordSecretReveal(entry: Omit<SecretReveal, "id" | "at">) {
  const db = await appDatabase();
  await db.insert(secretReveals).values(entry);
}

/** The latest secret reveals, newest first. */
export async function latestSecretReveals(limit = 200): Promise<SecretReveal[]> {
  const db = await appDatabase();
  return db.select().from(secretReveals).orderBy(desc(secretReveals.at), desc(secretReveals.id)).limit(limit);
}
