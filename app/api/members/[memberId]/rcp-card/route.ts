import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { getRecurringCard } from "@/lib/client/members";

export const GET = bffRoute({ roles: memberRecordRoles }, async ({ caller, params }) => getRecurringCard(caller, memberIdParam(params)));
