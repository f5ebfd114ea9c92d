import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  interactionLimits as limits,
  interactionMessages as messages,
  interactionTypeEnum,
  type ProspectInteraction,
} from "@frontdesk/lib/contract/prospects";
import type { Executor } from "../db/client";
import { interactionOutcomes, interactionSubTypes, prospectInteractions } from "../db/schema";
import { PlatformError } from "../http/errors";
import { isInt32, parseId } from "../http/input";
import type { InputParser } from "../http/route";
import { fromOperatorWallClock, parseInstant } from "./operator-time";
import { requireMember as requireMemberRow } from "../members/member-record";

type InteractionRow = typeof prospectInteractions.$inferSelect;

/** interactionType of the response: 0 CALL, 1 TASK, 2 APPOINTMENT, null for any other type id. */
export const interactionTypeOf = (typeId: string) =>
  (interactionTypeEnum[typeId.toUpperCase()] ?? null) as 0 | 1 | 2 | null;

/** The ProspectInteraction resource, fields in the spec's order. */
export function toProspectInteraction(row: InteractionRow, interactionTypeId: string): ProspectInteraction {
  return {
    id: row.id,
    memberId: row.memberId,
    interactionSubTypeId: row.interactionSubTypeId,
    interactionTypeId,
    interactionType: interactionTypeOf(interactionTypeId),
    details: row.details,
    nextActionDate: fromOperatorWallClock(row.nextActionDate),
    scheduledWith: row.scheduledWith,
    scheduledBy: row.scheduledBy,
    outcomeOfInteractionTypeId: row.outcomeOfInteractionTypeId,
    duration: row.duration,
    priority: row.priority,
    emailConfirmationType: row.emailConfirmationType,
    interactionStatus: row.interactionStatus,
    reminder: row.reminder,
    raisedByUserId: row.raisedByUserId,
    raisedDate: row.raisedDate.toISOString(),
    lastActionUserId: row.lastActionUserId,
    lastActionDate: row.lastActionDate.toISOString(),
  };
}

/** 422 Member {memberId} does not exist. (a missing member is 422 on every prospect-interaction endpoint) */
export async function requireMember(db: Executor, memberId: number) {
  await requireMemberRow(db, memberId, () => PlatformError.text(422, messages.memberMissing(memberId)));
}

/**
 * The reference checks of endpoints 9 and 10, first problem found: the sub type exists, the outcome
 * exists, the outcome belongs to the sub type's interaction type. Sub type ids match case-insensitively
 * (operator codes); the stored id is the configured one.
 */
export async function resolveReferences(db: Executor, subTypeId: string, outcomeId: number | null | undefined) {
  const [subType] = await db
    .select({ id: interactionSubTypes.id, interactionTypeId: interactionSubTypes.interactionTypeId })
    .from(interactionSubTypes)
    .where(sql`upper(${interactionSubTypes.id}) = upper(${subTypeId})`)
    .orderBy(sql`${interactionSubTypes.id} = ${subTypeId} DESC`)
    .limit(1);
  if (!subType) throw PlatformError.text(422, messages.subTypeMissing(subTypeId));
  if (outcomeId !== undefined && outcomeId !== null) {
    const [outcome] = await db
      .select({ interactionTypeId: interactionOutcomes.interactionTypeId })
      .from(interactionOutcomes)
      .where(eq(interactionOutcomes.id, outcomeId))
      .limit(1);
    if (!outcome) throw PlatformError.text(422, messages.outcomeMissing(outcomeId));
    if (outcome.interactionTypeId !== subType.interactionTypeId)
      throw PlatformError.text(422, messages.outcomeForeign(outcomeId, subType.id));
  }
  return subType;
}

const bad = (message: string) => PlatformError.text(400, message);

/**
 * The declared path of the interaction routes: memberId a positive int32 (ten digits allowed: these
 * routes are not member-scoped), else 400 with the endpoint's message; an interaction id that is not
 * a positive int32 is kept as undefined (never found: 404 once the member is checked).
 */
export const interactionPath = (invalidMember: string) =>
  ({
    schema: z.object({ memberId: z.int32().positive(), id: z.int32().positive().optional() }),
    parse: (params) => {
      const memberId = parseId(params.memberId);
      if (memberId === undefined) throw bad(invalidMember);
      return { memberId, id: parseId(params.id), rawId: params.id };
    },
  }) satisfies InputParser<Record<string, string>, { memberId: number; id?: number; rawId?: string }>;

/**
 * The fields of a create or update body after the 400 checks (endpoints 9 and 10). undefined means
 * "not sent" (omitted or null), which on update keeps the stored value.
 */
export interface InteractionFields {
  interactionSubTypeId?: string;
  details?: string;
  nextActionDate?: Date;
  scheduledWith?: string;
  scheduledBy?: string;
  outcomeOfInteractionTypeId?: number;
  duration?: number;
  priority?: number;
  emailConfirmationType?: number;
  interactionStatus?: number;
  reminder?: number;
}

/**
 * The 400 checks that follow the required-fields check, all before any lookup. Order: each field's
 * type (body-table order), then the spec's limit messages in the spec's order (duration, reminder,
 * details, scheduledWith, scheduledBy, interactionSubTypeId), then priority and interactionStatus.
 * On update, empty or whitespace-only text means "no change" (text cannot be cleared).
 */
export function readInteractionFields(body: Record<string, unknown>, mode: "create" | "update"): InteractionFields {
  const present = (key: string) => body[key] !== undefined && body[key] !== null;
  const text = (key: string): string | undefined => {
    if (!present(key)) return undefined;
    if (typeof body[key] !== "string") throw bad(messages.string(key));
    return body[key] as string;
  };
  const integer = (key: string): number | undefined => {
    if (!present(key)) return undefined;
    const value = body[key];
    if (typeof value !== "number" || !isInt32(value)) throw bad(messages.integer(key));
    return value;
  };

  // Types, in the order of the body table.
  const interactionSubTypeId = text("interactionSubTypeId");
  let details = text("details");
  const nextActionDateText = text("nextActionDate");
  let scheduledWith = text("scheduledWith");
  let scheduledBy = text("scheduledBy");
  const outcomeOfInteractionTypeId = integer("outcomeOfInteractionTypeId");
  const duration = integer("duration");
  const priority = integer("priority");
  const emailConfirmationType = integer("emailConfirmationType");
  const interactionStatus = integer("interactionStatus");
  const reminder = integer("reminder");
  let nextActionDate: Date | undefined;
  if (nextActionDateText !== undefined && !(mode === "update" && nextActionDateText.trim() === "")) {
    nextActionDate = parseInstant(nextActionDateText);
    if (!nextActionDate) throw bad(messages.nextActionDate);
  }

  // Limits, in the spec's order.
  if (duration !== undefined && (duration < limits.durationMin || duration > limits.durationMax))
    throw bad(messages.duration);
  if (
    reminder !== undefined &&
    reminder !== limits.reminderNone &&
    (reminder < limits.reminderMin || reminder > limits.reminderMax)
  )
    throw bad(messages.reminder);
  if (details !== undefined && details.length > limits.detailsMax) throw bad(messages.details);
  if (scheduledWith !== undefined && scheduledWith.length > limits.scheduledWithMax) throw bad(messages.scheduledWith);
  if (scheduledBy !== undefined && scheduledBy.length > limits.scheduledByMax) throw bad(messages.scheduledBy);
  if (interactionSubTypeId !== undefined && interactionSubTypeId.length > limits.subTypeIdMax)
    throw bad(messages.subTypeLength);
  if (priority !== undefined && (priority < 1 || priority > 3)) throw bad(messages.priority);
  if (interactionStatus !== undefined && (interactionStatus < 1 || interactionStatus > 4))
    throw bad(messages.interactionStatus);

  if (mode === "update") {
    // Text cannot be cleared: an empty value keeps what is stored.
    if (details?.trim() === "") details = undefined;
    if (scheduledWith?.trim() === "") scheduledWith = undefined;
    if (scheduledBy?.trim() === "") scheduledBy = undefined;
  }
  return {
    interactionSubTypeId: interactionSubTypeId?.trim(),
    details,
    nextActionDate,
    scheduledWith,
    scheduledBy,
    outcomeOfInteractionTypeId,
    duration,
    priority,
    emailConfirmationType,
    interactionStatus,
    reminder,
  };
}
