import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { pgArray } from "../db/bulk";
import { interactionOutcomes, interactionSubTypes, interactionTypes } from "../db/schema";
import { toOperatorWallClock } from "../prospects/operator-time";
import { random, type SeedSize } from "./ids";
import { rowsOf } from "../db/rows";

/** Interaction types: CALL, TASK and APPOINTMENT map to interactionType 0, 1, 2; EMAIL to null. */
const types = [
  { id: "CALL", description: "Telephone call" },
  { id: "TASK", description: "Task" },
  { id: "APPOINTMENT", description: "Appointment" },
  { id: "EMAIL", description: "Email" },
];
const subTypes = [
  { id: "CALLOUT", description: "Outbound sales call", interactionTypeId: "CALL" },
  { id: "CALLIN", description: "Inbound enquiry call", interactionTypeId: "CALL" },
  { id: "CALLBACK", description: "Call back", interactionTypeId: "CALL" },
  { id: "FOLLOWUP", description: "Follow-up task", interactionTypeId: "TASK" },
  { id: "SENDPACK", description: "Send membership pack", interactionTypeId: "TASK" },
  { id: "TOUR", description: "Club tour", interactionTypeId: "APPOINTMENT" },
  { id: "CONSULT", description: "Fitness consultation", interactionTypeId: "APPOINTMENT" },
  { id: "EMAILINTRO", description: "Introductory email", interactionTypeId: "EMAIL" },
  { id: "EMAILOFFER", description: "Offer email", interactionTypeId: "EMAIL" },
];
const outcomes = [
  { id: 1, interactionTypeId: "CALL", description: "Interested, tour booked" },
  { id: 2, interactionTypeId: "CALL", description: "Call back later" },
  { id: 3, interactionTypeId: "CALL", description: "No answer" },
  { id: 4, interactionTypeId: "CALL", description: "Not interested" },
  { id: 5, interactionTypeId: "TASK", description: "Done" },
  { id: 6, interactionTypeId: "TASK", description: "Could not complete" },
  { id: 7, interactionTypeId: "APPOINTMENT", description: "Joined" },
  { id: 8, interactionTypeId: "APPOINTMENT", description: "Considering" },
  { id: 9, interactionTypeId: "APPOINTMENT", description: "Did not attend" },
  { id: 10, interactionTypeId: "EMAIL", description: "Replied" },
  { id: 11, interactionTypeId: "EMAIL", description: "No reply" },
  { id: 12, interactionTypeId: "EMAIL", description: "Unsubscribed" },
];

const detailsByType: Record<string, string[]> = {
  CALL: [
    "Asked about family membership prices.",
    "Enquired about swim lessons for two children.",
    "Wants off-peak gym only.",
    "Left voicemail, try after 6pm.",
    "Interested in the corporate scheme.",
  ],
  TASK: [
    "Post the welcome pack and timetable.",
    "Check the referral discount applies.",
    "Send the class timetable.",
    "Ask the duty manager about a guest pass.",
  ],
  APPOINTMENT: [
    "Tour of gym, pool and studios.",
    "Induction and goal-setting session.",
    "Show the padel courts and the spa.",
    "Bring ID and a bank card to join on the day.",
  ],
  EMAIL: [
    "Introductory email with the January offer.",
    "Follow-up after the open day.",
    "Sent the price list and the joining link.",
  ],
};

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Demo data of the prospects area: the interaction configuration and, for every member holding a
 * prospect status, two to five interactions around now (about 2,000 open in the full seed).
 */
export async function seed(tx: Executor, size: SeedSize) {
  await tx.insert(interactionTypes).values(types);
  await tx.insert(interactionSubTypes).values(subTypes);
  await tx.insert(interactionOutcomes).values(outcomes);

  const prospects = await rowsOf<{ id: number }>(
    tx,
    sql`SELECT m.id FROM members m JOIN statuses s ON s.id = m.status_id WHERE s.prospect_status ORDER BY m.id`,
  );
  const memberIds = prospects.map((r) => Number(r.id));

  const rng = random(size === "full" ? 907 : 908);
  const now = Math.floor(Date.now() / (15 * minute)) * 15 * minute;
  const staff = ["sales", "sales", "sales", "manager", "manager"];
  const cols = {
    id: [] as number[],
    member: [] as number[],
    subType: [] as string[],
    details: [] as (string | null)[],
    next: [] as (string | null)[],
    with: [] as (string | null)[],
    by: [] as (string | null)[],
    outcome: [] as (number | null)[],
    duration: [] as (number | null)[],
    priority: [] as (number | null)[],
    email: [] as (number | null)[],
    status: [] as (number | null)[],
    reminder: [] as (number | null)[],
    raisedBy: [] as string[],
    raised: [] as string[],
    lastBy: [] as string[],
    last: [] as string[],
  };
  const quarter = (ms: number) => Math.round(ms / (15 * minute)) * 15 * minute;
  for (const memberId of memberIds) {
    const count = rng.int(2, 5);
    for (let k = 0; k < count; k++) {
      const sub = rng.pick(subTypes);
      const type = sub.interactionTypeId;
      const roll = rng.next();
      // 1 active, 2 completed, 3 overdue, 4 unassigned; a few with no status at all.
      const status = roll < 0.44 ? 1 : roll < 0.64 ? 3 : roll < 0.8 ? 4 : roll < 0.97 ? 2 : null;
      const raised = now - rng.int(1, 40) * day - rng.int(0, 23) * hour;
      let next: number | null;
      if (status === 1) next = now + quarter(rng.int(1, 14 * 24 * 4) * 15 * minute);
      else if (status === 3) next = now - quarter(rng.int(1, 10 * 24 * 4) * 15 * minute);
      else if (status === 4) next = rng.next() < 0.3 ? null : now + quarter(rng.int(-2 * 24, 10 * 24) * hour);
      else if (status === 2) next = now - rng.int(1, 30) * day + rng.int(8, 19) * hour - (now % day);
      else next = rng.next() < 0.5 ? null : now + rng.int(1, 20) * day;
      const owner = status === 4 ? null : rng.next() < 0.1 ? null : rng.pick(staff);
      const raisedBy = rng.pick(staff);
      const lastAction =
        status === 2
          ? Math.min(now, Math.max(raised, (next ?? now) + hour))
          : raised + Math.floor(rng.next() * (now - raised));
      const pri = rng.next();
      cols.id.push(cols.id.length + 1);
      cols.member.push(memberId);
      cols.subType.push(sub.id);
      cols.details.push(rng.next() < 0.85 ? rng.pick(detailsByType[type]) : null);
      cols.next.push(next === null ? null : toOperatorWallClock(new Date(next)));
      cols.with.push(owner);
      cols.by.push(status === 4 ? null : raisedBy);
      cols.outcome.push(
        status === 2
          ? rng.pick(outcomes.filter((o) => o.interactionTypeId === type)).id
          : type === "CALL" && rng.next() < 0.2
            ? 2
            : null,
      );
      cols.duration.push(
        type === "CALL"
          ? rng.pick([5, 10, 15])
          : type === "APPOINTMENT"
            ? rng.pick([20, 30, 30])
            : rng.next() < 0.5
              ? null
              : rng.pick([5, 10]),
      );
      cols.priority.push(pri < 0.05 ? null : pri < 0.35 ? 1 : pri < 0.82 ? 2 : 3);
      cols.email.push(type === "APPOINTMENT" ? rng.pick([0, 1]) : null);
      cols.status.push(status);
      cols.reminder.push(type === "APPOINTMENT" || type === "CALL" ? rng.pick([-1, 0, 5, 15, 30]) : -1);
      cols.raisedBy.push(raisedBy);
      cols.raised.push(new Date(raised).toISOString());
      cols.lastBy.push(status === 4 ? raisedBy : (owner ?? raisedBy));
      cols.last.push(new Date(lastAction).toISOString());
    }
  }
  if (cols.id.length === 0) return;
  await tx.execute(sql`
    INSERT INTO prospect_interactions (id, member_id, interaction_sub_type_id, details, next_action_date, scheduled_with, scheduled_by,
      outcome_of_interaction_type_id, duration, priority, email_confirmation_type, interaction_status, reminder,
      raised_by_user_id, raised_date, last_action_user_id, last_action_date)
    SELECT id, m, st, d, n::timestamp, w, b, o, du, p, e, s, r, rb, ra::timestamptz, lb, la::timestamptz
    FROM unnest(${pgArray(cols.id, "int")}, ${pgArray(cols.member, "int")}, ${pgArray(cols.subType, "text")}, ${pgArray(cols.details, "text")},
                ${pgArray(cols.next, "text")}, ${pgArray(cols.with, "text")}, ${pgArray(cols.by, "text")}, ${pgArray(cols.outcome, "int")},
                ${pgArray(cols.duration, "int")}, ${pgArray(cols.priority, "int")}, ${pgArray(cols.email, "int")}, ${pgArray(cols.status, "int")},
                ${pgArray(cols.reminder, "int")}, ${pgArray(cols.raisedBy, "text")}, ${pgArray(cols.raised, "text")}, ${pgArray(cols.lastBy, "text")},
                ${pgArray(cols.last, "text")})
      AS t(id, m, st, d, n, w, b, o, du, p, e, s, r, rb, ra, lb, la)`);
}

/** This area's part of the fixtures manifest (sandbox-contract §4). */
export const fixtures = {
  interactions: {
    /** a CALL sub type */
    subTypeId: "CALLOUT",
    /** an outcome of CALL, valid for subTypeId */
    outcomeId: 1,
    /** an outcome of TASK: not valid for subTypeId */
    foreignOutcomeId: 5,
    /** one sub type per interactionType; other's type (EMAIL) has interactionType null */
    subTypes: { call: "CALLOUT", task: "FOLLOWUP", appointment: "TOUR", other: "EMAILINTRO" },
  },
};
