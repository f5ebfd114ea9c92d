import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { versioned } from "@/lib/bff/versioned";
import { addMedicalCondition, getMedicalDetails } from "@/lib/client/members";
import { addMedicalConditionRequest } from "@/lib/contract/members";

/** Each condition is versioned on its own (recordVersion(condition)) for its edit and removal. */
export const GET = bffRoute({ roles: memberRecordRoles, audit: "read medical details" }, async ({ caller, params }) => versioned(await getMedicalDetails(caller, memberIdParam(params))));

/** Adds a condition (201 from the platform; the BFF answers the condition). */
export const POST = bffRoute({ roles: memberRecordRoles, audit: "added a medical condition", mutation: true, body: addMedicalConditionRequest }, async ({ caller, params, body }) =>
  addMedicalCondition(caller, memberIdParam(params), body),
);
