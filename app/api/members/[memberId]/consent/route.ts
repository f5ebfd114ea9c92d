import { memberRecordRoles } from "@/lib/auth/roles";
import { updateConsentRequest } from "@/lib/contract/members";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { getMemberConsent, updateMemberConsent } from "@/lib/client/members";

export const GET = bffRoute({ roles: memberRecordRoles, audit: "read consent" }, async ({ caller, params }) => getMemberConsent(caller, memberIdParam(params)));

/** Legal-agreement dates only. */
export const PUT = bffRoute({ roles: memberRecordRoles, audit: "changed consent", mutation: true, body: updateConsentRequest }, async ({ caller, params, body }) =>
  updateMemberConsent(caller, memberIdParam(params), body),
);
