import { memberRecordRoles } from "@/lib/auth/roles";
import { assignChannelConsentRequest } from "@/lib/contract/members";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { assignChannelConsent } from "@/lib/client/members";

/** Grant or withdraw a communication channel; answers the member's consent. */
export const PUT = bffRoute({ roles: memberRecordRoles, audit: "changed consent", mutation: true, body: assignChannelConsentRequest }, async ({ caller, params, body }) =>
  assignChannelConsent(caller, memberIdParam(params), body),
);
