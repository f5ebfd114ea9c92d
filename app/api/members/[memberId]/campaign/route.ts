import { memberRecordRoles } from "@/lib/auth/roles";
import { assignCampaignConsentRequest, heldCampaign } from "@/lib/contract/members";
import { bffRoute } from "@/lib/bff/route";
import { memberPath } from "@/lib/bff/params";
import { requireUnchanged } from "@/lib/bff/versioned";
import { assignCampaignConsent, getMemberConsent } from "@/lib/client/members";

/**
 * Grant or withdraw a marketing or data-processing campaign; answers the member's consent.
 * The version checked is that campaign's own entry (or its absence), so granting one campaign
 * never conflicts with a change to another.
 */
export const PUT = bffRoute(
  {
    roles: memberRecordRoles,
    params: memberPath,
    audit: "changed consent",
    mutation: true,
    body: assignCampaignConsentRequest,
  },
  async ({ req, caller, params, body }) => {
    const { memberId } = params;
    await requireUnchanged(req, async () => heldCampaign(await getMemberConsent(caller, memberId), body.campaignId));
    return assignCampaignConsent(caller, memberId, body);
  },
);
