import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { walletCards, wallets } from "../db/schema";
import { PlatformError } from "../http/errors";
import type { RecurringCard, WalletCard } from "@/lib/contract/members";

/** Gate of the recurring-card read and its related wallet endpoints (endpoint 2). */
export const walletGate = { products: ["FOH", "CONSUMER"], features: ["ONLINEBOOK", "ONLINEJOIN", "FOHGENERIC"] };

/** The spec's 404 when the member has no wallet (not a statement that the member is unknown). */
export const walletNotFound = (memberId: number) => PlatformError.text(404, `Member Wallet with id ${memberId} was not found.`);
export const cardNotFound = (memberId: number, cardId: number | string) => PlatformError.text(404, `Card ${cardId} was not found in the wallet of member ${memberId}.`);

export async function requireWallet(db: Executor, memberId: number) {
  const [wallet] = await db.select().from(wallets).where(eq(wallets.memberId, memberId)).limit(1);
  if (!wallet) throw walletNotFound(memberId);
  return wallet;
}

export async function findCard(db: Executor, memberId: number, cardId: number, provider?: string) {
  const [card] = await db
    .select()
    .from(walletCards)
    .where(and(eq(walletCards.memberId, memberId), eq(walletCards.id, cardId), provider ? eq(walletCards.provider, provider) : undefined))
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

/** A path card id: digits only, else treated as a card that is not in the wallet. */
export const parseCardId = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined);
