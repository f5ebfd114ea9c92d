import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { readWalletCards } from "@frontdesk/lib/bff/wallet-reads";

export const GET = bffEndpoint(memberApi.walletCards, async ({ caller, params }) =>
  readWalletCards(caller, params.memberId, params.provider),
);
