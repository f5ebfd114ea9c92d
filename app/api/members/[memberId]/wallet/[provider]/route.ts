import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { listWalletCards } from "@/lib/client/members";

export const GET = bffEndpoint(memberApi.walletCards, async ({ caller, params }) =>
  listWalletCards(caller, params.memberId, params.provider),
);
