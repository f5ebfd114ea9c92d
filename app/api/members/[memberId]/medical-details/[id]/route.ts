import { memberRecordRoles } from "@/lib/auth/roles";
import { problem } from "@/lib/bff/problem";
import { BffProblem, bffRoute, memberIdParam } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { getMedicalDetails, removeMedicalCondition, updateMedicalCondition } from "@/lib/client/members";
import type { Caller } from "@/lib/client/transport";
import { updateMedicalConditionRequest } from "@/lib/contract/members";

const conditionId = (params: Record<string, string>) => {
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw new BffProblem(problem(400, `The value '${params.id ?? ""}' is not a valid medical condition id.`));
  return Number(params.id);
};

/** The condition as stored now (null once removed): what If-Match is checked against. */
const currentCondition = async (caller: Caller, memberId: number, id: number) =>
  (await getMedicalDetails(caller, memberId)).medicalConditions.find((c) => c.id === id) ?? null;

export const PUT = bffRoute({ roles: memberRecordRoles, audit: "changed a medical condition", mutation: true, body: updateMedicalConditionRequest }, async ({ req, caller, params, body }) => {
  const memberId = memberIdParam(params);
  const id = conditionId(params);
  await requireUnchanged(req, () => currentCondition(caller, memberId, id));
  await updateMedicalCondition(caller, memberId, id, body);
  return currentCondition(caller, memberId, id); // as the list shows it, so its version matches the next read
});

export const DELETE = bffRoute({ roles: memberRecordRoles, audit: "removed a medical condition", mutation: true }, async ({ req, caller, params }) => {
  const memberId = memberIdParam(params);
  const id = conditionId(params);
  await requireUnchanged(req, () => currentCondition(caller, memberId, id));
  await removeMedicalCondition(caller, memberId, id);
  return undefined;
});
