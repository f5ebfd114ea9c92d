import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { requireUnchanged } from "@frontdesk/lib/bff/versioned";
import type { Caller } from "@frontdesk/lib/client/transport";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";

/** The condition as stored now (null once removed): what If-Match is checked against. */
const currentCondition = async (caller: Caller, memberId: number, id: number) =>
  (await callPlatform(caller, members.getMedicalDetails, { params: { memberId } })).medicalConditions.find(
    (c) => c.id === id,
  ) ?? null;

export const PUT = bffEndpoint(memberApi.updateMedicalCondition, async ({ req, caller, params, body }) => {
  const { memberId, id } = params;
  await requireUnchanged(req, () => currentCondition(caller, memberId, id));
  await callPlatform(caller, members.updateMedicalCondition, { params: { memberId, id }, body });
  return currentCondition(caller, memberId, id);
});

export const DELETE = bffEndpoint(memberApi.removeMedicalCondition, async ({ req, caller, params }) => {
  const { memberId, id } = params;
  await requireUnchanged(req, () => currentCondition(caller, memberId, id));
  await callPlatform(caller, members.removeMedicalCondition, { params: { memberId, id } });
  return undefined;
});
