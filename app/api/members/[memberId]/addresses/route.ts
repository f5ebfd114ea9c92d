import { memberApi } from "@/lib/api/members";
import { bffEndpoint } from "@/lib/bff/route";
import { requireUnchanged } from "@/lib/bff/versioned";
import { getMemberAddresses, updateMemberAddresses } from "@/lib/client/members";

export const GET = bffEndpoint(memberApi.addresses, async ({ caller, params }) =>
  getMemberAddresses(caller, params.memberId),
);

export const PUT = bffEndpoint(memberApi.updateAddresses, async ({ req, caller, params, body }) => {
  const { memberId } = params;
  await requireUnchanged(req, () => getMemberAddresses(caller, memberId));
  await updateMemberAddresses(caller, memberId, body);
  return getMemberAddresses(caller, memberId);
});
