import { memberRecordRoles } from "@/lib/auth/roles";
import { assignCampaignConsentRequest } from "@/lib/contract/members";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { assignCampaignConsent } from "@/lib/client/members";

/** Grant or withdraw a marketing or data-processing campaign; answers the member's consent. */
export const PUT = bffRoute({ roles: memberRecordRoles, audit: "changed consent", mutation: true, body: assignCampaignConsentRequest }, async ({ caller, params, body }) =>
  assignCampaignConsent(caller, memberIdParam(params), body),
);
