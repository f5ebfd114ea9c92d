import { said } from "@frontdesk/lib/contract/said";
import { log } from "@frontdesk/lib/server/log";
import { failureFields } from "@frontdesk/lib/server/failure-fields";
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { appDatabase, type AppExecutor } from "@frontdesk/lib/app-db";
import { outboxMessages, retentionRuns, signInEvents, staffAudit } from "@frontdesk/lib/app-db/schema";
import {
  ruleDefaults,
  shiftByPeriod,
  type DryRun,
  type DryRunRule,
  type DueRecord,
  type RetentionRule,
  type RetentionRuleKind,
  type RetentionRun,
  type RunRuleProgress,
} from "@frontdesk/lib/contract/retention";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members, retention } from "@frontdesk/lib/platform/operations";
import { PlatformFailure, type Caller } from "@frontdesk/lib/client/transport";
import { platformOffers } from "@frontdesk/lib/client/extensions";
import { eraseMessagesOf } from "@frontdesk/lib/outbox/outbox";
import { env } from "@frontdesk/lib/server/env";
import { staffNamesOf, type AuditAction } from "./audit";
import { BffProblem, problem } from "@frontdesk/lib/contract/problem";
import { heldAmong, readRules, readSchedule } from "./retention-rules";
import { rowsOf } from "@frontdesk/lib/platform/db/rows";
import { processWide } from "@frontdesk/lib/domain/process-wide";

/**
 * The retention schedule's dry run and run. Every rule reads what is due a keyset page at
 * a time, from a cutoff fixed when the run starts: members through the platform client (so upstream
 * the platform's own reads and erasure do the work), the app's sign-in events, staff audit and sent
 * messages from its own tables. A run erases a page of members a few at a time, each the manager's
 * erasure (one platform transaction, then the member's messages emptied); the page's members are
 * saved as pending before the first is erased and its audit rows, emptied messages and position are
 * one transaction after the last, so a stopped or killed run resumes without doing anything twice
 * (erased members are no longer listed, and a pending one already erased is only finished).
 */

/** Platform reads run with the manager's claims (the front-desk gate), as the data-rights erasure does. */
const platformCaller = (staffId: string): Caller => ({ staffId, role: "manager" });

const memberRules: readonly RetentionRuleKind[] = ["lapsedMembers", "prospects"];
const pageSize = 500;
/**
 * A run's page of members: small enough that its saved position (the claim's heartbeat and the check for
 * Stop) comes every few seconds even on a loaded machine, well inside staleClaimSeconds.
 */
const runPageSize = 100;
const sampleSize = 10;

const cutoffOf = (rule: Pick<RetentionRule, "period" | "unit">, now: Date) =>
  shiftByPeriod(now, rule.period, rule.unit, -1);

interface DuePage {
  records: DueRecord[];
  nextAfterId: number | null;
}

interface AppRule {
  table: PgTable;
  /** a whole-number identity: batches go on from the last one's highest */
  id: PgColumn;
  /** the record's time, compared with the cutoff */
  at: PgColumn;
  memberId?: PgColumn;
  due: (cutoff: Date) => SQL | undefined;
}

/** The app's own time-kept tables a rule deletes from. */
const appRules = {
  signInEvents: { table: signInEvents, id: signInEvents.id, at: signInEvents.at, due: (c) => lt(signInEvents.at, c) },
  staffAudit: {
    table: staffAudit,
    id: staffAudit.id,
    at: staffAudit.at,
    memberId: staffAudit.memberId,
    due: (c) => lt(staffAudit.at, c),
  },
  // Sent or failed before the cutoff; one still waiting is the sender's (a resend dates it anew).
  sentMessages: {
    table: outboxMessages,
    id: outboxMessages.id,
    at: outboxMessages.createdAt,
    memberId: outboxMessages.memberId,
    due: (c) => and(lt(outboxMessages.createdAt, c), ne(outboxMessages.state, "waiting")),
  },
} satisfies Record<string, AppRule>;
type AppRuleKind = keyof typeof appRules;
const isAppRule = (kind: RetentionRuleKind): kind is AppRuleKind => kind in appRules;

/** One keyset page of what a rule finds due; members under a legal hold are marked to be kept. */
async function duePage(
  caller: Caller,
  kind: RetentionRuleKind,
  cutoff: Date,
  afterId: number,
  limit = pageSize,
): Promise<DuePage> {
  if (kind === "lapsedMembers" || kind === "prospects") {
    const page = await callPlatform(caller, retention.listDueMembers, {
      query: { rule: kind, before: cutoff.toISOString(), afterId, limit },
    });
    const held = await heldAmong(page.data.map((m) => m.memberId));
    return {
      records: page.data.map((m) => ({
        rule: kind,
        id: m.memberId,
        memberId: m.memberId,
        at: m.lastActivityOn,
        action: held.has(m.memberId) ? "keep: legal hold" : "anonymise",
      })),
      nextAfterId: page.nextAfterId,
    };
  }
  if (kind === "prospectInteractions") {
    const page = await callPlatform(caller, retention.listDueInteractions, {
      query: { before: cutoff.toISOString(), afterId, limit: pageSize },
    });
    return {
      records: page.data.map((i) => ({
        rule: kind,
        id: i.id,
        memberId: i.memberId,
        at: i.lastActionDate,
        action: "delete",
      })),
      nextAfterId: page.nextAfterId,
    };
  }
  if (kind === "visits") {
    // a venue's platform without the door's extension holds no visits: nothing is due
    if (!(await platformOffers(retention.listDueVisits))) return { records: [], nextAfterId: null };
    const page = await callPlatform(caller, retention.listDueVisits, {
      query: { before: cutoff.toISOString(), afterId, limit: pageSize },
    });
    return {
      records: page.data.map((v) => ({
        rule: kind,
        id: v.id,
        memberId: v.memberId,
        at: v.visitedAt,
        action: "delete",
      })),
      nextAfterId: page.nextAfterId,
    };
  }
  if (isAppRule(kind)) {
    const rule: AppRule = appRules[kind];
    const db = await appDatabase();
    const rows = (await db
      .select({ id: rule.id, at: rule.at, ...(rule.memberId ? { memberId: rule.memberId } : {}) })
      .from(rule.table)
      .where(and(rule.due(cutoff), gt(rule.id, afterId)))
      .orderBy(asc(rule.id))
      .limit(pageSize)) as { id: number; at: Date; memberId?: number }[];
    return {
      records: rows.map((r) => ({
        rule: kind,
        id: r.id,
        memberId: r.memberId ?? null,
        at: r.at.toISOString(),
        action: "delete",
      })),
      nextAfterId: rows.length === pageSize ? rows[rows.length - 1].id : null,
    };
  }
  throw new Error(`no due records for rule ${kind}`);
}

/** Every record a rule finds due, page by page (the dry run's CSV). */
async function* dueRecords(caller: Caller, kind: RetentionRuleKind, cutoff: Date): AsyncGenerator<DueRecord[]> {
  for (let afterId = 0; ;) {
    const page = await duePage(caller, kind, cutoff, afterId);
    if (page.records.length) yield page.records;
    if (page.nextAfterId === null) return;
    afterId = page.nextAfterId;
  }
}

const runnable = (rules: RetentionRule[]) => rules.filter((r) => r.enabled);

/** The dry run: per rule, how many are due, how many held, a sample and what is kept; nothing changes. */
export async function dryRun(staffId: string, now = new Date()): Promise<DryRun> {
  const caller = platformCaller(staffId);
  const rules = await readRules();
  const answers: DryRunRule[] = [];
  for (const rule of rules) {
    const cutoff = cutoffOf(rule, now);
    const answer: DryRunRule = {
      kind: rule.kind,
      enabled: rule.enabled,
      cutoff: cutoff.toISOString(),
      due: 0,
      held: 0,
      sample: [],
      kept: ruleDefaults[rule.kind].kept,
    };
    if (rule.enabled) {
      if (isAppRule(rule.kind)) {
        // a count is one index range; the sample is the first page's head
        const { table, due } = appRules[rule.kind] as AppRule;
        const db = await appDatabase();
        const [{ n }] = await db.select({ n: count() }).from(table).where(due(cutoff));
        answer.due = Number(n);
        answer.sample = (await duePage(caller, rule.kind, cutoff, 0)).records.slice(0, sampleSize);
      } else
        for await (const records of dueRecords(caller, rule.kind, cutoff)) {
          for (const record of records) {
            if (record.action === "keep: legal hold") answer.held += 1;
            else answer.due += 1;
            if (answer.sample.length < sampleSize) answer.sample.push(record);
          }
        }
    }
    answers.push(answer);
  }
  return { at: now.toISOString(), rules: answers };
}

/** Every record the dry run counts, rule by rule (the CSV). */
export async function* dryRunRecords(staffId: string, now = new Date()): AsyncGenerator<DueRecord[]> {
  const caller = platformCaller(staffId);
  for (const rule of runnable(await readRules())) yield* dueRecords(caller, rule.kind, cutoffOf(rule, now));
}

// ---------------------------------------------------------------- runs

type RunRow = typeof retentionRuns.$inferSelect;

const runOf = (row: RunRow, names: Record<string, string> = {}): RetentionRun => ({
  id: row.id,
  trigger: row.trigger as RetentionRun["trigger"],
  startedBy: row.startedBy,
  startedByName: names[row.startedBy] ?? null,
  startedAt: row.startedAt.toISOString(),
  state: row.state as RetentionRun["state"],
  message: row.message,
  finishedAt: row.finishedAt?.toISOString() ?? null,
  rules: row.rules as RunRuleProgress[],
});

export async function listRuns(limit = 20): Promise<RetentionRun[]> {
  const db = await appDatabase();
  const rows = await db.select().from(retentionRuns).orderBy(desc(retentionRuns.id)).limit(limit);
  const names = await staffNamesOf(rows.map((r) => r.startedBy));
  return rows.map((row) => runOf(row, names));
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown };
  return e?.code === "23505" || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

const openRunMessage = "Problems.retention.runOpen";

/**
 * Starts a run with the rules as they are now (each cutoff fixed). Only one run is open at a time: the
 * partial unique index refuses a second however many instances try, so of two starts one runs.
 * A scheduled run names its slot (a day): the unique index lets one instance start it.
 */
export async function startRun(
  startedBy: string,
  trigger: RetentionRun["trigger"] = "manual",
  scheduleSlot?: string,
  now = new Date(),
): Promise<RetentionRun | null> {
  const rules: RunRuleProgress[] = runnable(await readRules()).map((r) => ({
    kind: r.kind,
    cutoff: cutoffOf(r, now).toISOString(),
    afterId: 0,
    done: false,
    count: 0,
    heldMemberIds: [],
    pendingMemberIds: [],
  }));
  const db = await appDatabase();
  try {
    const [row] = await db
      .insert(retentionRuns)
      .values({ trigger, startedBy, startedAt: now, state: "running", rules, scheduleSlot })
      .returning();
    return runOf(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (trigger === "schedule") return null;
    throw new BffProblem(problem(409, openRunMessage));
  }
}

/** Stop (the worker sees it before its next page of members), resume, or close a stopped or paused run. */
export async function changeRun(runId: number, action: "stop" | "resume" | "close", staffId: string) {
  const db = await appDatabase();
  const [row] = await db.select().from(retentionRuns).where(eq(retentionRuns.id, runId));
  if (!row) throw new BffProblem(problem(404, "Problems.retention.noRun"));
  const from: Record<typeof action, string[]> = {
    stop: ["running", "paused"],
    resume: ["stopped", "paused"],
    close: ["stopped", "paused"],
  };
  if (!from[action].includes(row.state))
    throw new BffProblem(
      problem(
        409,
        row.state === "finished"
          ? "Problems.retention.finished"
          : said(`Problems.retention.cannot${action === "stop" ? "Stop" : action === "resume" ? "Resume" : "Close"}`),
      ),
    );
  const at = new Date().toISOString().slice(0, 16).replace("T", " ");
  const set =
    action === "stop"
      ? { state: "stopped", message: `Stopped by ${staffId} at ${at} UTC.`, claimedBy: null }
      : action === "resume"
        ? { state: "running", message: null, claimedBy: null }
        : { state: "finished", message: `Closed before the end by ${staffId} at ${at} UTC.`, finishedAt: new Date() };
  const [changed] = await db
    .update(retentionRuns)
    .set(set)
    .where(and(eq(retentionRuns.id, runId), eq(retentionRuns.state, row.state)))
    .returning();
  if (!changed) throw new BffProblem(problem(409, "Problems.retention.changed"));
  return runOf(changed);
}

/** A claim older than this is an instance that died: another takes the run over. */
const staleClaimSeconds = 60;
/** A paused run (platform unreachable) is tried again after this. */
const pauseSeconds = 60;

const instanceId = `${process.pid}-${randomUUID().slice(0, 8)}`;

/** Claims the open run if no live instance holds it (FOR UPDATE SKIP LOCKED: instances agree). */
async function claimRun(me: string): Promise<RunRow | undefined> {
  const db = await appDatabase();
  const result = await rowsOf<{ id: number }>(
    db,
    sql`
    UPDATE frontdesk.retention_runs SET claimed_by = ${me}, heartbeat_at = now(), state = 'running',
      message = CASE WHEN state = 'paused' THEN NULL ELSE message END
    WHERE id = (SELECT id FROM frontdesk.retention_runs
                WHERE (state = 'running' AND (claimed_by IS NULL OR claimed_by = ${me}
                         OR heartbeat_at < now() - make_interval(secs => ${staleClaimSeconds})))
                   OR (state = 'paused' AND heartbeat_at < now() - make_interval(secs => ${pauseSeconds}))
                ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id`,
  );
  const id = result[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await db.select().from(retentionRuns).where(eq(retentionRuns.id, id));
  return row;
}

/** Lost the claim, or the run was stopped: the worker lets go. */
class ClaimLost extends Error {}
/** The server is shutting down: the page in hand is finished, then the claim is let go for another instance. */
class ShuttingDown extends Error {}

/**
 * The process's one worker: the server's bundle and Next's each hold a copy of this module, so its state is made
 * by processWide (a run started from a route and the server's shutdown see the same worker).
 */
interface RetentionWorker {
  working?: Promise<void>;
  /** when the next erasure (RETENTION_ERASURES_PER_SECOND) and the next batch (RETENTION_BATCHES_PER_SECOND) may start */
  nextTurnAt: { erasure: number; batch: number };
  ticker?: NodeJS.Timeout;
  stopping: boolean;
}
const worker = processWide("retention worker", (): RetentionWorker => ({
  stopping: false,
  nextTurnAt: { erasure: 0, batch: 0 },
}));

/** Saves the run's progress only while this instance holds it and it is running (in `executor`'s transaction). */
async function saveProgress(
  runId: number,
  me: string,
  rules: RunRuleProgress[],
  finished = false,
  executor?: AppExecutor,
) {
  const db = executor ?? (await appDatabase());
  const [saved] = await db
    .update(retentionRuns)
    .set({
      rules,
      heartbeatAt: new Date(),
      ...(finished ? { state: "finished", finishedAt: new Date(), claimedBy: null } : {}),
    })
    .where(and(eq(retentionRuns.id, runId), eq(retentionRuns.claimedBy, me), eq(retentionRuns.state, "running")))
    .returning({ id: retentionRuns.id });
  if (!saved) throw new ClaimLost(); // in a transaction: rolls it back
}

/** The app's own rule: a batch deleted and the position saved in one transaction (exactly once). */
async function deleteAppBatch(run: RunRow, me: string, rules: RunRuleProgress[], rule: RunRuleProgress) {
  const { table, id, due }: AppRule = appRules[rule.kind as AppRuleKind];
  const db = await appDatabase();
  await turn("batch");
  await db.transaction(async (tx) => {
    // from where the last batch stopped: from the first id, each batch would step over every record kept so far
    const ids = tx
      .select({ id })
      .from(table)
      .where(and(due(new Date(rule.cutoff)), gt(id, rule.afterId)))
      .orderBy(asc(id))
      .limit(pageSize);
    const removed = await tx.delete(table).where(inArray(id, ids)).returning({ id });
    rule.count += removed.length;
    rule.afterId = Math.max(rule.afterId, ...removed.map((r) => Number(r.id)));
    if (removed.length < pageSize) rule.done = true;
    await saveProgress(run.id, me, rules, false, tx);
  });
}

/**
 * Runs `task` on each item, `width` at a time. After a failure no new item starts; the first failure
 * is thrown once those started have ended (so none is left half-way when the caller moves on).
 */
async function eachAtOnce<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (failures.length === 0 && next < items.length) {
      const item = items[next++];
      await task(item).catch((error: unknown) => void failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  if (failures.length) throw failures[0];
}

const erasedAction: AuditAction = "erased personal data";

/**
 * Waits for the next erasure's or batch's turn: starts are spaced 1/RETENTION_ERASURES_PER_SECOND (erasures, across
 * lanes) or 1/RETENTION_BATCHES_PER_SECOND (batches of removed records) apart. Left to go flat out, a run on a quiet
 * machine erased 121 members a second and doubled the desk's p95 (bench/retention.ts), and removing 2.7 M visits
 * took the soak's p95 from 107 to 171 ms.
 */
async function turn(kind: "erasure" | "batch") {
  const perSecond = kind === "erasure" ? env().RETENTION_ERASURES_PER_SECOND : env().RETENTION_BATCHES_PER_SECOND;
  const now = Date.now();
  const at = Math.max(now, worker.nextTurnAt[kind]);
  worker.nextTurnAt[kind] = at + 1000 / perSecond;
  if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
}

/**
 * Erases a rule's pending members a few at a time (RETENTION_ERASURES_AT_ONCE, default 2: more is
 * faster and takes more from the desk, bench/retention.ts) and at most RETENTION_ERASURES_PER_SECOND, each through the platform's erasure (one
 * transaction). A run resumed (`resumed`) asks first whether each is erased already: the instance before
 * may have erased it and died before finishing the page. Then the page is finished in one app transaction
 * with whatever was done, even after a failure: the members' messages emptied, their audit rows, the
 * count, and the pending list less those done. Those not done stay pending for the run's next turn.
 */
async function erasePending(
  run: RunRow,
  me: string,
  rules: RunRuleProgress[],
  rule: RunRuleProgress,
  resumed: boolean,
) {
  if (!rule.pendingMemberIds?.length) return; // a page of held members only
  const caller = platformCaller(run.startedBy);
  const erased: number[] = [];
  const settled = new Set<number>();
  const eraseOne = async (memberId: number) => {
    const params = { params: { memberId } };
    try {
      const done = resumed && (await callPlatform(caller, retention.getMemberActivity, params)).erased;
      if (!done) {
        await turn("erasure");
        await callPlatform(caller, members.eraseMember, params);
      }
      erased.push(memberId);
    } catch (error) {
      if (!(error instanceof PlatformFailure && error.status === 404)) throw error; // gone meanwhile: nothing to do
    }
    settled.add(memberId);
  };
  try {
    await eachAtOnce(rule.pendingMemberIds, env().RETENTION_ERASURES_AT_ONCE, eraseOne);
  } finally {
    const db = await appDatabase();
    await db.transaction(async (tx) => {
      await eraseMessagesOf(erased, tx);
      if (erased.length)
        await tx
          .insert(staffAudit)
          .values(erased.map((memberId) => ({ staffId: run.startedBy, memberId, action: erasedAction })));
      rule.count += erased.length;
      rule.pendingMemberIds = (rule.pendingMemberIds ?? []).filter((id) => !settled.has(id));
      await saveProgress(run.id, me, rules, false, tx);
    });
  }
}

/**
 * A member rule's next page: held members listed on the receipt, the others saved as pending with the
 * position past the page (one write, which is also the claim's heartbeat and where Stop is seen).
 */
async function takeMemberPage(run: RunRow, me: string, rules: RunRuleProgress[], rule: RunRuleProgress) {
  const caller = platformCaller(run.startedBy);
  const page = await duePage(caller, rule.kind, new Date(rule.cutoff), rule.afterId, runPageSize);
  for (const record of page.records)
    if (record.action === "keep: legal hold") {
      if (!rule.heldMemberIds.includes(record.id)) rule.heldMemberIds.push(record.id);
    } else (rule.pendingMemberIds ??= []).push(record.id);
  if (page.records.length) rule.afterId = page.records[page.records.length - 1].id;
  if (page.nextAfterId === null) rule.done = true;
  await saveProgress(run.id, me, rules);
}

/**
 * One batch of a platform-kept rule's records removed, from the rule's position on (a platform without the door's
 * extension has no visits).
 */
async function removeDue(caller: Caller, rule: RunRuleProgress & { kind: "prospectInteractions" | "visits" }) {
  const query = { before: rule.cutoff, afterId: rule.afterId, limit: pageSize };
  await turn("batch");
  if (rule.kind === "prospectInteractions") return callPlatform(caller, retention.removeDueInteractions, { query });
  if (!(await platformOffers(retention.removeDueVisits))) return { removed: 0, lastId: null };
  return callPlatform(caller, retention.removeDueVisits, { query });
}

/** Works one claimed run until it finishes, is stopped, loses its claim or the platform fails. */
async function workRun(run: RunRow, me: string) {
  const rules = structuredClone(run.rules as RunRuleProgress[]);
  const caller = platformCaller(run.startedBy);
  for (const rule of rules) {
    // Members left pending by an earlier turn (a killed instance, a pause) are checked before erasing.
    if (rule.pendingMemberIds?.length) await erasePending(run, me, rules, rule, true);
    while (!rule.done) {
      if (worker.stopping) throw new ShuttingDown();
      if (isAppRule(rule.kind)) {
        await deleteAppBatch(run, me, rules, rule);
        continue;
      }
      if (rule.kind === "prospectInteractions" || rule.kind === "visits") {
        const { removed, lastId } = await removeDue(caller, { ...rule, kind: rule.kind });
        rule.count += removed;
        rule.afterId = lastId ?? rule.afterId;
        if (removed === 0) rule.done = true;
        await saveProgress(run.id, me, rules);
        continue;
      }
      if (!memberRules.includes(rule.kind)) throw new Error(`no run for rule ${rule.kind}`);
      await takeMemberPage(run, me, rules, rule);
      await erasePending(run, me, rules, rule, false);
    }
  }
  await saveProgress(run.id, me, rules, true);
}

/** Pauses a run the platform failed for, with the failure in words; the worker tries again later. */
async function pauseRun(runId: number, me: string, message: string) {
  const db = await appDatabase();
  const at = new Date().toISOString().slice(0, 16).replace("T", " ");
  await db
    .update(retentionRuns)
    .set({
      state: "paused",
      message: `Paused at ${at} UTC: ${message} The run carries on by itself when the platform answers.`,
      claimedBy: null,
      heartbeatAt: new Date(),
    })
    .where(and(eq(retentionRuns.id, runId), eq(retentionRuns.claimedBy, me)));
}

/** Gives the claim up at once (a shutdown), so another instance's next tick carries the run on. */
async function letGo(runId: number, me: string) {
  const db = await appDatabase();
  await db
    .update(retentionRuns)
    .set({ claimedBy: null })
    .where(and(eq(retentionRuns.id, runId), eq(retentionRuns.claimedBy, me)));
}

/**
 * Works any run this instance can claim (a new one, one a dead instance left, a paused one whose wait
 * is over). One worker per process; instances agree through the claim.
 */
export function driveRuns(me = instanceId): Promise<void> {
  if (worker.stopping) return Promise.resolve();
  return (worker.working ??= (async () => {
    try {
      for (let run = await claimRun(me); run; run = await claimRun(me)) {
        try {
          await workRun(run, me);
        } catch (error) {
          if (error instanceof ClaimLost) continue;
          if (error instanceof ShuttingDown) return void (await letGo(run.id, me));
          const unreachable = error instanceof PlatformFailure && error.status >= 502 && error.status <= 504;
          if (!unreachable) log.error({ ...failureFields(error) }, "retention run failed");
          await pauseRun(
            run.id,
            me,
            unreachable ? (error as PlatformFailure).bodyText : "the platform answered with an error.",
          );
          return; // paused: the next tick tries again after the wait
        }
      }
    } finally {
      worker.working = undefined;
    }
  })());
}

/** The day's slot when the weekly schedule is due (its weekday, from its hour, UTC), else null. */
export function scheduleSlotAt(schedule: { weekly: boolean; weekday: number; hour: number }, now: Date) {
  if (!schedule.weekly || now.getUTCDay() !== schedule.weekday || now.getUTCHours() < schedule.hour) return null;
  return now.toISOString().slice(0, 10);
}

/** One tick of the server's worker: start the week's scheduled run if it is due, then work. */
export async function retentionTick(now = new Date()) {
  const slot = scheduleSlotAt(await readSchedule(), now);
  if (slot) await startRun("schedule", "schedule", slot, now);
  await driveRuns();
}

/** Started by the server once its databases are ready: every instance ticks; the database decides who works. */
export function startRetentionWorker(everyMs = 30_000) {
  worker.ticker ??= setInterval(() => {
    retentionTick().catch((error: unknown) => log.error({ ...failureFields(error) }, "retention tick failed"));
  }, everyMs);
  worker.ticker.unref();
}

/** On shutdown, before the databases close: no new page is taken, the one in hand is finished and saved. */
export async function stopRetentionWorker() {
  worker.stopping = true;
  clearInterval(worker.ticker);
  worker.ticker = undefined;
  await worker.working;
}
