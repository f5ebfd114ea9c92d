import { eq } from "drizzle-orm";
import { walletCards } from "../db/schema";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import { cardNotFound, findCard, requireWallet } from "./wallet-record";
import * as declared from "./remove-wallet-card.schema";

const designatedCardMessage = "The designated recurring payment card cannot be removed.";

export const removeWalletCard = route(declared.removeWalletCard, async (ctx) => {
  const { provider, card: path } = ctx.input.params;
  await ctx.db.transaction(async (tx) => {
    const wallet = await requireWallet(tx, ctx.memberId);
    const card = path.id === undefined ? undefined : await findCard(tx, ctx.memberId, path.id, provider.id);
    if (!card) throw cardNotFound(ctx.memberId, path.raw);
    if (wallet.rcpCardId === card.id) throw PlatformError.text(400, designatedCardMessage);
    await tx.delete(walletCards).where(eq(walletCards.id, card.id));
  });
  return ctx.empty(204);
});
