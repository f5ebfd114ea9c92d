import { eq } from "drizzle-orm";
import { walletCards, wallets } from "../db/schema";
import { PlatformError } from "../http/errors";
import { route } from "../http/route";
import {
  cardRefusalMessages,
  paymentProvider,
  PaymentProviderRefusal,
  unsupportedProviderMessage,
  type TokenisedCard,
} from "../payments";
import { requireMember } from "./member-record";
import { cardNotFound, findCard, toRecurringCard, toWalletCard } from "./wallet-record";
import * as declared from "./save-wallet-card.schema";

export const saveWalletCard = route(declared.saveWalletCard, async (ctx) => {
  await requireMember(ctx.db, ctx.memberId);
  const body = ctx.input.body;
  const provider = paymentProvider(body.provider);
  if (!provider) throw PlatformError.text(400, unsupportedProviderMessage(body.provider));
  const existing =
    body.cardId === undefined ? undefined : await findCard(ctx.db, ctx.memberId, body.cardId, provider.id);
  if (body.cardId !== undefined && !existing) throw cardNotFound(ctx.memberId, body.cardId);

  // The provider is called outside the transaction (a network call in a real provider).
  let tokenised: TokenisedCard;
  try {
    tokenised = existing
      ? await provider.verify(body.cardToken, existing)
      : await provider.tokenise(body.cardToken, body.holderName);
  } catch (error) {
    if (error instanceof PaymentProviderRefusal) throw PlatformError.text(400, cardRefusalMessages[error.reason]);
    throw error;
  }

  const result = await ctx.db.transaction(async (tx) => {
    await tx.insert(wallets).values({ memberId: ctx.memberId }).onConflictDoNothing();
    const [card] = existing
      ? await tx
          .update(walletCards)
          .set({ providerReference: tokenised.providerReference })
          .where(eq(walletCards.id, existing.id))
          .returning()
      : await tx
          .insert(walletCards)
          .values({
            memberId: ctx.memberId,
            provider: provider.id,
            providerToken: body.cardToken,
            providerReference: tokenised.providerReference,
            brand: tokenised.brand,
            last4: tokenised.last4,
            expiryMonth: tokenised.expiryMonth,
            expiryYear: tokenised.expiryYear,
            holderName: tokenised.holderName,
          })
          .returning();
    const [wallet] = body.designate
      ? await tx
          .update(wallets)
          .set({ rcpCardId: card.id, rcpProviderReference: tokenised.providerReference })
          .where(eq(wallets.memberId, ctx.memberId))
          .returning()
      : await tx.select().from(wallets).where(eq(wallets.memberId, ctx.memberId));
    return { card: toWalletCard(card, wallet.rcpCardId), rcpCard: toRecurringCard(wallet) };
  });
  return ctx.answer(existing ? 200 : 201, result);
});
