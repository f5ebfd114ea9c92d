import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { callPlatform } from "@/lib/client/call-platform";
import { members } from "@/lib/platform/operations";

export const GET = bffEndpoint(memberApi.walletCards, async ({ caller, params }) =>
  callPlatform(caller, members.listWalletCards, { params: { memberId: params.memberId, provider: params.provider } }),
);
