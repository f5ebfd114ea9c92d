import { memberRecordRoles } from "@/lib/auth/roles";
import { problem } from "@/lib/bff/problem";
import { BffProblem, bffRoute, memberIdParam } from "@/lib/bff/route";
import { removeMedicalCondition, updateMedicalCondition } from "@/lib/client/members";
import { updateMedicalConditionRequest } from "@/lib/contract/members";

const conditionId = (params: Record<string, string>) => {
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw new BffProblem(problem(400, `The value '${params.id ?? ""}' is not a valid medical condition id.`));
  return Number(params.id);
};

export const PUT = bffRoute({ roles: memberRecordRoles, audit: "changed a medical condition", mutation: true, body: updateMedicalConditionRequest }, async ({ caller, params, body }) =>
  updateMedicalCondition(caller, memberIdParam(params), conditionId(params), body),
);

export const DELETE = bffRoute({ roles: memberRecordRoles, audit: "removed a medical condition", mutation: true }, async ({ caller, params }) => {
  await removeMedicalCondition(caller, memberIdParam(params), conditionId(params));
  return undefined;
});
