import { and, asc, eq } from "drizzle-orm";
import { walletCards } from "../db/schema";
import { reply, route } from "../http/route";
import { walletCardList } from "@/lib/contract/members";
import { requireWallet, toWalletCard, walletGate, walletProviderPath } from "./wallet-record";

export const listWalletCards = route(
  {
    method: "get",
    path: "/api/members/:memberId/wallet/:provider",
    summary: "List a member's wallet cards of a payment provider",
    description:
      "data[].cardID is an integer (the RecurringCard's rcpCardId as a string). Only display details are held; never a card number. The sandbox's provider segment is `sandbox`.",
    tags: ["Members: wallet"],
    ...walletGate,
    memberScoped: true,
    input: { params: walletProviderPath },
    responses: {
      200: { description: "Cards, oldest first", schema: walletCardList },
      400: { description: "Payment provider '{provider}' is not supported." },
      404: { description: "Member Wallet with id {memberId} was not found." },
    },
  },
  async (ctx) => {
    const { provider } = ctx.input.params;
    const wallet = await requireWallet(ctx.db, ctx.memberId);
    const cards = await ctx.db
      .select()
      .from(walletCards)
      .where(and(eq(walletCards.memberId, ctx.memberId), eq(walletCards.provider, provider.id)))
      .orderBy(asc(walletCards.id));
    return reply.json({ data: cards.map((c) => toWalletCard(c, wallet.rcpCardId)) });
  },
);
