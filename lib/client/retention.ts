import type {
  DueInteractionsPage,
  DueMemberRule,
  DueMembersPage,
  MemberActivity,
  RemovedInteractions,
} from "@/lib/contract/retention";
import { platformJson, type Caller } from "./transport";

/** The retention schedule's platform extension (issue 33): what a rule finds due, and removing old interactions. */
export interface DueQuery {
  before: Date;
  afterId?: number;
  limit?: number;
}

const dueQuery = (q: DueQuery) => ({ before: q.before.toISOString(), afterId: q.afterId, limit: q.limit });

/** GET /api/retention/members (extension) — lapsed members or prospects who never joined, by member id. */
export const listDueMembers = (caller: Caller, rule: DueMemberRule, query: DueQuery) =>
  platformJson<DueMembersPage>(caller, {
    method: "GET",
    path: "/api/retention/members",
    query: { rule, ...dueQuery(query) },
  });

/** GET /api/retention/members/{memberId} (extension) — a member's last activity as the rules count it. */
export const getMemberActivity = (caller: Caller, memberId: number) =>
  platformJson<MemberActivity>(caller, { method: "GET", path: `/api/retention/members/${memberId}` });

/** GET /api/retention/prospect-interactions (extension) — interactions last acted on before the cutoff, by id. */
export const listDueInteractions = (caller: Caller, query: DueQuery) =>
  platformJson<DueInteractionsPage>(caller, {
    method: "GET",
    path: "/api/retention/prospect-interactions",
    query: dueQuery(query),
  });

/** DELETE /api/retention/prospect-interactions (extension) — removes up to `limit` of them, one transaction. */
export const removeDueInteractions = (caller: Caller, query: Omit<DueQuery, "afterId">) =>
  platformJson<RemovedInteractions>(caller, {
    method: "DELETE",
    path: "/api/retention/prospect-interactions",
    query: dueQuery(query),
  });
