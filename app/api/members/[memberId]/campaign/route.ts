import { memberApi } from "@frontdesk/lib/api/members";
import { heldCampaign } from "@frontdesk/lib/contract/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { requireUnchanged } from "@frontdesk/lib/bff/versioned";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";

/**
 * The version checked is that campaign's own entry (or its absence), so granting one campaign
 * never conflicts with a change to another.
 */
export const PUT = bffEndpoint(memberApi.campaign, async ({ req, caller, params, body }) => {
  const { memberId } = params;
  await requireUnchanged(req, async () =>
    heldCampaign(await callPlatform(caller, members.getConsent, { params: { memberId } }), body.campaignId),
  );
  return callPlatform(caller, members.assignCampaignConsent, { params: { memberId }, body });
});
