import crypto from "node:crypto";
import { PaymentProviderRefusal, type CardDetails, type PaymentProvider, type TokenisedCard } from "./provider";

/**
 * The sandbox's test payment provider (`sandbox`), like a payment API's test mode:
 * tokens `tok_<brand>_<last4>` (tok_visa_4242, tok_mastercard_4444, tok_amex_0005) succeed,
 * optionally `tok_<brand>_<last4>_<MM>_<YYYY>` to choose the expiry; `tok_declined` is declined.
 */
const brands: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  maestro: "Maestro",
};
const tokenPattern = /^tok_([a-z]+)_(\d{4})(?:_(\d{2})_(\d{4}))?$/;

function readToken(cardToken: string, holderName?: string): CardDetails {
  if (cardToken === "tok_declined") throw new PaymentProviderRefusal("declined", "declined");
  const match = tokenPattern.exec(cardToken);
  const brand = match && brands[match[1]];
  if (!match || !brand) throw new PaymentProviderRefusal("unknownToken", "unknown token");
  const expiryMonth = match[3] ? Number(match[3]) : 12;
  if (expiryMonth < 1 || expiryMonth > 12) throw new PaymentProviderRefusal("unknownToken", "bad expiry month");
  const expiryYear = match[4] ? Number(match[4]) : new Date().getUTCFullYear() + 3;
  return { brand, last4: match[2], expiryMonth, expiryYear, holderName: holderName ?? null };
}

const reference = () => `sbx_ref_${crypto.randomBytes(12).toString("hex")}`;

export const sandboxProvider: PaymentProvider = {
  id: "sandbox",
  async tokenise(cardToken, holderName): Promise<TokenisedCard> {
    return { ...readToken(cardToken, holderName), providerReference: reference() };
  },
  async verify(cardToken, card): Promise<TokenisedCard> {
    const details = readToken(cardToken, card.holderName ?? undefined);
    if (details.brand !== card.brand || details.last4 !== card.last4)
      throw new PaymentProviderRefusal("mismatch", "token of another card");
    return { ...card, providerReference: reference() };
  },
};
