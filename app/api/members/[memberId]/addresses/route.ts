import { memberApi } from "@frontdesk/lib/api/members";
import { bffEndpoint } from "@frontdesk/lib/bff/route";
import { requireUnchanged } from "@frontdesk/lib/bff/versioned";
import { callPlatform } from "@frontdesk/lib/client/call-platform";
import { members } from "@frontdesk/lib/platform/operations";
import { memberWordings } from "@frontdesk/lib/contract/member-words";

export const GET = bffEndpoint(memberApi.addresses, async ({ caller, params }) =>
  callPlatform(caller, members.getAddresses, { params: { memberId: params.memberId } }),
);

export const PUT = bffEndpoint(
  memberApi.updateAddresses,
  async ({ req, caller, params, body }) => {
    const { memberId } = params;
    await requireUnchanged(req, () => callPlatform(caller, members.getAddresses, { params: { memberId } }));
    await callPlatform(caller, members.updateAddresses, { params: { memberId }, body });
    return callPlatform(caller, members.getAddresses, { params: { memberId } });
  },
  { wordings: memberWordings },
);
