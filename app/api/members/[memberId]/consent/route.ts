import { memberApi } from "@frontdesk/lib/api/members";
import { legalAgreementsOf } from "@frontdesk/lib/contract/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { requireUnchanged } from "@frontdesk/lib/bff/versioned";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";

export const GET = bffEndpoint(memberApi.consent, async ({ caller, params }) =>
  callPlatform(caller, members.getConsent, { params: { memberId: params.memberId } }),
);

export const PUT = bffEndpoint(memberApi.updateConsent, async ({ req, caller, params, body }) => {
  const { memberId } = params;
  await requireUnchanged(req, async () =>
    legalAgreementsOf(await callPlatform(caller, members.getConsent, { params: { memberId } })),
  );
  return callPlatform(caller, members.updateConsent, { params: { memberId }, body });
});
