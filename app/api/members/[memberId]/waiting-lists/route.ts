import { memberRecordRoles } from "@/lib/auth/roles";
import { bffRoute } from "@/lib/bff/route";
import { memberPath } from "@/lib/bff/params";
import { listMemberAlertLists } from "@/lib/client/bookings";

/** The sessions the member waits on (the platform's alert lists), the session's start first. */
export const GET = bffRoute({ roles: memberRecordRoles, params: memberPath }, async ({ caller, params }) =>
  listMemberAlertLists(caller, params.memberId),
);
