import { operation } from "../http/operation";
import { saveWalletCardResult, saveWalletCardRequest } from "@frontdesk/lib/contract/members";
import { objectBody, parseWith } from "../http/input";
import { cardRefusalMessages, looksLikeCardNumber } from "../payments";
import { PlatformError } from "../http/errors";
import { walletGate } from "./wallet-record";

export const saveWalletCard = operation({
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
});
