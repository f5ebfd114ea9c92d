import { memberApi } from "@frontdesk/lib/api/members";
import { heldChannel } from "@frontdesk/lib/contract/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { requireUnchanged } from "@frontdesk/lib/bff/versioned";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";

export const PUT = bffEndpoint(memberApi.channel, async ({ req, caller, params, body }) => {
  const { memberId } = params;
  await requireUnchanged(req, async () =>
    heldChannel(await callPlatform(caller, members.getConsent, { params: { memberId } }), body.channelId),
  );
  return callPlatform(caller, members.assignChannelConsent, { params: { memberId }, body });
});
