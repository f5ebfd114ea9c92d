import { memberApi } from "@/lib/api/members";
import { heldChannel } from "@/lib/contract/members";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { callPlatform } from "@/lib/client/call-platform";
import { members } from "@/lib/platform/operations";

export const PUT = bffEndpoint(memberApi.channel, async ({ req, caller, params, body }) => {
  const { memberId } = params;
  await requireUnchanged(req, async () =>
    heldChannel(await callPlatform(caller, members.getConsent, { params: { memberId } }), body.channelId),
  );
  return callPlatform(caller, members.assignChannelConsent, { params: { memberId }, body });
});
