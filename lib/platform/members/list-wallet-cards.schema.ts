import { operation } from "../http/operation";
import { walletCardList } from "@frontdesk/lib/contract/members";
import { walletProviderPath, walletGate } from "./wallet-record";

export const listWalletCards = operation({
  method: "get",
  path: "/api/members/:memberId/wallet/:provider",
  summary: "List a member's wallet cards of a payment provider",
  description:
    "data[].cardID is an integer (the RecurringCard's rcpCardId as a string). Only display details are held; never a card number. The sandbox's provider segment is `sandbox`.",
  tags: ["Members: wallet"],
  ...walletGate,
  memberScoped: true,
  input: { params: walletProviderPath },
  responses: {
    200: { description: "Cards, oldest first", schema: walletCardList },
    400: { description: "Payment provider '{provider}' is not supported." },
    404: { description: "Member Wallet with id {memberId} was not found." },
  },
});
