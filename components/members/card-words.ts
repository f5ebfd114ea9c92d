import type { WalletCard } from "@/lib/contract/members";

/** A saved card in staff words, for the screen and its lazily loaded save form alike (a leaf: neither imports the other). */
export const describeCard = (card: WalletCard) => `${card.brand} ending ${card.last4}`;
