import { eq } from "drizzle-orm";
import { walletCards, wallets } from "../db/schema";
import { PlatformError } from "../http/errors";
import { reply, route } from "../http/route";
import {
  cardRefusalMessages,
  looksLikeCardNumber,
  paymentProvider,
  PaymentProviderRefusal,
  unsupportedProviderMessage,
  type TokenisedCard,
} from "../payments";
import { saveWalletCardRequest, saveWalletCardResult } from "@/lib/contract/members";
import { requireMember } from "./member-record";
import { objectBody, parseWith } from "../http/input";
import { cardNotFound, findCard, toRecurringCard, toWalletCard, walletGate } from "./wallet-record";

export const saveWalletCard = route(
  {
    method: "post",
    path: "/api/members/:memberId/wallet/card",
    summary: "Save or verify a card through the payment provider",
    description:
      "Saves a card from a payment-provider token (creating the member's wallet on the first card), or with cardId verifies an existing wallet card with a fresh token. " +
      "With designate true the card becomes the recurring-payment card and the provider reference is captured, so verified is true. " +
      "No card number is ever accepted or stored: a 12-19 digit cardToken is refused before anything else. The sandbox's provider is `sandbox` " +
      "(tokens tok_visa_4242, tok_mastercard_4444, tok_<brand>_<last4>[_<MM>_<YYYY>]; tok_declined is declined). " +
      "201 when a card was saved, 200 when an existing card was verified.",
    tags: ["Members: wallet"],
    ...walletGate,
    memberScoped: true,
    input: {
      body: {
        schema: saveWalletCardRequest,
        // a card number is refused before anything else, so it is never echoed in another message
        parse: (raw: unknown) => {
          const sentToken = raw && typeof raw === "object" ? (raw as { cardToken?: unknown }).cardToken : undefined;
          if (
            (typeof sentToken === "string" || typeof sentToken === "number") &&
            looksLikeCardNumber(String(sentToken))
          ) {
            throw PlatformError.text(400, cardRefusalMessages.cardNumber);
          }
          return parseWith(saveWalletCardRequest, "text", objectBody("text", raw));
        },
      },
    },
    responses: {
      200: { description: "The verified card and the RecurringCard", schema: saveWalletCardResult },
      201: { description: "The saved card and the RecurringCard", schema: saveWalletCardResult },
      400: {
        description:
          "Plain text: Card numbers are not accepted; send a provider token. / The card was declined by the payment provider. / Payment provider '{p}' is not supported. / validation",
      },
      404: {
        description:
          "Member with ID {memberId} does not exist / Card {cardId} was not found in the wallet of member {memberId}.",
      },
    },
  },
  async (ctx) => {
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
    return reply.json(result, existing ? 200 : 201);
  },
);
