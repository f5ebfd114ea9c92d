import {
  dryRun,
  legalHold,
  legalHoldRequest,
  memberRetention,
  retentionRule,
  retentionRuleKindParam,
  retentionRuleRequest,
  retentionRun,
  retentionRuns,
  retentionSchedule,
  retentionScheduleRequest,
  retentionSettings,
  runAction,
} from "@frontdesk/lib/contract/retention";
import { endpoint } from "./endpoint";
import { memberPath, positiveIdParam } from "./params";

/** The retention schedule's endpoints: app/api/retention/** (administrators) and a member's hold and due date. */
export const retentionApi = {
  /** The rules (each with its UK default beside it), their changes and the weekly schedule. */
  settings: endpoint({
    method: "GET",
    path: "/api/retention",
    permission: "retention.manage",
    response: retentionSettings,
  }),
  /** Sets one rule; a rule for accounting records, or of 0 or less, is refused in words. */
  rule: endpoint({
    method: "PUT",
    path: "/api/retention/rules/[kind]",
    permission: "retention.manage",
    params: { kind: retentionRuleKindParam },
    body: retentionRuleRequest,
    response: retentionRule,
  }),
  schedule: endpoint({
    method: "PUT",
    path: "/api/retention/schedule",
    permission: "retention.manage",
    body: retentionScheduleRequest,
    response: retentionSchedule,
  }),
  /** What a run would do now, rule by rule: counts, a sample, what is kept; nothing changes. */
  dryRun: endpoint({ method: "GET", path: "/api/retention/dry-run", permission: "retention.manage", response: dryRun }),
  /** Every record the dry run counts, as CSV (streamed). */
  dryRunExport: endpoint({
    method: "GET",
    path: "/api/retention/dry-run/export",
    permission: "retention.manage",
    response: { file: "text/csv" },
  }),
  /** The latest runs, newest first: the open one's progress and each finished run's receipt. */
  runs: endpoint({
    method: "GET",
    path: "/api/retention/runs",
    permission: "retention.manage",
    response: retentionRuns,
  }),
  /** Starts a run (one at a time: a second start while one is open is a 409). */
  startRun: endpoint({
    method: "POST",
    path: "/api/retention/runs",
    permission: "retention.manage",
    response: retentionRun,
  }),
  /** Stop, resume or close a run. */
  changeRun: endpoint({
    method: "POST",
    path: "/api/retention/runs/[runId]",
    permission: "retention.manage",
    params: { runId: positiveIdParam("run ID") },
    body: runAction,
    response: retentionRun,
  }),
  /** The member's overview line: a legal hold, or when their data falls due under the schedule. */
  member: endpoint({
    method: "GET",
    path: "/api/members/[memberId]/retention",
    permission: "members.records",
    params: memberPath,
    response: memberRetention,
  }),
  /** A manager's "keep" on a member, with the reason: the schedule skips and lists them. */
  placeHold: endpoint({
    method: "PUT",
    path: "/api/members/[memberId]/legal-hold",
    permission: "members.dataRights",
    params: memberPath,
    body: legalHoldRequest,
    response: legalHold,
    audit: "placed a legal hold",
  }),
  releaseHold: endpoint({
    method: "DELETE",
    path: "/api/members/[memberId]/legal-hold",
    permission: "members.dataRights",
    params: memberPath,
    response: null,
    audit: "released a legal hold",
  }),
};
