import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute, memberIdParam } from "@/lib/bff/route";
import { listMemberAlertLists } from "@/lib/client/bookings";

/** The sessions the member waits on (the platform's alert lists), the session's start first. */
export const GET = bffRoute({ roles: memberRecordRoles }, async ({ caller, params }) => listMemberAlertLists(caller, memberIdParam(params)));
