import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { requireUnchanged, versioned } from "@/lib/bff/versioned";
import { getMemberAddresses, updateMemberAddresses } from "@/lib/client/members";
import { staffAddressesRequest } from "@/lib/contract/members";

export const GET = bffRoute({ roles: memberRecordRoles, audit: "read addresses" }, async ({ caller, params }) => versioned(await getMemberAddresses(caller, memberIdParam(params))));

/** Home (address1) and work (address2); answers the addresses as stored afterwards. 412 if they changed since read; UK postcodes checked. */
export const PUT = bffRoute({ roles: memberRecordRoles, audit: "changed addresses", mutation: true, body: staffAddressesRequest }, async ({ req, caller, params, body }) => {
  const memberId = memberIdParam(params);
  await requireUnchanged(req, () => getMemberAddresses(caller, memberId));
  await updateMemberAddresses(caller, memberId, body);
  return versioned(await getMemberAddresses(caller, memberId));
});
