import { dataRightsRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { memberPath } from "@/lib/bff/params";
import { eraseMember } from "@/lib/client/members";

/**
 * Records and carries out a member's erasure request (UK GDPR right to erasure) in one platform
 * transaction; answers what was removed, anonymised and kept. Audited under the staff member.
 */
export const POST = bffRoute(
  { roles: dataRightsRoles, params: memberPath, mutation: true, audit: "erased personal data" },
  async ({ caller, params }) => eraseMember(caller, params.memberId),
);
