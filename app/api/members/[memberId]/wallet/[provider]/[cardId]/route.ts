import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { listWalletCards, removeWalletCard } from "@/lib/client/members";

export const DELETE = bffEndpoint(memberApi.removeWalletCard, async ({ req, caller, params }) => {
  const { memberId, provider, cardId } = params;
  await requireUnchanged(
    req,
    async () => (await listWalletCards(caller, memberId, provider)).data.find((c) => c.cardID === cardId) ?? null,
  );
  await removeWalletCard(caller, memberId, provider, cardId);
  return undefined;
});
