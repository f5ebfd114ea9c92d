import { eq } from "drizzle-orm";
import { wallets } from "../db/schema";
import { route } from "../http/route";
import { cardNotFound, findCard, requireWallet, toRecurringCard } from "./wallet-record";
import * as declared from "./designate-rcp-card.schema";

export const designateRcpCard = route(declared.designateRcpCard, async (ctx) => {
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
  return ctx.answer(200, toRecurringCard(wallet));
});
