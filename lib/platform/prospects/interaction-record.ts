import { eq, sql } from "drizzle-orm";
import { interactionMessages as messages, interactionTypeEnum, type ProspectInteraction } from "@/lib/contract/prospects";
import type { Executor } from "../db/client";
import { interactionOutcomes, interactionSubTypes, prospectInteractions } from "../db/schema";
import { PlatformError } from "../http/errors";
import { fromOperatorWallClock } from "./operator-time";
import { requireMember as requireMemberRow } from "../members/member-record";

export type InteractionRow = typeof prospectInteractions.$inferSelect;

/** interactionType of the response: 0 CALL, 1 TASK, 2 APPOINTMENT, null for any other type id. */
export const interactionTypeOf = (typeId: string) => (interactionTypeEnum[typeId.toUpperCase()] ?? null) as 0 | 1 | 2 | null;

/** Columns read for a ProspectInteraction: the row plus its sub type's interaction type. */
export const interactionColumns = {
  row: prospectInteractions,
  interactionTypeId: interactionSubTypes.interactionTypeId,
};

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
    if (outcome.interactionTypeId !== subType.interactionTypeId) throw PlatformError.text(422, messages.outcomeForeign(outcomeId, subType.id));
  }
  return subType;
}
