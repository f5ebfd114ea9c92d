import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { walletCards, wallets } from "../db/schema";
import { PlatformError } from "../http/errors";
import type { RecurringCard, WalletCard } from "@frontdesk/lib/contract/members";
import { z } from "zod";
import { parseNineDigitId } from "../http/input";
import type { InputParser } from "../http/route";
import { paymentProvider, unsupportedProviderMessage } from "../payments";

/** Gate of the recurring-card read and its related wallet endpoints (endpoint 2). */
export const walletGate = { products: ["FOH", "CONSUMER"], features: ["ONLINEBOOK", "ONLINEJOIN", "FOHGENERIC"] };

/** The spec's 404 when the member has no wallet (not a statement that the member is unknown). */
const walletNotFound = (memberId: number) =>
  PlatformError.text(404, `Member Wallet with id ${memberId} was not found.`);
export const cardNotFound = (memberId: number, cardId: number | string) =>
  PlatformError.text(404, `Card ${cardId} was not found in the wallet of member ${memberId}.`);

export async function requireWallet(db: Executor, memberId: number) {
  const [wallet] = await db.select().from(wallets).where(eq(wallets.memberId, memberId)).limit(1);
  if (!wallet) throw walletNotFound(memberId);
  return wallet;
}

export async function findCard(db: Executor, memberId: number, cardId: number, provider?: string) {
  const [card] = await db
    .select()
    .from(walletCards)
    .where(
      and(
        eq(walletCards.memberId, memberId),
        eq(walletCards.id, cardId),
        provider ? eq(walletCards.provider, provider) : undefined,
      ),
    )
    .limit(1);
  return card;
}

/** RecurringCard: verified is derived, true only with a designated card and a captured provider reference. */
export const toRecurringCard = (wallet: typeof wallets.$inferSelect): RecurringCard => ({
  rcpCardId: wallet.rcpCardId === null ? null : String(wallet.rcpCardId),
  verified: wallet.rcpCardId !== null && !!wallet.rcpProviderReference,
});

export const toWalletCard = (card: typeof walletCards.$inferSelect, rcpCardId: number | null): WalletCard => ({
  cardID: card.id,
  brand: card.brand,
  last4: card.last4,
  expiryMonth: card.expiryMonth,
  expiryYear: card.expiryYear,
  holderName: card.holderName,
  isDesignated: card.id === rcpCardId,
});

/** The provider segment: a supported payment provider, else 400 plain text (before the wallet's 404). */
function providerOf(raw: string) {
  const provider = paymentProvider(raw);
  if (!provider) throw PlatformError.text(400, unsupportedProviderMessage(raw));
  return provider;
}

const providerSchema = z.string().describe("The payment provider; the sandbox's is `sandbox`");

/** The declared path of the wallet list: memberId (member-scoped) and a supported provider. */
export const walletProviderPath = {
  schema: z.object({ provider: providerSchema }),
  parse: (params) => ({ provider: providerOf(params.provider) }),
} satisfies InputParser<Record<string, string>, unknown>;

/**
 * The declared path of a wallet card: a supported provider (400 first), and the card id: at most nine
 * digits, else a card that is not in the wallet (404 after the wallet's), named as sent.
 */
export const walletCardPath = {
  schema: z.object({ provider: providerSchema, cardId: z.int32().positive() }),
  parse: (params) => ({
    provider: providerOf(params.provider),
    card: { id: parseNineDigitId(params.cardId), raw: params.cardId },
  }),
} satisfies InputParser<Record<string, string>, unknown>;
