/**
 * The payment-provider module: the platform never sees or stores a card number; it hands a
 * provider token to a provider, which answers with a reusable provider reference and the
 * card's display details. A provider is chosen by the `{provider}` path/body segment.
 */
export interface CardDetails {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string | null;
}

export interface TokenisedCard extends CardDetails {
  /** The provider's reusable reference for the card (what recurring payments are taken against). */
  providerReference: string;
}

/** Why a provider refused a token; the caller turns it into the platform's 400 message. */
export class PaymentProviderRefusal extends Error {
  constructor(
    readonly reason: "declined" | "unknownToken" | "mismatch",
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  /** The `{provider}` segment. */
  readonly id: string;
  /** Exchanges a one-time card token for a reusable reference and display details (saving a card). */
  tokenise(cardToken: string, holderName?: string): Promise<TokenisedCard>;
  /** Verifies a stored card again with a fresh token; refuses a token for a different card. */
  verify(cardToken: string, card: CardDetails): Promise<TokenisedCard>;
}

export const cardRefusalMessages = {
  declined: "The card was declined by the payment provider.",
  unknownToken: "The payment provider does not recognise this card token.",
  mismatch: "The card token does not belong to the card being verified.",
  cardNumber: "Card numbers are not accepted; send a provider token.",
} as const;

export const unsupportedProviderMessage = (id: string) => `Payment provider '${id}' is not supported.`;

/** A card number (12 to 19 digits, spaces or hyphens allowed between them) must never be accepted as a token. */
export function looksLikeCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, "");
  return /^\d{12,19}$/.test(digits);
}
