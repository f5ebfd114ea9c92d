import type { WalletCard } from "@frontdesk/lib/contract/members";
import type { Words } from "@/components/ui/catalogue";

/**
 * A saved card in staff words (messages/*.json, Members.card.describe; `t`: `useTranslations("Members")`), for the
 * screen and its lazily loaded save form alike (a leaf: neither imports the other).
 */
export const describeCard = (t: Words, card: WalletCard) =>
  t("card.describe", { brand: card.brand, last4: card.last4 });
