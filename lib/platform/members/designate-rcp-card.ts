import { eq } from "drizzle-orm";
import { wallets } from "../db/schema";
import { reply, route } from "../http/route";
import { designateRcpCardRequest, recurringCard } from "@/lib/contract/members";
import { cardNotFound, findCard, requireWallet, toRecurringCard, walletGate } from "./wallet-record";

export const designateRcpCard = route(
  {
    method: "put",
    path: "/api/members/:memberId/rcp-card",
    summary: "Designate a wallet card as the recurring-payment card",
    description:
      "Designates one of the wallet's cards WITHOUT capturing a payment-provider reference, so verified is false afterwards. " +
      "To designate a verified card, use POST /api/members/{memberId}/wallet/card with designate true.",
    tags: ["Members: wallet"],
    ...walletGate,
    memberScoped: true,
    input: { body: designateRcpCardRequest },
    responses: {
      200: { description: "The RecurringCard after designation", schema: recurringCard },
      400: { description: "cardId must be an integer. (plain text)" },
      404: {
        description:
          "Member Wallet with id {memberId} was not found. / Card {cardId} was not found in the wallet of member {memberId}.",
      },
    },
  },
  async (ctx) => {
    const wallet = await ctx.db.transaction(async (tx) => {
      await requireWallet(tx, ctx.memberId);
      const body = ctx.input.body;
      if (!(await findCard(tx, ctx.memberId, body.cardId))) throw cardNotFound(ctx.memberId, body.cardId);
      const [updated] = await tx
        .update(wallets)
        .set({ rcpCardId: body.cardId, rcpProviderReference: null })
        .where(eq(wallets.memberId, ctx.memberId))
        .returning();
      return updated;
    });
    return reply.json(toRecurringCard(wallet));
  },
);
