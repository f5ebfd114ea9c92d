import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { memberPath } from "@/lib/bff/params";
import { getConsentHistory } from "@/lib/client/members";

export const GET = bffRoute(
  { roles: memberRecordRoles, params: memberPath, audit: "read consent history" },
  async ({ caller, params }) => getConsentHistory(caller, params.memberId),
);
