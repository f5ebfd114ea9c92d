import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(memberApi.medicalDetails, async ({ caller, params }) =>
  callPlatform(caller, members.getMedicalDetails, { params: { memberId: params.memberId } }),
);

/** 201 from the platform; the BFF answers the condition. */
export const POST = bffEndpoint(memberApi.addMedicalCondition, async ({ caller, params, body }) =>
  callPlatform(caller, members.addMedicalCondition, { params: { memberId: params.memberId }, body }),
);
