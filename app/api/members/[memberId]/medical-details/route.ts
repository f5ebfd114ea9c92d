import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { addMedicalCondition, getMedicalDetails } from "@/lib/client/members";

export const GET = bffEndpoint(memberApi.medicalDetails, async ({ caller, params }) =>
  getMedicalDetails(caller, params.memberId),
);

/** 201 from the platform; the BFF answers the condition. */
export const POST = bffEndpoint(memberApi.addMedicalCondition, async ({ caller, params, body }) =>
  addMedicalCondition(caller, params.memberId, body),
);
