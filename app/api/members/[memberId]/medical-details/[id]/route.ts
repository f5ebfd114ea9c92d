import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { medicalConditionIdParam, memberPath } from "@/lib/bff/params";
import { requireUnchanged } from "@/lib/bff/versioned";
import { getMedicalDetails, removeMedicalCondition, updateMedicalCondition } from "@/lib/client/members";
import type { Caller } from "@/lib/client/transport";
import { updateMedicalConditionRequest } from "@/lib/contract/members";

const conditionPath = { ...memberPath, id: medicalConditionIdParam };

/** The condition as stored now (null once removed): what If-Match is checked against. */
const currentCondition = async (caller: Caller, memberId: number, id: number) =>
  (await getMedicalDetails(caller, memberId)).medicalConditions.find((c) => c.id === id) ?? null;

export const PUT = bffRoute(
  {
    roles: memberRecordRoles,
    params: conditionPath,
    audit: "changed a medical condition",
    mutation: true,
    body: updateMedicalConditionRequest,
  },
  async ({ req, caller, params, body }) => {
    const { memberId, id } = params;
    await requireUnchanged(req, () => currentCondition(caller, memberId, id));
    await updateMedicalCondition(caller, memberId, id, body);
    return currentCondition(caller, memberId, id); // as the list shows it, so its version matches the next read
  },
);

export const DELETE = bffRoute(
  { roles: memberRecordRoles, params: conditionPath, audit: "removed a medical condition", mutation: true },
  async ({ req, caller, params }) => {
    const { memberId, id } = params;
    await requireUnchanged(req, () => currentCondition(caller, memberId, id));
    await removeMedicalCondition(caller, memberId, id);
    return undefined;
  },
);
