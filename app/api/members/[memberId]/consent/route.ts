import { memberRecordRoles } from "@/lib/auth/roles";
import { legalAgreementsOf, updateConsentRequest } from "@/lib/contract/members";
import { bffRoute } from "@/lib/bff/route";
import { memberPath } from "@/lib/bff/params";
import { requireUnchanged, versioned } from "@/lib/bff/versioned";
import { getMemberConsent, updateMemberConsent } from "@/lib/client/members";

export const GET = bffRoute(
  { roles: memberRecordRoles, params: memberPath, audit: "read consent" },
  async ({ caller, params }) => versioned(await getMemberConsent(caller, params.memberId)),
);

/** Legal-agreement dates only; 412 if the legal agreements changed since they were read. */
export const PUT = bffRoute(
  {
    roles: memberRecordRoles,
    params: memberPath,
    audit: "changed consent",
    mutation: true,
    body: updateConsentRequest,
  },
  async ({ req, caller, params, body }) => {
    const { memberId } = params;
    await requireUnchanged(req, async () => legalAgreementsOf(await getMemberConsent(caller, memberId)));
    return updateMemberConsent(caller, memberId, body);
  },
);
