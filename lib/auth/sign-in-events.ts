import { and, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import type { AppExecutor } from "@frontdesk/lib/app-db";
import { signInEvents } from "@frontdesk/lib/app-db/schema";
import type { SignInEvent, SignInEventKind } from "@frontdesk/lib/contract/staff";
import { appDatabase } from "@frontdesk/lib/app-db";
import { addCalendarDays, utcDayStart } from "@frontdesk/lib/domain/calendar-days";

interface SignInEventInput {
  kind: SignInEventKind;
  staffId?: string | null;
  username?: string | null;
  actorId?: string | null;
  clientAddress?: string | null;
  detail?: string | null;
}

/** Adds an event to the sign-in audit (inside the caller's transaction when it passes one). */
export async function recordSignInEvent(event: SignInEventInput, executor?: AppExecutor) {
  const db = executor ?? (await appDatabase());
  await db.insert(signInEvents).values({
    kind: event.kind,
    staffId: event.staffId ?? null,
    username: event.username ?? null,
    actorId: event.actorId ?? null,
    clientAddress: event.clientAddress ?? null,
    detail: event.detail ?? null,
  });
}

interface SignInEventFilter {
  staffId?: string;
  kind?: SignInEventKind;
  /** first and last day (UTC), inclusive */
  from?: string;
  to?: string;
  limit?: number;
  /** keyset: only events older than this one (newest first), for paging an export */
  before?: { at: string; id: number };
}

/** The newest events first, filtered by staff member (or what was typed), kind and days. */
export async function listSignInEvents(filter: SignInEventFilter): Promise<SignInEvent[]> {
  const db = await appDatabase();
  const where: SQL[] = [];
  if (filter.staffId) where.push(eq(signInEvents.staffId, filter.staffId.toLowerCase()));
  if (filter.kind) where.push(eq(signInEvents.kind, filter.kind));
  if (filter.from) where.push(gte(signInEvents.at, utcDayStart(filter.from)));
  if (filter.to) where.push(lt(signInEvents.at, utcDayStart(addCalendarDays(filter.to, 1))));
  // to the millisecond (what `at` carries out), so a keyset page never skips an event stored with microseconds
  const atMs = sql`date_trunc('milliseconds', ${signInEvents.at})`;
  if (filter.before) {
    const at = sql`${new Date(filter.before.at).toISOString()}::timestamptz`;
    where.push(or(sql`${atMs} < ${at}`, and(sql`${atMs} = ${at}`, lt(signInEvents.id, filter.before.id)))!);
  }
  const rows = await db
    .select()
    .from(signInEvents)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(atMs), desc(signInEvents.id))
    .limit(filter.limit ?? 200);
  return rows.map((r) => ({ ...r, kind: r.kind as SignInEventKind, at: r.at.toISOString() }));
}

/** Every event the filter matches, newest first, a page at a time (the CSV export streams them). */
export async function* signInEventPages(
  filter: Omit<SignInEventFilter, "limit" | "before">,
  pageSize = 500,
): AsyncGenerator<SignInEvent[]> {
  let before: SignInEventFilter["before"];
  for (;;) {
    const page = await listSignInEvents({ ...filter, limit: pageSize, before });
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    before = { at: last.at, id: last.id };
  }
}
