import { memberApi } from "@/lib/api/members";
import { legalAgreementsOf } from "@/lib/contract/members";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { getMemberConsent, updateMemberConsent } from "@/lib/client/members";

export const GET = bffEndpoint(memberApi.consent, async ({ caller, params }) =>
  getMemberConsent(caller, params.memberId),
);

export const PUT = bffEndpoint(memberApi.updateConsent, async ({ req, caller, params, body }) => {
  const { memberId } = params;
  await requireUnchanged(req, async () => legalAgreementsOf(await getMemberConsent(caller, memberId)));
  return updateMemberConsent(caller, memberId, body);
});
