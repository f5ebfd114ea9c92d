import { memberApi } from "@/lib/api/members";
import { heldChannel } from "@/lib/contract/members";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { assignChannelConsent, getMemberConsent } from "@/lib/client/members";

export const PUT = bffEndpoint(memberApi.channel, async ({ req, caller, params, body }) => {
  const { memberId } = params;
  await requireUnchanged(req, async () => heldChannel(await getMemberConsent(caller, memberId), body.channelId));
  return assignChannelConsent(caller, memberId, body);
});
