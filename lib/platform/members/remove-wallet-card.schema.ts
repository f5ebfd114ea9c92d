import { operation } from "../http/operation";
import { walletCardPath, walletGate } from "./wallet-record";

export const removeWalletCard = operation({
  method: "delete",
  path: "/api/members/:memberId/wallet/:provider/:cardId",
  summary: "Remove a card from a member's wallet",
  description: "Refuses to remove the designated recurring-payment card (designate another card first).",
  tags: ["Members: wallet"],
  ...walletGate,
  memberScoped: true,
  input: { params: walletCardPath },
  responses: {
    204: { description: "Removed" },
    400: {
      description:
        "The designated recurring payment card cannot be removed. / Payment provider '{provider}' is not supported.",
    },
    404: {
      description:
        "Member Wallet with id {memberId} was not found. / Card {cardId} was not found in the wallet of member {memberId}.",
    },
  },
});
