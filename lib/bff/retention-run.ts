import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { appDatabase } from "@/lib/app-db";
import { retentionRuns, signInEvents, staffAudit } from "@/lib/app-db/schema";
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
} from "@/lib/contract/retention";
import { callPlatform } from "@/lib/client/call-platform";
import { members, retention } from "@/lib/platform/operations";
import { PlatformFailure, type Caller } from "@/lib/client/transport";
import { recordStaffAudit } from "./audit";
import { BffProblem, problem } from "@/lib/contract/problem";
import { heldAmong, readRules, readSchedule } from "./retention-rules";
import { rowsOf } from "@/lib/platform/db/rows";

/**
 * The retention schedule's dry run and run (issue 33). Every rule reads what is due a keyset page at
 * a time, from a cutoff fixed when the run starts: members through the platform client (so upstream
 * the platform's own reads and erasure do the work), the app's sign-in events and staff audit from
 * its own tables. A run works one member at a time, each the manager's erasure (one platform
 * transaction); its position is saved after each member or batch, so a stopped or killed run resumes
 * without doing anything twice (erased members are no longer listed, and erasure repeated removes
 * nothing more).
 */

/** Platform reads run with the manager's claims (the front-desk gate), as the data-rights erasure does. */
const platformCaller = (staffId: string): Caller => ({ staffId, role: "manager" });

const memberRules: readonly RetentionRuleKind[] = ["lapsedMembers", "prospects"];
const pageSize = 500;
const sampleSize = 10;

export const cutoffOf = (rule: Pick<RetentionRule, "period" | "unit">, now: Date) =>
  shiftByPeriod(now, rule.period, rule.unit, -1);

interface DuePage {
  records: DueRecord[];
  nextAfterId: number | null;
}

/** The app's own time-kept tables a rule deletes from. */
const appTables = { signInEvents, staffAudit } as const;
type AppRule = keyof typeof appTables;
const isAppRule = (kind: RetentionRuleKind): kind is AppRule => kind in appTables;

/** One keyset page of what a rule finds due; members under a legal hold are marked to be kept. */
async function duePage(caller: Caller, kind: RetentionRuleKind, cutoff: Date, afterId: number): Promise<DuePage> {
  if (kind === "lapsedMembers" || kind === "prospects") {
    const page = await callPlatform(caller, retention.listDueMembers, {
      query: { rule: kind, before: cutoff.toISOString(), afterId, limit: pageSize },
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
  if (isAppRule(kind)) {
    const table = appTables[kind];
    const db = await appDatabase();
    const rows = await db
      .select({ id: table.id, at: table.at, ...(kind === "staffAudit" ? { memberId: staffAudit.memberId } : {}) })
      .from(table)
      .where(and(lt(table.at, cutoff), gt(table.id, afterId)))
      .orderBy(asc(table.id))
      .limit(pageSize);
    return {
      records: rows.map((r) => ({
        rule: kind,
        id: r.id,
        memberId: "memberId" in r ? (r.memberId as number) : null,
        at: r.at.toISOString(),
        action: "delete",
      })),
      nextAfterId: rows.length === pageSize ? rows[rows.length - 1].id : null,
    };
  }
  return { records: [], nextAfterId: null }; // sentMessages: no outbox in this build
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

const runnable = (rules: RetentionRule[]) => rules.filter((r) => r.enabled && r.available);

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
      available: rule.available,
      cutoff: cutoff.toISOString(),
      due: 0,
      held: 0,
      sample: [],
      kept: ruleDefaults[rule.kind].kept,
    };
    if (rule.enabled && rule.available) {
      if (isAppRule(rule.kind)) {
        // a count is one index range; the sample is the first page's head
        const table = appTables[rule.kind];
        const db = await appDatabase();
        const [{ n }] = await db.select({ n: count() }).from(table).where(lt(table.at, cutoff));
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

const runOf = (row: RunRow): RetentionRun => ({
  id: row.id,
  trigger: row.trigger as RetentionRun["trigger"],
  startedBy: row.startedBy,
  startedAt: row.startedAt.toISOString(),
  state: row.state as RetentionRun["state"],
  message: row.message,
  finishedAt: row.finishedAt?.toISOString() ?? null,
  rules: row.rules as RunRuleProgress[],
});

export async function listRuns(limit = 20): Promise<RetentionRun[]> {
  const db = await appDatabase();
  const rows = await db.select().from(retentionRuns).orderBy(desc(retentionRuns.id)).limit(limit);
  return rows.map(runOf);
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown };
  return e?.code === "23505" || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

const openRunMessage = "A retention run is already open: stop, resume or close it before starting another.";

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

/** Stop (the worker sees it before its next member), resume, or close a stopped or paused run. */
export async function changeRun(runId: number, action: "stop" | "resume" | "close", staffId: string) {
  const db = await appDatabase();
  const [row] = await db.select().from(retentionRuns).where(eq(retentionRuns.id, runId));
  if (!row) throw new BffProblem(problem(404, "There is no such retention run."));
  const from: Record<typeof action, string[]> = {
    stop: ["running", "paused"],
    resume: ["stopped", "paused"],
    close: ["stopped", "paused"],
  };
  if (!from[action].includes(row.state))
    throw new BffProblem(
      problem(409, row.state === "finished" ? "This run has finished." : `This run cannot be ${action}ped now.`),
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
  if (!changed) throw new BffProblem(problem(409, "The run changed meanwhile; look again."));
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

/** Saves the run's progress only while this instance holds it and it is running. */
async function saveProgress(runId: number, me: string, rules: RunRuleProgress[], finished = false) {
  const db = await appDatabase();
  const [saved] = await db
    .update(retentionRuns)
    .set({
      rules,
      heartbeatAt: new Date(),
      ...(finished ? { state: "finished", finishedAt: new Date(), claimedBy: null } : {}),
    })
    .where(and(eq(retentionRuns.id, runId), eq(retentionRuns.claimedBy, me), eq(retentionRuns.state, "running")))
    .returning({ id: retentionRuns.id });
  if (!saved) throw new ClaimLost();
}

/** The app's own rule: a batch deleted and the position saved in one transaction (exactly once). */
async function deleteAppBatch(run: RunRow, me: string, rules: RunRuleProgress[], rule: RunRuleProgress) {
  const kind = rule.kind as AppRule;
  const table = appTables[kind];
  const db = await appDatabase();
  return db.transaction(async (tx) => {
    const ids = tx
      .select({ id: table.id })
      .from(table)
      .where(lt(table.at, new Date(rule.cutoff)))
      .orderBy(asc(table.id))
      .limit(pageSize);
    const removed = await tx.delete(table).where(inArray(table.id, ids)).returning({ id: table.id });
    rule.count += removed.length;
    if (removed.length < pageSize) rule.done = true;
    const [saved] = await tx
      .update(retentionRuns)
      .set({ rules, heartbeatAt: new Date() })
      .where(and(eq(retentionRuns.id, run.id), eq(retentionRuns.claimedBy, me), eq(retentionRuns.state, "running")))
      .returning({ id: retentionRuns.id });
    if (!saved) throw new ClaimLost(); // rolls the batch back
  });
}

/** Works one claimed run until it finishes, is stopped, loses its claim or the platform fails. */
async function workRun(run: RunRow, me: string) {
  const rules = structuredClone(run.rules as RunRuleProgress[]);
  const caller = platformCaller(run.startedBy);
  for (const rule of rules) {
    while (!rule.done) {
      if (isAppRule(rule.kind)) {
        await deleteAppBatch(run, me, rules, rule);
        continue;
      }
      if (rule.kind === "prospectInteractions") {
        const { removed } = await callPlatform(caller, retention.removeDueInteractions, {
          query: { before: new Date(rule.cutoff).toISOString(), limit: pageSize },
        });
        rule.count += removed;
        if (removed === 0) rule.done = true;
        await saveProgress(run.id, me, rules);
        continue;
      }
      if (!memberRules.includes(rule.kind)) {
        rule.done = true;
        continue;
      }
      const page = await duePage(caller, rule.kind, new Date(rule.cutoff), rule.afterId);
      for (const record of page.records) {
        if (record.action === "keep: legal hold") {
          if (!rule.heldMemberIds.includes(record.id)) rule.heldMemberIds.push(record.id);
        } else {
          await callPlatform(caller, members.eraseMember, { params: { memberId: record.id } }).catch(
            (error: unknown) => {
              if (!(error instanceof PlatformFailure && error.status === 404)) throw error; // gone meanwhile: nothing to do
            },
          );
          await recordStaffAudit({ staffId: run.startedBy, memberId: record.id, action: "erased personal data" });
          rule.count += 1;
        }
        rule.afterId = record.id;
        await saveProgress(run.id, me, rules);
      }
      if (page.nextAfterId === null) {
        rule.done = true;
        await saveProgress(run.id, me, rules);
      }
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

let working: Promise<void> | undefined;

/**
 * Works any run this instance can claim (a new one, one a dead instance left, a paused one whose wait
 * is over). One worker per process; instances agree through the claim.
 */
export function driveRuns(me = instanceId): Promise<void> {
  return (working ??= (async () => {
    try {
      for (let run = await claimRun(me); run; run = await claimRun(me)) {
        try {
          await workRun(run, me);
        } catch (error) {
          if (error instanceof ClaimLost) continue;
          const unreachable = error instanceof PlatformFailure && error.status >= 502 && error.status <= 504;
          if (!unreachable) console.error("[retention] run failed", error);
          await pauseRun(
            run.id,
            me,
            unreachable ? (error as PlatformFailure).bodyText : "the platform answered with an error.",
          );
          return; // paused: the next tick tries again after the wait
        }
      }
    } finally {
      working = undefined;
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

let ticker: NodeJS.Timeout | undefined;

/** Started by the server once its databases are ready: every instance ticks; the database decides who works. */
export function startRetentionWorker(everyMs = 30_000) {
  ticker ??= setInterval(() => {
    retentionTick().catch((error: unknown) => console.error("[retention] tick failed", error));
  }, everyMs);
  ticker.unref();
}
