import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appDatabase } from "@frontdesk/lib/app-db";
import {
  legalHolds,
  outboxMessages,
  retentionRuns,
  signInEvents,
  staffAudit,
  staffUsers,
} from "@frontdesk/lib/app-db/schema";
import { auditLog, members, memberSubscriptions } from "@frontdesk/lib/platform/db/schema";
import { statusIds } from "@frontdesk/lib/platform/seed/ids";
import { createMember } from "@frontdesk/lib/platform/members/test-members";
import { call, database, fixtures, token } from "@frontdesk/lib/platform/testing";
import { retentionRuleKinds, type RunRuleProgress } from "@frontdesk/lib/contract/retention";
import { PUT as putRule } from "@/app/api/retention/rules/[kind]/route";
import { GET as getDryRun } from "@/app/api/retention/dry-run/route";
import { GET as getDryRunCsv } from "@/app/api/retention/dry-run/export/route";
import { GET as getRuns, POST as postRun } from "@/app/api/retention/runs/route";
import { unstorableTextMessage } from "@frontdesk/lib/contract/staff-words";
import { inEnglish } from "@frontdesk/lib/contract/said-words";
import { DELETE as deleteHold, PUT as putHold } from "@/app/api/members/[memberId]/legal-hold/route";
import { GET as getMemberRetention } from "@/app/api/members/[memberId]/retention/route";
import { changeRun, driveRuns, scheduleSlotAt, startRun, retentionTick } from "@frontdesk/lib/bff/retention-run";
import { saveRule, saveSchedule } from "@frontdesk/lib/bff/retention-rules";
import { bffRequest, newStaff, refusalOf, upstreamPlatform } from "@frontdesk/lib/bff/testing";
import { breakerOf } from "@frontdesk/lib/client/breaker";
import type { BffHandler } from "@frontdesk/lib/bff/route";

/**
 * The retention schedule end to end on a real database: rules through the BFF routes, the dry run,
 * and runs through the platform client. Every record here is from 1970-1975 and every rule's period
 * is 50 years, so only this file's records are due (the seed's are from 2020 on, other tests' later).
 */
const old = (year: number, month = 6) => new Date(Date.UTC(year, month - 1, 1));
const longAgo = { period: 50, unit: "years" as const, enabled: true };

const send = (handler: BffHandler, req: Request, params: Record<string, string> = {}) =>
  handler(req, { params: Promise.resolve(params) });

async function erasuresOf(memberId: number) {
  const db = await database();
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "member.erasure"), eq(auditLog.memberId, memberId)));
  return rows.length;
}

/** The run's own audit rows of a member's erasure (the app's staff audit). */
async function auditedErasuresOf(memberId: number) {
  const db = await appDatabase();
  const rows = await db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.memberId, memberId), eq(staffAudit.action, "erased personal data")));
  return rows.length;
}

let messageKey = 0;
/** An outbox message to a member (created at `createdAt`, in `state`), as the sender leaves it. */
async function message(memberId: number, createdAt: Date, state: "sent" | "failed" | "waiting" = "sent") {
  const db = await appDatabase();
  const [row] = await db
    .insert(outboxMessages)
    .values({
      kind: "closure notice",
      memberId,
      templateId: 1,
      recipient: "retention@example.com",
      subject: "Closed",
      bodyHtml: "<p>Closed</p>",
      bodyText: "Closed",
      state,
      messageId: `<retention-${messageKey}@example.com>`,
      causedBy: "retention-test",
      dedupeKey: `retention-test:${process.pid}:${messageKey++}`,
      createdAt,
      sentAt: state === "sent" ? createdAt : null,
    })
    .returning({ id: outboxMessages.id });
  return row.id;
}

const messageOf = async (id: number) =>
  (await (await appDatabase()).select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

async function isErased(memberId: number) {
  const db = await database();
  const [row] = await db.select().from(members).where(eq(members.id, memberId));
  return row.firstName === "Erased" && row.email === null;
}

/** Closes any run a test left open, so the next test can start one. */
async function closeOpenRuns() {
  const db = await appDatabase();
  await db
    .update(retentionRuns)
    .set({ state: "finished", claimedBy: null })
    .where(sql`state <> 'finished'`);
}

describe("the retention schedule", () => {
  let admin: Awaited<ReturnType<typeof newStaff>>;
  let manager: Awaited<ReturnType<typeof newStaff>>;

  beforeAll(async () => {
    await appDatabase();
    admin = await newStaff("admin", "retention-admin");
    manager = await newStaff("manager", "retention-manager");
    for (const kind of retentionRuleKinds) await saveRule(admin.id, kind, longAgo);
  });

  beforeEach(closeOpenRuns);
  // The test files share one database: leave one active administrator, as staff-accounts.test expects.
  afterAll(async () => {
    await (await appDatabase()).update(staffUsers).set({ active: false }).where(eq(staffUsers.id, admin.id));
  });

  describe("rules", () => {
    const put = async (kind: string, body: unknown) =>
      send(putRule, await bffRequest("PUT", `/api/retention/rules/${kind}`, { as: admin, body }), { kind });

    it("sets a rule and keeps the change (who, from what to what)", async () => {
      const response = await put("signInEvents", { period: 40, unit: "years", enabled: true });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ kind: "signInEvents", period: 40, unit: "years", enabled: true });
      const back = await put("signInEvents", longAgo);
      expect(back.status).toBe(200);
      const { readSettings } = await import("@frontdesk/lib/bff/retention-rules");
      const { changes } = await readSettings();
      expect(changes[0]).toMatchObject({
        kind: "signInEvents",
        staffId: admin.id,
        staffName: admin.name, // by name, as the data-access audit names staff
        before: "40 years, on",
        after: "50 years, on",
      });
    });

    it("refuses a period of 0 or less, in words under the field, and changes nothing", async () => {
      for (const period of [0, -3]) {
        const response = await put("staffAudit", { period, unit: "months", enabled: true });
        expect(response.status).toBe(400);
        const problem = await response.json();
        expect(problem.errors.period[0]).toMatch(/at least 1/);
      }
      const { readRules } = await import("@frontdesk/lib/bff/retention-rules");
      expect((await readRules()).find((r) => r.kind === "staffAudit")).toMatchObject({ period: 50, unit: "years" });
    });

    it("refuses a rule that would remove accounting records, and an unknown rule", async () => {
      for (const kind of ["bookings", "discountUsages"]) {
        const response = await put(kind, { period: 1, unit: "years", enabled: true });
        expect(response.status).toBe(400);
        expect((await response.json()).errors.kind[0]).toMatch(/accounting records: they are kept six years/);
      }
      const unknown = await put("everything", { period: 1, unit: "years", enabled: true });
      expect((await unknown.json()).errors.kind[0]).toBe("There is no retention rule of that name.");
    });

    it("sets the sent-messages rule like the others (the outbox exists)", async () => {
      const response = await put("sentMessages", { period: 2, unit: "years", enabled: true });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ kind: "sentMessages", period: 2, unit: "years", enabled: true });
      expect((await put("sentMessages", longAgo)).status).toBe(200);
    });

    it("is for administrators only", async () => {
      const response = await send(
        putRule,
        await bffRequest("PUT", "/api/retention/rules/staffAudit", { as: manager, body: longAgo }),
        { kind: "staffAudit" },
      );
      expect(response.status).toBe(403);
    });
  });

  describe("dry run and run", () => {
    const ids: Record<string, number> = {};
    const messages: Record<string, number> = {};

    beforeAll(async () => {
      ids.lapsedA = await createMember({ createdOn: old(1970), statusId: statusIds.full });
      ids.lapsedB = await createMember({ createdOn: old(1971), statusId: statusIds.expired });
      ids.held = await createMember({ createdOn: old(1971), statusId: statusIds.full });
      ids.prospect = await createMember({ createdOn: old(1972), statusId: statusIds.prospect });
      const db = await appDatabase();
      await db.insert(signInEvents).values([
        { at: old(1973), kind: "signed in", staffId: "retention-old", username: "retention-old" },
        { at: old(1973, 7), kind: "signed out", staffId: "retention-old", username: "retention-old" },
      ]);
      await db
        .insert(staffAudit)
        .values({ at: old(1974), staffId: "retention-old", memberId: ids.lapsedA, action: "read consent" });
      messages.oldSent = await message(ids.lapsedA, old(1974), "sent");
      messages.oldFailed = await message(ids.prospect, old(1974, 8), "failed");
      messages.oldWaiting = await message(ids.held, old(1974), "waiting"); // the sender's still: kept
      messages.recent = await message(ids.lapsedA, new Date(), "sent");
    });

    it("a legal hold needs a reason, and a known member", async () => {
      const hold = async (memberId: number, body: unknown) =>
        send(putHold, await bffRequest("PUT", `/api/members/${memberId}/legal-hold`, { as: manager, body }), {
          memberId: String(memberId),
        });
      const blank = await hold(ids.held, { reason: "  " });
      expect(blank.status).toBe(400);
      expect((await blank.json()).errors.reason[0]).toBe("Give the reason for keeping this member's data.");
      const nul = await hold(ids.held, { reason: "Claim\u0000 pending" });
      expect(nul.status).toBe(400);
      expect((await nul.json()).errors.reason[0]).toBe(inEnglish(unstorableTextMessage("reason")));
      const db = await appDatabase();
      expect(await db.select().from(legalHolds).where(eq(legalHolds.memberId, ids.held))).toEqual([]);
      expect((await hold(fixtures.unknownMemberId, { reason: "Claim pending" })).status).toBe(404);
      const placed = await hold(ids.held, { reason: "Personal injury claim pending" });
      expect(placed.status).toBe(200);
      expect(await placed.json()).toMatchObject({
        memberId: ids.held,
        placedBy: manager.id,
        placedByName: manager.name,
      });
      const line = await send(
        getMemberRetention,
        await bffRequest("GET", `/api/members/${ids.held}/retention`, { as: manager }),
        { memberId: String(ids.held) },
      );
      expect(await line.json()).toMatchObject({
        hold: { reason: "Personal injury claim pending", placedByName: manager.name },
        dueOn: null,
      });
    });

    it("the overview says when a member's data falls due: their last activity plus the rule's period", async () => {
      const line = await send(
        getMemberRetention,
        await bffRequest("GET", `/api/members/${ids.lapsedB}/retention`, { as: manager }),
        { memberId: String(ids.lapsedB) },
      );
      expect(await line.json()).toEqual({
        hold: null,
        erased: false,
        rule: "lapsedMembers",
        dueOn: "2021-06-01T00:00:00.000Z",
        active: false,
        period: "50 years",
        lastActivityOn: "1971-06-01T00:00:00.000Z",
      });
    });

    it("a member active now (a membership running until 2099) has no due date: the rule applies once that ends", async () => {
      // the demo's members with a membership to 2099-12-31 were "due for anonymising on 31/12/2149"
      const active = await createMember({ createdOn: old(1971), statusId: statusIds.full });
      await (
        await database()
      )
        .insert(memberSubscriptions)
        .values({ memberId: active, subscriptionTypeId: "GYM", startDate: "1971-01-01", endDate: "2099-12-31" });
      const line = await send(
        getMemberRetention,
        await bffRequest("GET", `/api/members/${active}/retention`, { as: manager }),
        { memberId: String(active) },
      );
      expect(await line.json()).toEqual({
        hold: null,
        erased: false,
        rule: "lapsedMembers",
        dueOn: null,
        active: true,
        period: "50 years",
        lastActivityOn: null,
      });
    });

    it("the dry run lists exactly who and what is due, what is held and kept, and changes nothing", async () => {
      const response = await send(getDryRun, await bffRequest("GET", "/api/retention/dry-run", { as: admin }));
      expect(response.status).toBe(200);
      const { rules } = await response.json();
      const rule = (kind: string) => rules.find((r: { kind: string }) => r.kind === kind);
      expect(rule("lapsedMembers")).toMatchObject({ due: 2, held: 1, cutoff: expect.stringMatching(/^19\d\d-/) });
      expect(rule("lapsedMembers").sample.map((r: { id: number }) => r.id)).toEqual([
        ids.lapsedA,
        ids.lapsedB,
        ids.held,
      ]);
      expect(rule("lapsedMembers").kept).toMatch(/Booking places and discount usage/);
      expect(rule("prospects")).toMatchObject({ due: 1, held: 0 });
      expect(rule("signInEvents")).toMatchObject({ due: 2 });
      expect(rule("staffAudit")).toMatchObject({ due: 1 });
      expect(rule("sentMessages")).toMatchObject({ enabled: true, due: 2 });
      expect(rule("sentMessages").sample.map((r: { id: number }) => r.id)).toEqual([
        messages.oldSent,
        messages.oldFailed,
      ]);
      expect(rule("sentMessages").kept).toMatch(/still waiting to be sent/);

      const csv = await send(getDryRunCsv, await bffRequest("GET", "/api/retention/dry-run/export", { as: admin }));
      expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
      const lines = (await csv.text()).trim().split("\r\n");
      expect(lines[0]).toBe("Rule,Record ID,Member ID,Last activity (UTC),Action");
      expect(lines).toHaveLength(1 + 3 + 1 + 2 + 1 + 2);
      expect(lines).toContain(`sentMessages,${messages.oldSent},${ids.lapsedA},1974-06-01T00:00:00.000Z,delete`);
      expect(lines).toContain(`lapsedMembers,${ids.held},${ids.held},1971-06-01T00:00:00.000Z,keep: legal hold`);
      expect(await isErased(ids.lapsedA)).toBe(false);
      expect(await messageOf(messages.oldSent)).toMatchObject({ recipient: "retention@example.com" });
    });

    it("two starts at once: one runs, the other is refused in words", async () => {
      const start = async () => send(postRun, await bffRequest("POST", "/api/retention/runs", { as: admin }));
      const answers = await Promise.all([start(), start()]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const refused = answers.find((a) => a.status === 409)!;
      expect((await refused.json()).detail).toMatch(/already open/);
      await driveRuns();
    });

    it("the run anonymised each due member once, skipped and listed the held one, deleted the rest and left a receipt", async () => {
      const db = await appDatabase();
      const [run] = await db
        .select()
        .from(retentionRuns)
        .orderBy(sql`id DESC`)
        .limit(1);
      expect(run).toMatchObject({ state: "finished", startedBy: admin.id, trigger: "manual" });
      const rules = run.rules as RunRuleProgress[];
      const rule = (kind: string) => rules.find((r) => r.kind === kind)!;
      expect(rule("lapsedMembers")).toMatchObject({ done: true, count: 2, heldMemberIds: [ids.held] });
      expect(rule("prospects")).toMatchObject({ count: 1 });
      expect(rule("signInEvents")).toMatchObject({ count: 2 });
      expect(rule("staffAudit")).toMatchObject({ count: 1 });
      expect(rule("sentMessages")).toMatchObject({ done: true, count: 2 });
      for (const id of [ids.lapsedA, ids.lapsedB, ids.prospect]) {
        expect(await isErased(id)).toBe(true);
        expect(await erasuresOf(id)).toBe(1);
        expect(await auditedErasuresOf(id)).toBe(1);
      }
      // Old sent and failed messages deleted; the member's others emptied by the erasure, kept that they were sent.
      expect(await messageOf(messages.oldSent)).toBeUndefined();
      expect(await messageOf(messages.oldFailed)).toBeUndefined();
      expect(await messageOf(messages.recent)).toMatchObject({ state: "sent", recipient: null, bodyText: null });
      expect(await messageOf(messages.oldWaiting)).toMatchObject({
        state: "waiting",
        recipient: "retention@example.com",
      });
      expect(await isErased(ids.held)).toBe(false);
      const listed = await send(getRuns, await bffRequest("GET", "/api/retention/runs", { as: admin }));
      // the receipt names who started the run, as the data-access audit names staff
      expect((await listed.json())[0]).toMatchObject({
        id: run.id,
        state: "finished",
        finishedAt: expect.any(String),
        startedBy: admin.id,
        startedByName: admin.name,
      });
      // a second run finds nothing more to do
      await startRun(admin.id);
      await driveRuns();
      const [second] = await db
        .select()
        .from(retentionRuns)
        .orderBy(sql`id DESC`)
        .limit(1);
      expect((second.rules as RunRuleProgress[]).map((r) => r.count)).toEqual(retentionRuleKinds.map(() => 0));
      await send(deleteHold, await bffRequest("DELETE", `/api/members/${ids.held}/legal-hold`, { as: manager }), {
        memberId: String(ids.held),
      });
      expect(await db.select().from(legalHolds).where(eq(legalHolds.memberId, ids.held))).toEqual([]);
    });

    it("a run an instance was killed in mid-page resumes: each member erased once and finished, none half-done", async () => {
      const page: number[] = [];
      for (let i = 0; i < 7; i++) page.push(await createMember({ createdOn: old(1972), statusId: statusIds.full }));
      const [a, b] = page;
      const sentToB = await message(b, new Date(), "sent");
      const run = (await startRun(admin.id))!;
      const db = await appDatabase();
      // The dead instance had taken the page (its members pending, the position past it), erased a and b on
      // the platform (several at once) and died before the page's audit rows, emptied messages and count.
      for (const id of [a, b]) {
        const erased = await call("POST", `/api/members/${id}/erasure`, {
          token: await token({ products: ["FOH"], features: ["FOHGENERIC"], memberId: id, sub: admin.id }),
        });
        expect(erased.status).toBe(200);
      }
      const rules = run.rules.map((r) =>
        r.kind === "lapsedMembers" ? { ...r, afterId: page[page.length - 1], pendingMemberIds: page } : r,
      );
      await db
        .update(retentionRuns)
        .set({ claimedBy: "live-instance", heartbeatAt: new Date(), rules })
        .where(eq(retentionRuns.id, run.id));
      await driveRuns();
      expect(await isErased(page[2])).toBe(false); // the claim is fresh: another instance is working on it

      await db
        .update(retentionRuns)
        .set({ claimedBy: "dead-instance", heartbeatAt: new Date(Date.now() - 5 * 60_000) })
        .where(eq(retentionRuns.id, run.id));
      await driveRuns();
      const [done] = await db.select().from(retentionRuns).where(eq(retentionRuns.id, run.id));
      expect(done.state).toBe("finished");
      const lapsed = (done.rules as RunRuleProgress[]).find((r) => r.kind === "lapsedMembers")!;
      expect(lapsed).toMatchObject({ count: page.length, pendingMemberIds: [] });
      expect(page).toHaveLength(7);
      for (const id of page) {
        expect(await isErased(id)).toBe(true);
        expect(await erasuresOf(id)).toBe(1);
        expect(await auditedErasuresOf(id)).toBe(1);
      }
      expect(await messageOf(sentToB)).toMatchObject({ recipient: null, erasedAt: expect.any(Date) });
    });

    it("stops and resumes without doing anything twice", async () => {
      const m = await createMember({ createdOn: old(1973), statusId: statusIds.full });
      const run = (await startRun(admin.id))!;
      const stopped = await changeRun(run.id, "stop", admin.id);
      expect(stopped).toMatchObject({ state: "stopped", message: expect.stringMatching(/^Stopped by /) });
      await driveRuns();
      expect(await isErased(m)).toBe(false);
      // refusals the BFF answers in the staff member's words (catalogue keys until then)
      expect((await refusalOf(startRun(admin.id))).detail).toMatch(/already open/);
      expect((await refusalOf(changeRun(run.id, "stop", admin.id))).detail).toMatch(/cannot be stopped/);
      await changeRun(run.id, "resume", admin.id);
      await driveRuns();
      expect(await isErased(m)).toBe(true);
      expect(await erasuresOf(m)).toBe(1);
    });

    describe("upstream", () => {
      let upstream: Awaited<ReturnType<typeof upstreamPlatform>>;

      beforeAll(async () => {
        upstream = await upstreamPlatform({ canWrite: true, canDelete: true });
      });

      afterAll(() => upstream.restore());

      it("pauses and says so while the platform is unreachable, then carries on through the platform's own erasure", async () => {
        const m = await createMember({ createdOn: old(1974), statusId: statusIds.full });
        process.env.PLATFORM_BASE_URL = "http://127.0.0.1:9/platform"; // nothing listens on the discard port
        const run = (await startRun(admin.id))!;
        await driveRuns();
        const db = await appDatabase();
        const [paused] = await db.select().from(retentionRuns).where(eq(retentionRuns.id, run.id));
        expect(paused.state).toBe("paused");
        expect(paused.message).toMatch(/The platform cannot be reached.*carries on by itself/);
        expect(await isErased(m)).toBe(false);

        process.env.PLATFORM_BASE_URL = upstream.baseUrl;
        await driveRuns(); // the wait is not over: still paused
        expect((await db.select().from(retentionRuns).where(eq(retentionRuns.id, run.id)))[0].state).toBe("paused");
        await db
          .update(retentionRuns)
          .set({ heartbeatAt: new Date(Date.now() - 5 * 60_000) })
          .where(eq(retentionRuns.id, run.id));
        await driveRuns();
        const [finished] = await db.select().from(retentionRuns).where(eq(retentionRuns.id, run.id));
        expect(finished).toMatchObject({ state: "finished", message: null });
        expect(await isErased(m)).toBe(true);
        expect(await erasuresOf(m)).toBe(1);
      });

      it("pauses at once, saying since when, while the platform's circuit breaker is open", async () => {
        const m = await createMember({ createdOn: old(1975), statusId: statusIds.full });
        const down = "http://127.0.0.1:7/platform";
        const breaker = breakerOf(down);
        process.env.PLATFORM_BASE_URL = down;
        try {
          for (let i = 0; i < 3; i++)
            await breaker
              .run(
                () => Promise.reject(new Error("no answer")),
                () => true,
              )
              .catch(() => undefined);
          expect(breaker.state).toBe("open");
          const run = (await startRun(admin.id))!;
          await driveRuns();
          const db = await appDatabase();
          const [paused] = await db.select().from(retentionRuns).where(eq(retentionRuns.id, run.id));
          expect(paused.state).toBe("paused");
          expect(paused.message).toMatch(/cannot be reached since .*The run carries on by itself/);
          expect(await isErased(m)).toBe(false);
        } finally {
          breaker.dispose();
          process.env.PLATFORM_BASE_URL = upstream.baseUrl;
        }
      });
    });
  });

  describe("schedule", () => {
    it("is due on its weekday from its hour (UTC), one slot a day", () => {
      const schedule = { weekly: true, weekday: 0, hour: 2 };
      expect(scheduleSlotAt(schedule, new Date("2026-11-29T01:59:00Z"))).toBeNull();
      expect(scheduleSlotAt(schedule, new Date("2026-11-29T02:00:00Z"))).toBe("2026-11-29");
      expect(scheduleSlotAt(schedule, new Date("2026-11-30T03:00:00Z"))).toBeNull();
      expect(scheduleSlotAt({ ...schedule, weekly: false }, new Date("2026-11-29T02:00:00Z"))).toBeNull();
    });

    it("starts the week's run once however many ticks (instances) see it", async () => {
      await saveSchedule(admin.id, { weekly: true, weekday: 0, hour: 2 });
      const at = new Date("2026-11-29T03:00:00Z");
      await Promise.all([retentionTick(at), retentionTick(at)]);
      await retentionTick(at);
      const db = await appDatabase();
      const runs = await db.select().from(retentionRuns).where(eq(retentionRuns.scheduleSlot, "2026-11-29"));
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ trigger: "schedule", startedBy: "schedule", state: "finished" });
      await saveSchedule(admin.id, { weekly: false, weekday: 0, hour: 2 });
    });
  });
});
