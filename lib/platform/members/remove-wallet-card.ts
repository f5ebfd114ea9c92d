import { eq } from "drizzle-orm";
import { walletCards } from "../db/schema";
import { PlatformError } from "../http/errors";
import { reply, route } from "../http/route";
import { cardNotFound, findCard, requireWallet, walletCardPath, walletGate } from "./wallet-record";

export const designatedCardMessage = "The designated recurring payment card cannot be removed.";

export const removeWalletCard = route(
  {
    method: "delete",
    path: "/api/members/:memberId/wallet/:provider/:cardId",
    summary: "Remove a card from a member's wallet",
    description: "Refuses to remove the designated recurring-payment card (designate another card first).",
    tags: ["Members: wallet"],
    ...walletGate,
    memberScoped: true,
    input: { params: walletCardPath },
    responses: {
      204: { description: "Removed" },
      400: {
        description:
          "The designated recurring payment card cannot be removed. / Payment provider '{provider}' is not supported.",
      },
      404: {
        description:
          "Member Wallet with id {memberId} was not found. / Card {cardId} was not found in the wallet of member {memberId}.",
      },
    },
  },
  async (ctx) => {
    const { provider, card: path } = ctx.input.params;
    await ctx.db.transaction(async (tx) => {
      const wallet = await requireWallet(tx, ctx.memberId);
      const card = path.id === undefined ? undefined : await findCard(tx, ctx.memberId, path.id, provider.id);
      if (!card) throw cardNotFound(ctx.memberId, path.raw);
      if (wallet.rcpCardId === card.id) throw PlatformError.text(400, designatedCardMessage);
      await tx.delete(walletCards).where(eq(walletCards.id, card.id));
    });
    return reply.empty(204);
  },
);
