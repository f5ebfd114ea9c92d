import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { requireUnchanged } from "@frontdesk/lib/bff/versioned";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";

export const DELETE = bffEndpoint(memberApi.removeWalletCard, async ({ req, caller, params }) => {
  const { memberId, provider, cardId } = params;
  await requireUnchanged(
    req,
    async () =>
      (await callPlatform(caller, members.listWalletCards, { params: { memberId, provider } })).data.find(
        (c) => c.cardID === cardId,
      ) ?? null,
  );
  await callPlatform(caller, members.removeWalletCard, { params: { memberId, provider, cardId } });
  return undefined;
});
