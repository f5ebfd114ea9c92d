import { operation } from "../http/operation";
import { recurringCard, designateRcpCardRequest } from "@frontdesk/lib/contract/members";
import { walletGate } from "./wallet-record";

export const designateRcpCard = operation({
  method: "put",
  path: "/api/members/:memberId/rcp-card",
  summary: "Designate a wallet card as the recurring-payment card",
  description:
    "Designates one of the wallet's cards WITHOUT capturing a payment-provider reference, so verified is false afterwards. " +
    "To designate a verified card, use POST /api/members/{memberId}/wallet/card with designate true.",
  tags: ["Members: wallet"],
  ...walletGate,
  memberScoped: true,
  input: { body: designateRcpCardRequest },
  responses: {
    200: { description: "The RecurringCard after designation", schema: recurringCard },
    400: { description: "cardId must be an integer. (plain text)" },
    404: {
      description:
        "Member Wallet with id {memberId} was not found. / Card {cardId} was not found in the wallet of member {memberId}.",
    },
  },
});
