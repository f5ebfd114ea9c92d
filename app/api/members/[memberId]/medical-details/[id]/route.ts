import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import type { Caller } from "@/lib/client/transport";
import { getMedicalDetails, removeMedicalCondition, updateMedicalCondition } from "@/lib/client/members";

/** The condition as stored now (null once removed): what If-Match is checked against. */
const currentCondition = async (caller: Caller, memberId: number, id: number) =>
  (await getMedicalDetails(caller, memberId)).medicalConditions.find((c) => c.id === id) ?? null;

export const PUT = bffEndpoint(memberApi.updateMedicalCondition, async ({ req, caller, params, body }) => {
  const { memberId, id } = params;
  await requireUnchanged(req, () => currentCondition(caller, memberId, id));
  await updateMedicalCondition(caller, memberId, id, body);
  return currentCondition(caller, memberId, id);
});

export const DELETE = bffEndpoint(memberApi.removeMedicalCondition, async ({ req, caller, params }) => {
  const { memberId, id } = params;
  await requireUnchanged(req, () => currentCondition(caller, memberId, id));
  await removeMedicalCondition(caller, memberId, id);
  return undefined;
});
