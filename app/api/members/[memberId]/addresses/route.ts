import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { getMemberAddresses, updateMemberAddresses } from "@/lib/client/members";
import { updateAddressesRequest } from "@/lib/contract/members";

export const GET = bffRoute({ roles: memberRecordRoles, audit: "read addresses" }, async ({ caller, params }) => getMemberAddresses(caller, memberIdParam(params)));

/** Home (address1) and work (address2); answers the addresses as stored afterwards. */
export const PUT = bffRoute({ roles: memberRecordRoles, audit: "changed addresses", mutation: true, body: updateAddressesRequest }, async ({ caller, params, body }) => {
  const memberId = memberIdParam(params);
  await updateMemberAddresses(caller, memberId, body);
  return getMemberAddresses(caller, memberId);
});
