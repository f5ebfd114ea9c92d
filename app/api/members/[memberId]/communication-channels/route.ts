import { memberRecordRoles } from "@/lib/auth/roles";
import { assignChannelConsentRequest, heldChannel } from "@/lib/contract/members";
import { bffRoute } from "@/lib/bff/route";
import { memberPath } from "@/lib/bff/params";
import { requireUnchanged } from "@/lib/bff/versioned";
import { assignChannelConsent, getMemberConsent } from "@/lib/client/members";

/** Grant or withdraw a communication channel; answers the member's consent. 412 if that channel's consent changed since read. */
export const PUT = bffRoute(
  {
    roles: memberRecordRoles,
    params: memberPath,
    audit: "changed consent",
    mutation: true,
    body: assignChannelConsentRequest,
  },
  async ({ req, caller, params, body }) => {
    const { memberId } = params;
    await requireUnchanged(req, async () => heldChannel(await getMemberConsent(caller, memberId), body.channelId));
    return assignChannelConsent(caller, memberId, body);
  },
);
