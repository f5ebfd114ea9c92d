import { memberReadRoles } from "@/lib/auth/roles";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { getMemberOverview } from "@/lib/client/members";

export const GET = bffRoute({ roles: memberReadRoles }, async ({ caller, params }) => getMemberOverview(caller, memberIdParam(params)));
