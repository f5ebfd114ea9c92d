import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { cardIdParam, memberPath, walletProviderParam } from "@/lib/bff/params";
import { requireUnchanged } from "@/lib/bff/versioned";
import { listWalletCards, removeWalletCard } from "@/lib/client/members";

/** Removes a saved card; 412 if that card changed (or was designated) since it was read. */
export const DELETE = bffRoute(
  {
    roles: memberRecordRoles,
    params: { ...memberPath, provider: walletProviderParam, cardId: cardIdParam },
    audit: "removed a saved card",
    mutation: true,
  },
  async ({ req, caller, params }) => {
    const { memberId, provider, cardId } = params;
    await requireUnchanged(
      req,
      async () => (await listWalletCards(caller, memberId, provider)).data.find((c) => c.cardID === cardId) ?? null,
    );
    await removeWalletCard(caller, memberId, provider, cardId);
    return undefined;
  },
);
