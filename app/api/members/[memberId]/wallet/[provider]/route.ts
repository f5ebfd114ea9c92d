import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { readWalletCards } from "@/lib/bff/wallet-reads";

export const GET = bffEndpoint(memberApi.walletCards, async ({ caller, params }) =>
  readWalletCards(caller, params.memberId, params.provider),
);
