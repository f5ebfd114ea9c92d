import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { memberPath } from "@/lib/bff/params";
import { versioned } from "@/lib/bff/versioned";
import { addMedicalCondition, getMedicalDetails } from "@/lib/client/members";
import { addMedicalConditionRequest } from "@/lib/contract/members";

/** Each condition is versioned on its own (recordVersion(condition)) for its edit and removal. */
export const GET = bffRoute(
  { roles: memberRecordRoles, params: memberPath, audit: "read medical details" },
  async ({ caller, params }) => versioned(await getMedicalDetails(caller, params.memberId)),
);

/** Adds a condition (201 from the platform; the BFF answers the condition). */
export const POST = bffRoute(
  {
    roles: memberRecordRoles,
    params: memberPath,
    audit: "added a medical condition",
    mutation: true,
    body: addMedicalConditionRequest,
  },
  async ({ caller, params, body }) => addMedicalCondition(caller, params.memberId, body),
);
