import { memberApi } from "@/lib/api/members";
import { heldCampaign } from "@/lib/contract/members";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { assignCampaignConsent, getMemberConsent } from "@/lib/client/members";

/**
 * The version checked is that campaign's own entry (or its absence), so granting one campaign
 * never conflicts with a change to another.
 */
export const PUT = bffEndpoint(memberApi.campaign, async ({ req, caller, params, body }) => {
  const { memberId } = params;
  await requireUnchanged(req, async () => heldCampaign(await getMemberConsent(caller, memberId), body.campaignId));
  return assignCampaignConsent(caller, memberId, body);
});
