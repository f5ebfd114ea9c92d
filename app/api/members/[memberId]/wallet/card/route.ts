import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { memberWordings } from "@/lib/contract/member-words";
import { callPlatform } from "@/lib/client/call-platform";
import { members } from "@/lib/platform/operations";

export const POST = bffEndpoint(
  memberApi.saveCard,
  async ({ caller, params, body }) =>
    callPlatform(caller, members.saveWalletCard, { params: { memberId: params.memberId }, body }),
  { wordings: memberWordings },
);
