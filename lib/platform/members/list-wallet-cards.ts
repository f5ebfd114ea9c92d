import { and, asc, eq } from "drizzle-orm";
import { walletCards } from "../db/schema";
import { route } from "../http/route";
import { requireWallet, toWalletCard } from "./wallet-record";
import * as declared from "./list-wallet-cards.schema";

export const listWalletCards = route(declared.listWalletCards, async (ctx) => {
  const { provider } = ctx.input.params;
  const wallet = await requireWallet(ctx.db, ctx.memberId);
  const cards = await ctx.db
    .select()
    .from(walletCards)
    .where(and(eq(walletCards.memberId, ctx.memberId), eq(walletCards.provider, provider.id)))
    .orderBy(asc(walletCards.id));
  return ctx.answer(200, { data: cards.map((c) => toWalletCard(c, wallet.rcpCardId)) });
});
