import { memberRecordRoles } from "@/lib/auth/roles";
import { assignChannelConsentRequest, heldChannel } from "@/lib/contract/members";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { assignChannelConsent, getMemberConsent } from "@/lib/client/members";

/** Grant or withdraw a communication channel; answers the member's consent. 412 if that channel's consent changed since read. */
export const PUT = bffRoute({ roles: memberRecordRoles, audit: "changed consent", mutation: true, body: assignChannelConsentRequest }, async ({ req, caller, params, body }) => {
  const memberId = memberIdParam(params);
  await requireUnchanged(req, async () => heldChannel(await getMemberConsent(caller, memberId), body.channelId));
  return assignChannelConsent(caller, memberId, body);
});
