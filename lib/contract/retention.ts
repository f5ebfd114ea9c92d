import { z } from "zod";

/**
 * The retention schedule (UK GDPR Art. 5(1)(e) storage limitation): the platform's
 * extension reads of what is due (members lapsed or prospects who never joined, old prospect
 * interactions) and the app's rules, dry runs, runs and legal holds. One schema for platform, BFF
 * and form (design.md §9).
 */

// ------------------------------------------------------------------ the platform's extension reads

/** Which members a rule asks the platform for: lapsed members, or prospects who never joined. */
export const dueMemberRules = ["lapsedMembers", "prospects"] as const;

export const dueMembersQuery = z.object({
  rule: z.enum(dueMemberRules),
  /** no activity on or after this instant */
  before: z.iso.datetime(),
  /** keyset: the last member id of the previous page */
  afterId: z.number().int().min(0).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
});

const dueMember = z.object({
  memberId: z.number().int(),
  /** the latest of joining, a booking place, a membership's end, a prospect interaction and a consent change */
  lastActivityOn: z.string(),
});
export type DueMember = z.infer<typeof dueMember>;

export const dueMembersPage = z.object({
  data: z.array(dueMember),
  /** the afterId of the next page; null on the last */
  nextAfterId: z.number().int().nullable(),
});

export const dueInteractionsQuery = z.object({
  before: z.iso.datetime(),
  afterId: z.number().int().min(0).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
});

const dueInteraction = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  lastActionDate: z.string(),
});
export type DueInteraction = z.infer<typeof dueInteraction>;

export const dueInteractionsPage = z.object({
  data: z.array(dueInteraction),
  nextAfterId: z.number().int().nullable(),
});

/** A removal batch: how many went, and the highest id among them (the next batch's afterId; null when none went). */
export const removedInteractions = z.object({ removed: z.number().int(), lastId: z.number().int().nullable() });

/** A visit at the door a retention rule finds due (the door's extension). */
const dueVisit = z.object({ id: z.number().int(), memberId: z.number().int(), visitedAt: z.string() });
export type DueVisit = z.infer<typeof dueVisit>;

export const dueVisitsPage = z.object({
  data: z.array(dueVisit),
  nextAfterId: z.number().int().nullable(),
});

export const removedVisits = removedInteractions;

/** A member's last activity, for "when will this member's data be due" on the overview. */
export const memberActivity = z.object({
  memberId: z.number().int(),
  prospect: z.boolean(),
  erased: z.boolean(),
  lastActivityOn: z.string(),
  /** a membership runs (no end date, or one today or later) or a booking place is still to come: no rule can find them due yet */
  active: z.boolean().default(false),
});
export type MemberActivity = z.infer<typeof memberActivity>;

// ------------------------------------------------------------------ the app's rules

export const retentionRuleKinds = [
  "lapsedMembers",
  "prospects",
  "prospectInteractions",
  "signInEvents",
  "staffAudit",
  "sentMessages",
  "visits",
] as const;
export type RetentionRuleKind = (typeof retentionRuleKinds)[number];

const periodUnits = ["months", "years"] as const;
type PeriodUnit = (typeof periodUnits)[number];

interface RuleDefault {
  /** what it applies to, in words */
  appliesTo: string;
  /** what happens to it */
  action: "anonymise" | "delete";
  period: number;
  unit: PeriodUnit;
  /** why this default, written beside it (UK practice) */
  why: string;
  /** what is kept, and why */
  kept: string;
}

/** The UK defaults beside each rule (the venue's DPO signs off their own). */
export const ruleDefaults: Record<RetentionRuleKind, RuleDefault> = {
  lapsedMembers: {
    appliesTo: "Members with no booking, no membership and no contact (interaction or consent change)",
    action: "anonymise",
    period: 6,
    unit: "years",
    why: "Six years after the last activity covers a claim under the Limitation Act 1980 and HMRC's six-year record keeping.",
    kept: "Booking places and discount usage (accounting records, six years), the consent history (evidence of consent) and audit entries; the member number stays so bookings still add up.",
  },
  prospects: {
    appliesTo: "Prospects who never joined and have had no contact",
    action: "anonymise",
    period: 24,
    unit: "months",
    why: "A prospect's enquiry has no use once contact has stopped; two years is the ICO's usual example for marketing leads.",
    kept: "The consent history (evidence of consent and its withdrawal) and audit entries.",
  },
  prospectInteractions: {
    appliesTo: "Prospect interactions (sales calls, notes) last acted on before the period",
    action: "delete",
    period: 24,
    unit: "months",
    why: "Sales notes serve the sale; after two years without action they no longer do.",
    kept: "Interactions acted on within the period.",
  },
  signInEvents: {
    appliesTo: "Staff sign-in events (sign-ins, failures, lockouts, account changes)",
    action: "delete",
    period: 12,
    unit: "months",
    why: "Security logs: twelve months covers investigating an incident (NCSC logging guidance).",
    kept: "Events within the period.",
  },
  staffAudit: {
    appliesTo: "The data-access audit (who read or changed a member's special-category data)",
    action: "delete",
    period: 6,
    unit: "years",
    why: "Evidence of lawful access for as long as a complaint or claim may be brought (six years).",
    kept: "Entries within the period, and every retention receipt.",
  },
  sentMessages: {
    appliesTo: "Messages sent to members (waiting-list offers, closure notices: the outbox), sent or failed",
    action: "delete",
    period: 24,
    unit: "months",
    why: "A sent message is evidence it was sent, and of what it said; two years covers a complaint about an offer or a closure. Bookings, the accounting records, are kept six years in their own right.",
    kept: "Messages created within the period, and any still waiting to be sent. Erasing a member already empties their messages (recipient, subject, body) and keeps that each was sent; this rule removes the whole message once the period is over.",
  },
  visits: {
    appliesTo:
      "Visits recorded at the door (who came in, when, how, who let them in, any reason), undone ones included",
    action: "delete",
    period: 24,
    unit: "months",
    why: "Attendance serves the desk and the venue's own reports; two years covers a question about a visit or an incident, and a member's pattern of use.",
    kept: "Visits within the period. Erasing a member removes all of their visits at once.",
  },
};

/** Accounting records: no retention rule may remove them (erasure keeps them too). */
const accountingRecords = ["bookings", "discountUsages"] as const;

const accountingRecordMessage =
  "Bookings and discount usage are accounting records: they are kept six years, as erasure keeps them, and no retention rule may remove them.";

export const retentionRuleKindParam = z.string().transform((value, ctx) => {
  if ((accountingRecords as readonly string[]).includes(value)) {
    ctx.addIssue({ code: "custom", message: accountingRecordMessage });
    return z.NEVER;
  }
  if (!(retentionRuleKinds as readonly string[]).includes(value)) {
    ctx.addIssue({ code: "custom", message: "Validation.retention.unknownRule" });
    return z.NEVER;
  }
  return value as RetentionRuleKind;
});

/** The longest period a rule may have: 100 years (beyond it a rule removes nothing). */
const maxPeriodMonths = 1200;

export const retentionRuleRequest = z
  .object({
    period: z
      .number({ error: "Validation.retention.periodWhole" })
      .int({ error: "Validation.retention.periodWhole" })
      .min(1, {
        error: "Validation.retention.periodTooShort",
      }),
    unit: z.enum(periodUnits, { error: "Validation.retention.unitRequired" }),
    enabled: z.boolean({ error: "Say whether the rule is on." }),
  })
  .refine((r) => (r.unit === "years" ? r.period * 12 : r.period) <= maxPeriodMonths, {
    path: ["period"],
    error: "Validation.retention.periodTooLong",
  });
export type RetentionRuleRequest = z.infer<typeof retentionRuleRequest>;

export const retentionRule = z.object({
  kind: z.enum(retentionRuleKinds),
  period: z.number().int(),
  unit: z.enum(periodUnits),
  enabled: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type RetentionRule = z.infer<typeof retentionRule>;

const retentionRuleChange = z.object({
  at: z.string(),
  staffId: z.string(),
  /** the staff member's name, as the data-access audit names them (null: an account that is gone: show the id) */
  staffName: z.string().nullable().default(null),
  kind: z.enum(retentionRuleKinds),
  before: z.string().nullable(),
  after: z.string(),
});

export const retentionSchedule = z.object({
  weekly: z.boolean(),
  /** 0 Sunday .. 6 Saturday, UTC */
  weekday: z.number().int().min(0).max(6),
  /** hour of the day, UTC */
  hour: z.number().int().min(0).max(23),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type RetentionSchedule = z.infer<typeof retentionSchedule>;

export const retentionScheduleRequest = z.object({
  weekly: z.boolean({ error: "Validation.retention.weeklyMissing" }),
  weekday: z
    .number({ error: "Validation.retention.dayRequired" })
    .int({ error: "Validation.retention.dayRequired" })
    .min(0, { error: "Validation.retention.dayRequired" })
    .max(6, { error: "Validation.retention.dayRequired" }),
  hour: z
    .number({ error: "Validation.retention.hourRequired" })
    .int({ error: "Validation.retention.hourRequired" })
    .min(0, { error: "Validation.retention.hourRange" })
    .max(23, { error: "Validation.retention.hourRange" }),
});
export type RetentionScheduleRequest = z.infer<typeof retentionScheduleRequest>;

export const retentionSettings = z.object({
  rules: z.array(retentionRule),
  changes: z.array(retentionRuleChange),
  schedule: retentionSchedule,
});
export type RetentionSettings = z.infer<typeof retentionSettings>;

// ------------------------------------------------------------------ dry runs, runs, receipts

const dueRecord = z.object({
  rule: z.enum(retentionRuleKinds),
  /** member id, interaction id, event id or message id */
  id: z.number().int(),
  memberId: z.number().int().nullable(),
  /** the last activity or the record's time */
  at: z.string(),
  /** what the run will do with it */
  action: z.enum(["anonymise", "delete", "keep: legal hold"]),
});
export type DueRecord = z.infer<typeof dueRecord>;

const dryRunRule = z.object({
  kind: z.enum(retentionRuleKinds),
  enabled: z.boolean(),
  /** records last active before this instant are due */
  cutoff: z.string(),
  due: z.number().int(),
  held: z.number().int(),
  sample: z.array(dueRecord),
  kept: z.string(),
});
export type DryRunRule = z.infer<typeof dryRunRule>;

export const dryRun = z.object({ at: z.string(), rules: z.array(dryRunRule) });
export type DryRun = z.infer<typeof dryRun>;

const runStates = ["running", "stopped", "paused", "finished"] as const;

const runRuleProgress = z.object({
  kind: z.enum(retentionRuleKinds),
  cutoff: z.string(),
  /** the keyset position reached (members and interactions by id) */
  afterId: z.number().int(),
  done: z.boolean(),
  /** members anonymised or records deleted */
  count: z.number().int(),
  /** members under a legal hold that were skipped */
  heldMemberIds: z.array(z.number().int()),
  /** members of the page being erased: a run resumed checks and finishes these first (absent on older runs) */
  pendingMemberIds: z.array(z.number().int()).optional(),
});
export type RunRuleProgress = z.infer<typeof runRuleProgress>;

/** A run, and once finished its receipt (kept: no rule removes receipts). */
export const retentionRun = z.object({
  id: z.number().int(),
  trigger: z.enum(["manual", "schedule"]),
  startedBy: z.string(),
  /** who started it, by name as the data-access audit names staff (null: an account that is gone: show the id) */
  startedByName: z.string().nullable().default(null),
  startedAt: z.string(),
  state: z.enum(runStates),
  /** why it paused or stopped, in words */
  message: z.string().nullable(),
  finishedAt: z.string().nullable(),
  rules: z.array(runRuleProgress),
});
export type RetentionRun = z.infer<typeof retentionRun>;

export const retentionRuns = z.array(retentionRun);

export const runAction = z.object({
  action: z.enum(["stop", "resume", "close"], { error: "Validation.retention.runAction" }),
});

// ------------------------------------------------------------------ legal holds

export const legalHoldRequest = z.object({
  reason: z
    .string({ error: "Validation.retention.holdReason" })
    .trim()
    .min(3, { error: "Validation.retention.holdReason" })
    .max(500, { error: "Validation.reasonTooLong" }),
});

export const legalHold = z.object({
  memberId: z.number().int(),
  reason: z.string(),
  placedBy: z.string(),
  /** who placed it, by name as the data-access audit names staff (null: an account that is gone: show the id) */
  placedByName: z.string().nullable().default(null),
  placedAt: z.string(),
});
export type LegalHold = z.infer<typeof legalHold>;

/** What the member's overview says about retention: a hold, or when the data falls due. */
export const memberRetention = z.object({
  hold: legalHold.nullable(),
  /** the rule that applies (lapsed member or prospect), when it is on */
  rule: z.enum(retentionRuleKinds).nullable(),
  /** when the member's data falls due if nothing more happens; null when no rule applies, erased, or active */
  dueOn: z.string().nullable(),
  erased: z.boolean(),
  /** active now (a membership running or a booking to come): the rule applies only once that ends, so no date yet */
  active: z.boolean().default(false),
  /** the rule's period in words ("6 years"), when it is on */
  period: z.string().nullable().default(null),
  /** their last activity, from which the period counts (null while active, or erased) */
  lastActivityOn: z.string().nullable().default(null),
});
export type MemberRetention = z.infer<typeof memberRetention>;

/** A period's length added to (or taken from) an instant, calendar months in UTC. */
export function shiftByPeriod(from: Date, period: number, unit: PeriodUnit, sign: 1 | -1): Date {
  const months = (unit === "years" ? period * 12 : period) * sign;
  const shifted = new Date(from.getTime());
  shifted.setUTCMonth(shifted.getUTCMonth() + months);
  return shifted;
}
