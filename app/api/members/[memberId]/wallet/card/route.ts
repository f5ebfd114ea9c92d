import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { memberWordings } from "@frontdesk/lib/contract/member-words";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";

export const POST = bffEndpoint(
  memberApi.saveCard,
  async ({ caller, params, body }) =>
    callPlatform(caller, members.saveWalletCard, { params: { memberId: params.memberId }, body }),
  { wordings: memberWordings },
);
