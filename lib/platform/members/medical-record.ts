import { recordDetailCheck } from "./detail-checks";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { auditLog, medicalConditionTypes, memberMedicalConditions } from "../db/schema";
import { PlatformError } from "../http/errors";
import type { MedicalCondition } from "@frontdesk/lib/contract/members";
import { requireMember } from "./member-record";

/** Gate of the medical-details endpoints (endpoint 14). */
export const medicalGate = { products: ["FOH"], features: ["FOHGENERIC"] };

/** Endpoint 14's unknown-member failure: 400, not 404 (Errors §2). */
export const medicalMemberMissing = (memberId: number) =>
  PlatformError.text(400, `MemberId: ${memberId} does not exist.`);
export const requireMedicalMember = (db: Executor, memberId: number) =>
  requireMember(db, memberId, () => medicalMemberMissing(memberId));

export const conditionNotFound = (id: number | string, memberId: number) =>
  PlatformError.text(404, `Medical condition ${id} was not found for member ${memberId}.`);
export const typeNotFound = (id: number) => PlatformError.text(400, `Medical condition type ${id} does not exist.`);

const conditionColumns = {
  id: memberMedicalConditions.id,
  medicalConditionTypeId: memberMedicalConditions.medicalConditionTypeId,
  medicalConditionType: medicalConditionTypes.name,
  medicalNote: memberMedicalConditions.medicalNote,
};

export async function readConditions(db: Executor, memberId: number, id?: number): Promise<MedicalCondition[]> {
  return db
    .select(conditionColumns)
    .from(memberMedicalConditions)
    .innerJoin(medicalConditionTypes, eq(medicalConditionTypes.id, memberMedicalConditions.medicalConditionTypeId))
    .where(
      and(
        eq(memberMedicalConditions.memberId, memberId),
        id === undefined ? undefined : eq(memberMedicalConditions.id, id),
      ),
    )
    .orderBy(asc(memberMedicalConditions.id));
}

/** Special-category data: every read and write leaves an audit row, in the same transaction. */
export async function auditMedical(
  db: Executor,
  actor: string,
  action: "medical.read" | "medical.create" | "medical.update" | "medical.delete",
  memberId: number,
  conditionId?: number,
  detail?: string,
) {
  // a change made with the member confirms the medical details as of now
  if (action !== "medical.read")
    await recordDetailCheck(db, {
      memberId,
      area: "medicalDetails",
      how: "changed",
      checkedBy: actor,
      checkedOn: new Date(),
    });
  await db.insert(auditLog).values({
    actor,
    action,
    entityType: "member_medical_condition",
    entityId: conditionId === undefined ? null : String(conditionId),
    memberId,
    detail: detail ?? null,
  });
}
