import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { memberPath } from "@/lib/bff/params";
import { requireUnchanged, versioned } from "@/lib/bff/versioned";
import { getMemberAddresses, updateMemberAddresses } from "@/lib/client/members";
import { staffAddressesRequest } from "@/lib/contract/members";

export const GET = bffRoute(
  { roles: memberRecordRoles, params: memberPath, audit: "read addresses" },
  async ({ caller, params }) => versioned(await getMemberAddresses(caller, params.memberId)),
);

/** Home (address1) and work (address2); answers the addresses as stored afterwards. 412 if they changed since read; UK postcodes checked. */
export const PUT = bffRoute(
  {
    roles: memberRecordRoles,
    params: memberPath,
    audit: "changed addresses",
    mutation: true,
    body: staffAddressesRequest,
  },
  async ({ req, caller, params, body }) => {
    const { memberId } = params;
    await requireUnchanged(req, () => getMemberAddresses(caller, memberId));
    await updateMemberAddresses(caller, memberId, body);
    return versioned(await getMemberAddresses(caller, memberId));
  },
);
