import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { getMemberAddresses } from "@/lib/client/members";

export const GET = bffRoute({ roles: memberRecordRoles }, async ({ caller, params }) => getMemberAddresses(caller, memberIdParam(params)));
