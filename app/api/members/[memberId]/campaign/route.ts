import { memberApi } from "@/lib/api/members";
import { heldCampaign } from "@/lib/contract/members";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { callPlatform } from "@/lib/client/call-platform";
import { members } from "@/lib/platform/operations";

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
