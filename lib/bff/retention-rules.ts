import { desc, eq, inArray } from "drizzle-orm";
import { appDatabase } from "@frontdesk/lib/app-db";
import { legalHolds, retentionRuleChanges, retentionRules, retentionSchedule } from "@frontdesk/lib/app-db/schema";
import {
  retentionRuleKinds,
  ruleDefaults,
  shiftByPeriod,
  type LegalHold,
  type MemberRetention,
  type RetentionRule,
  type RetentionRuleKind,
  type RetentionRuleRequest,
  type RetentionSchedule,
  type RetentionScheduleRequest,
  type RetentionSettings,
} from "@frontdesk/lib/contract/retention";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { retention } from "@frontdesk/lib/platform/operations";
import { staffNamesOf } from "./audit";

/**
 * The retention schedule's settings, kept by the app: the administrator's rules (a rule
 * with no row has its UK default), every change of them, the weekly schedule and legal holds.
 */

/** A rule's period in words: "6 years", "1 month". */
const periodText = (r: { period: number; unit: string }) =>
  `${r.period} ${r.period === 1 ? r.unit.slice(0, -1) : r.unit}`;

const describeRule = (r: { period: number; unit: string; enabled: boolean }) =>
  `${periodText(r)}, ${r.enabled ? "on" : "off"}`;

export async function readRules(): Promise<RetentionRule[]> {
  const db = await appDatabase();
  const rows = await db.select().from(retentionRules);
  return retentionRuleKinds.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return {
      kind,
      period: row?.period ?? ruleDefaults[kind].period,
      unit: (row?.unit ?? ruleDefaults[kind].unit) as RetentionRule["unit"],
      enabled: row?.enabled ?? true,
      updatedBy: row?.updatedBy ?? null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

/** Sets one rule and records the change, in one transaction. */
export async function saveRule(staffId: string, kind: RetentionRuleKind, request: RetentionRuleRequest) {
  const before = (await readRules()).find((r) => r.kind === kind)!;
  const db = await appDatabase();
  await db.transaction(async (tx) => {
    const values = { ...request, updatedBy: staffId, updatedAt: new Date() };
    await tx
      .insert(retentionRules)
      .values({ kind, ...values })
      .onConflictDoUpdate({ target: retentionRules.kind, set: values });
    await tx.insert(retentionRuleChanges).values({
      staffId,
      kind,
      before: before.updatedBy ? describeRule(before) : null,
      after: describeRule(request),
    });
  });
  return (await readRules()).find((r) => r.kind === kind)!;
}

const defaultSchedule = { weekly: false, weekday: 0, hour: 2 };

export async function readSchedule(): Promise<RetentionSchedule> {
  const db = await appDatabase();
  const [row] = await db.select().from(retentionSchedule).limit(1);
  if (!row) return { ...defaultSchedule, updatedBy: null, updatedAt: null };
  return {
    weekly: row.weekly,
    weekday: row.weekday,
    hour: row.hour,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function saveSchedule(staffId: string, request: RetentionScheduleRequest) {
  const db = await appDatabase();
  const values = { ...request, updatedBy: staffId, updatedAt: new Date() };
  await db
    .insert(retentionSchedule)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: retentionSchedule.id, set: values });
  return readSchedule();
}

export async function readSettings(): Promise<RetentionSettings> {
  const db = await appDatabase();
  const [rules, changes, schedule] = await Promise.all([
    readRules(),
    db.select().from(retentionRuleChanges).orderBy(desc(retentionRuleChanges.at)).limit(20),
    readSchedule(),
  ]);
  const names = await staffNamesOf(changes.map((c) => c.staffId));
  return {
    rules,
    changes: changes.map((c) => ({
      at: c.at.toISOString(),
      staffId: c.staffId,
      staffName: names[c.staffId] ?? null,
      kind: c.kind as RetentionRuleKind,
      before: c.before,
      after: c.after,
    })),
    schedule,
  };
}

// ---------------------------------------------------------------- legal holds

/** A hold as the screens read it: who placed it by name, as the data-access audit names staff. */
async function holdOf(row: typeof legalHolds.$inferSelect): Promise<LegalHold> {
  const names = await staffNamesOf([row.placedBy]);
  return { ...row, placedByName: names[row.placedBy] ?? null, placedAt: row.placedAt.toISOString() };
}

async function readHold(memberId: number): Promise<LegalHold | null> {
  const db = await appDatabase();
  const [row] = await db.select().from(legalHolds).where(eq(legalHolds.memberId, memberId));
  return row ? holdOf(row) : null;
}

/** Places (or replaces the reason of) a member's legal hold. */
export async function placeHold(staffId: string, memberId: number, reason: string): Promise<LegalHold> {
  const db = await appDatabase();
  const values = { reason, placedBy: staffId, placedAt: new Date() };
  const [row] = await db
    .insert(legalHolds)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: legalHolds.memberId, set: values })
    .returning();
  return holdOf(row);
}

export async function releaseHold(memberId: number) {
  const db = await appDatabase();
  await db.delete(legalHolds).where(eq(legalHolds.memberId, memberId));
}

/** Which of these members are held (the run's batch check). */
export async function heldAmong(memberIds: number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const db = await appDatabase();
  const rows = await db
    .select({ memberId: legalHolds.memberId })
    .from(legalHolds)
    .where(inArray(legalHolds.memberId, memberIds));
  return new Set(rows.map((r) => r.memberId));
}

/**
 * The overview's line: a legal hold, or when the member's data falls due if nothing more happens (their
 * last activity plus the rule's period). A member active now (a membership running, however far its end date,
 * or a booking to come) has no date yet: the rule applies only once that ends.
 */
export async function memberRetentionOf(staffId: string, memberId: number): Promise<MemberRetention> {
  const [activity, hold, rules] = await Promise.all([
    callPlatform({ staffId, role: "manager" }, retention.getMemberActivity, { params: { memberId } }),
    readHold(memberId),
    readRules(),
  ]);
  const rule = rules.find((r) => r.kind === (activity.prospect ? "prospects" : "lapsedMembers"))!;
  const applies = rule.enabled && !activity.erased && !hold && !activity.active;
  return {
    hold,
    erased: activity.erased,
    rule: rule.enabled ? rule.kind : null,
    dueOn: applies ? shiftByPeriod(new Date(activity.lastActivityOn), rule.period, rule.unit, 1).toISOString() : null,
    active: activity.active && !activity.erased,
    period: rule.enabled ? periodText(rule) : null,
    lastActivityOn: applies ? activity.lastActivityOn : null,
  };
}
