import { operation } from "../http/operation";
import { recurringCard } from "@frontdesk/lib/contract/members";
import { walletGate } from "./wallet-record";

export const getRcpCard = operation({
  method: "get",
  path: "/api/members/:memberId/rcp-card",
  summary: "Read a member's default recurring-payment card",
  description:
    "rcpCardId is a string (the wallet list's cardID as an integer). verified is true only when a card is designated and a provider reference was captured for it " +
    "(designation while adding or verifying a card); designation with the PUT alone leaves it false. The read does not contact the payment provider.",
  tags: ["Members: wallet"],
  ...walletGate,
  memberScoped: true,
  responses: {
    200: { description: "RecurringCard", schema: recurringCard },
    404: { description: "Member Wallet with id {memberId} was not found. (no wallet; plain text)" },
  },
});
