import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { getConsentHistory } from "@/lib/client/members";

export const GET = bffRoute({ roles: memberRecordRoles, audit: "read consent history" }, async ({ caller, params }) => getConsentHistory(caller, memberIdParam(params)));
